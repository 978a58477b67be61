import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { officesFileSchema } from "./schemas/offices";

describe("offices schema", () => {
  it("rejects a phone whose tel: number is not the one shown, naming file and field", () => {
    expect(parseFixture(officesFileSchema, "company/offices-bad-phone.yaml")).toThrow(
      /offices-bad-phone\.yaml is not valid:\n\s+headquarters\.0\.phone\.e164: does not dial the number in display \(change both together\)/,
    );
  });

  it("rejects a place listed twice in a region", () => {
    expect(parseFixture(officesFileSchema, "company/offices-duplicate-place.yaml")).toThrow(
      /offices-duplicate-place\.yaml is not valid:\n\s+regions\.0\.places\.1: lists Detroit, Michigan twice/,
    );
  });
});

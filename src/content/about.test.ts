import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { facts } from "./schemas/rich-text";
import { aboutFileSchema } from "./schemas/about";

describe("about schema", () => {
  it("rejects an unknown fact placeholder, naming file and field", () => {
    expect(parseFixture(aboutFileSchema, "company/about-unknown-fact.yaml")).toThrow(
      `tests/fixtures/content/company/about-unknown-fact.yaml is not valid:\n  lead: uses the unknown fact {employees}; known facts: ${Object.keys(facts).join(", ")}`,
    );
  });
});

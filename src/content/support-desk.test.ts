import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { supportDeskSchema } from "./schemas/support-desk";

describe("bad support desk files fail, naming the file and the field", () => {
  it.each([
    ["support-desk-bad-hours.yaml", 'hours.0.opens: must be a 24-hour time like "08:00"'],
    ["support-desk-bad-link.yaml", "selfHelp.0.to: must be one of: /, /software,"],
  ])("%s", (name, message) => {
    expect(parseFixture(supportDeskSchema, `support/${name}`)).toThrow(
      `tests/fixtures/content/support/${name} is not valid:\n  ${message}`,
    );
  });
});

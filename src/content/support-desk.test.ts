import { describe, expect, it } from "vitest";
import { loadSupportDesk } from "./support-desk.server";

describe("content/support-desk.yaml", () => {
  it("parses, with weekday hours and the things to have ready", () => {
    const desk = loadSupportDesk();
    expect(desk.hours[0]).toMatchObject({ opens: "08:00", closes: "18:00" });
    expect(desk.haveReady.map((item) => item.title)).toContain("The exact error message");
  });

  it.each([
    ["support-desk-bad-hours.yaml", "hours.0.opens: must be a 24-hour time"],
    ["support-desk-bad-link.yaml", "selfHelp.0.to"],
  ])("%s fails, naming the file and the field", (name, field) => {
    const file = `../tests/fixtures/content/support/${name}`;
    expect(() => loadSupportDesk("en", file)).toThrow(
      `tests/fixtures/content/support/${name} is not valid`,
    );
    expect(() => loadSupportDesk("en", file)).toThrow(field);
  });
});

import { describe, expect, it } from "vitest";
import { fillFacts, linkedText, parseLinks } from "./rich-text";

describe("fillFacts", () => {
  it.each([
    ["Since {foundingYear}", "Since 1981", []],
    ["{companiesServed}+ companies", "3,750+ companies", []],
    ["{hostingUptimePercent}% uptime", "99.9% uptime", []],
    ["{financialSuiteCustomers} customers", "11,000 customers", []],
    ["{staff} people", "{staff} people", ["staff"]],
    ["no facts here", "no facts here", []],
  ])("%s", (input, text, unknown) => {
    expect(fillFacts(input)).toEqual({ text, unknown });
  });
});

describe("parseLinks", () => {
  it("splits text and links to canonical pages", () => {
    expect(parseLinks("See [Sage 300](/software/sage300) and [us](/contact).")).toEqual({
      segments: [
        { text: "See " },
        { text: "Sage 300", to: "/software/sage300" },
        { text: " and " },
        { text: "us", to: "/contact" },
        { text: "." },
      ],
    });
  });

  it("keeps text without links whole", () => {
    expect(parseLinks("Plain text")).toEqual({ segments: [{ text: "Plain text" }] });
  });

  it.each(["/software/sage300/", "https://example.com", "/nowhere", "software/sage300"])(
    "rejects the target %s",
    (target) => {
      expect(parseLinks(`[x](${target})`).badTarget).toBe(target);
    },
  );

  it("fails the schema with the bad target in the message", () => {
    const result = linkedText.safeParse("[Sage 300](/software/sage-300)");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/links to \/software\/sage-300/);
  });
});

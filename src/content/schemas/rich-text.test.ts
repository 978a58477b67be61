import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { formatNumber } from "~/i18n/locale";
import { fillFacts, linkedText, parseLinks, statSchema } from "./rich-text";

describe("fillFacts", () => {
  const { companiesServed, hostingUptimePercent, financialSuiteCustomers } = site.stats;
  it.each([
    ["Since {foundingYear}", `Since ${site.foundingYear}`, []],
    ["{companiesServed}+ companies", `${formatNumber(companiesServed, "en")}+ companies`, []],
    ["{hostingUptimePercent}% uptime", `${formatNumber(hostingUptimePercent, "en")}% uptime`, []],
    [
      "{financialSuiteCustomers} customers",
      `${formatNumber(financialSuiteCustomers, "en")} customers`,
      [],
    ],
    ["{staff} people", "{staff} people", ["staff"]],
    ["no facts here", "no facts here", []],
  ])("%s", (input, text, unknown) => {
    expect(fillFacts(input)).toEqual({ text, unknown });
  });

  it("writes the facts the language's way", () => {
    const text = "{companiesServed} / {hostingUptimePercent}";
    expect(fillFacts(text, "fr").text).toBe(
      `${formatNumber(companiesServed, "fr")} / ${formatNumber(hostingUptimePercent, "fr")}`,
    );
  });
});

describe("statSchema: a stats band holds figures only", () => {
  it.each(["{foundingYear}", "{companiesServed}+", "98.5%", "24/7", "2–4 weeks", "1 call"])(
    "takes %s",
    (value) => {
      expect(statSchema.safeParse({ value, label: "a label" }).success).toBe(true);
    },
  );

  it.each(["Daily", "One", "Off-site", "Tested", "Chaque année"])("refuses %s", (value) => {
    const result = statSchema.safeParse({ value, label: "a label" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["value"]);
    expect(result.error?.issues[0]?.message).toBe(
      `is "${value}", which is not a figure: a stats band shows numbers only, such as "{hostingUptimePercent}%", "24/7", "2–4 weeks" or "{companiesServed}+". Put a word like "Daily" in the label, or the point in a checklist or a paragraph`,
    );
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

describe("linkedText messages", () => {
  it.each([
    [
      "an old address names the page's own",
      "Read [our stories](/company/customer/success-stories).",
      "links to /company/customer/success-stories, which is an old address of /company/customer/succes-stories: use /company/customer/succes-stories",
    ],
    [
      "no page at all",
      "See [Sage 300](/software/sage-300).",
      "links to /software/sage-300, which is not a page of this site (use a canonical path such as /software/sage300)",
    ],
    [
      "a space between ] and (",
      "Earned with [Sage 300] (/software/sage300) customers.",
      'has a link written wrongly in "Earned with [Sage 300] (/software/sage300) customers.": write [label](/path), with nothing between ] and ( and no space in the path',
    ],
    [
      "a space inside the path",
      "See [Sage 300](/software/ sage300).",
      'has a link written wrongly in "See [Sage 300](/software/ sage300).": write [label](/path), with nothing between ] and ( and no space in the path',
    ],
  ])("%s", (_, text, message) => {
    const result = linkedText.safeParse(text);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  // The price of the rule above: "] (" in prose is flagged too; brackets alone are not.
  it("flags a bracket followed by a parenthesis even in prose, and leaves brackets alone", () => {
    expect(
      linkedText.safeParse("Sage 300 [formerly Accpac] (since 2004) runs it all.").success,
    ).toBe(false);
    expect(linkedText.parse("Sage 300 [formerly Accpac], since 2004.")).toEqual([
      { text: "Sage 300 [formerly Accpac], since 2004." },
    ]);
  });
});

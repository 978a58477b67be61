import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { buildYear } from "~/lib/build-year";
import { formatNumber } from "~/i18n/locale";
import { facts, factString, factText, fillFacts } from "./schemas/rich-text";

describe("company facts in content", () => {
  it.each([
    ["the founding year", `Founded in ${site.foundingYear}`, "{foundingYear}"],
    [
      "a count, written the French way",
      `Plus de ${formatNumber(site.stats.companiesServed, "fr")} entreprises`,
      "{companiesServed}",
    ],
    ["a percentage", `A ${site.stats.hostingUptimePercent}% uptime`, "{hostingUptimePercent}"],
  ])("rejects %s written out, naming its placeholder", (_what, text, placeholder) => {
    const message = factText.safeParse(text).error?.issues[0]?.message;
    expect(message).toContain(placeholder);
    expect(message).toContain("content/site.yaml");
  });

  it("gives the disaster recovery program's age in years from its start", () => {
    expect(fillFacts("for {disasterRecoveryYears} years").text).toBe(
      `for ${buildYear - site.disasterRecoveryStartYear} years`,
    );
  });
});

describe("factString: page text that may name facts", () => {
  it("keeps a known fact as its placeholder, for each language to fill its own way", () => {
    const text = "Hosted with a {hostingUptimePercent}% uptime guarantee";
    expect(factString(4, 80).parse(text)).toBe(text);
  });

  it("rejects an unknown fact, listing the known ones", () => {
    const result = factString(4, 80).safeParse("Hosted with a {uptime}% uptime guarantee");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `uses the unknown fact {uptime}; known facts: ${Object.keys(facts).join(", ")}`,
    ]);
  });

  it("measures the text with its facts filled in", () => {
    const length = facts.foundingYear!.length;
    expect(factString(length, length).safeParse("{foundingYear}").success).toBe(true);
    expect(factString(length + 1).safeParse("{foundingYear}").error?.issues[0]?.message).toBe(
      `is too short: ${length} characters, at least ${length + 1}`,
    );
    expect(factString(1, length - 1).safeParse("{foundingYear}").error?.issues[0]?.message).toBe(
      `is too long: ${length} characters, at most ${length - 1}`,
    );
  });
});

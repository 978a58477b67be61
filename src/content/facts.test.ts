import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { buildYear } from "~/lib/build-year";
import { contentRoot } from "./read";
import { facts, factString, fillFacts } from "./schemas/rich-text";

/**
 * Every page's YAML under content/, site.yaml aside (it holds the facts). Press
 * releases are Markdown, dated, and keep their own figures.
 */
const pageFiles = readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".yaml") && f !== "site.yaml")
  .sort();

// The facts distinctive enough to find in running text; "20" or "6" are not.
const distinctive = [
  String(site.foundingYear),
  site.stats.companiesServed.toLocaleString("en-US"),
  `${site.stats.hostingUptimePercent}%`,
  site.stats.financialSuiteCustomers.toLocaleString("en-US"),
];

describe("company facts in content", () => {
  it("finds the page files of both languages", () => {
    expect(pageFiles.filter((f) => f.startsWith(`en${path.sep}`)).length).toBeGreaterThan(0);
    expect(pageFiles.filter((f) => f.startsWith(`fr${path.sep}`)).length).toBeGreaterThan(0);
  });

  it.each(pageFiles)("%s names the facts as placeholders, not their values", (file) => {
    const text = readFileSync(path.join(contentRoot, file), "utf8");
    for (const fact of distinctive) expect(text, fact).not.toContain(fact);
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

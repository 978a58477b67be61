import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { contentRoot } from "./load.server";
import { factString } from "./schemas/rich-text";

/** Every page's YAML under content/ (press releases are Markdown, dated, and keep their own figures). */
const pageFiles = readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".yaml"))
  .sort();

// The facts distinctive enough to find in running text; "20" or "6" are not.
const distinctive = [
  String(site.foundingYear),
  site.stats.companiesServed.toLocaleString("en-US"),
  `${site.stats.hostingUptimePercent}%`,
  site.stats.financialSuiteCustomers.toLocaleString("en-US"),
];

describe("company facts in content", () => {
  it("finds the page files", () => {
    expect(pageFiles).toEqual(
      expect.arrayContaining([
        "en/home.yaml",
        "fr/software/sage300.yaml",
        "en/services/hosting.yaml",
      ]),
    );
  });

  it.each(pageFiles)("%s names the facts as placeholders, not their values", (file) => {
    const text = readFileSync(path.join(contentRoot, file), "utf8");
    for (const fact of distinctive) expect(text, fact).not.toContain(fact);
  });

  it.each([
    ["fills a fact", "Hosted with a {hostingUptimePercent}% uptime guarantee", true],
    ["rejects an unknown fact", "Hosted with a {uptime}% uptime guarantee", false],
    ["measures the filled text", "{foundingYear}", true],
    ["and rejects it when too short once filled", "{countries}", false],
  ])("a page text %s", (_name, input, ok) => {
    const result = factString(4, 80).safeParse(input);
    expect(result.success).toBe(ok);
    if (result.success) expect(result.data).not.toContain("{");
  });
});

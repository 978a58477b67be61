import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { awardLogos, loadAwards } from "./awards.server";

const fixtures = "../tests/fixtures/content/company";

describe("content/awards.yaml", () => {
  const content = loadAwards();
  const titles = content.awards.map((a) => a.title).join("\n");

  it("has every award and level the original site listed", () => {
    expect(titles).toMatch(/#1 Sage Cloud Partner in the World/);
    expect(titles).toMatch(/Top 10 Sage Reseller/);
    expect(titles).toMatch(/Diamond Partner/);
    expect(titles).toMatch(/Select Partner/);
    expect(titles).toMatch(/CEO Circle Member/);
    expect(titles).toMatch(/Gold Certified Partner/);
    expect(titles).toMatch(/Silver Certified Partner/);
  });

  it("names the awards in title case: every word capitalized but short joining words", () => {
    const minor = new Set(["a", "an", "and", "in", "of", "the", "to"]);
    for (const { title } of content.awards) {
      const [first, ...rest] = title.split(" ");
      expect(first, title).toMatch(/^[#\d\p{Lu}]/u);
      for (const word of rest) {
        if (minor.has(word)) continue;
        expect(word, title).toMatch(/^[\d\p{Lu}]/u);
      }
    }
  });

  it("names them in sentence case in French: capitals for names only", () => {
    const names = new Set(["Sage", "CEO", "Circle", "Diamant", "Select", "Or", "Argent"]);
    const places = new Set(["Amérique", "Nord"]);
    for (const { title } of loadAwards("fr").awards) {
      const [first, ...rest] = title.split(" ");
      expect(first, title).toMatch(/^\p{Lu}/u);
      for (const word of rest) {
        if (names.has(word) || places.has(word)) continue;
        expect(word, title).not.toMatch(/^\p{Lu}/u);
      }
    }
  });

  it("lists them newest first, each with a year and a sentence", () => {
    const years = content.awards.map((a) => a.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const a of content.awards) expect(a.description.length, a.title).toBeGreaterThan(40);
  });

  it("keeps at least the five logos it launched with, each under public/media", () => {
    const logos = awardLogos(content);
    expect(logos.length).toBeGreaterThanOrEqual(5);
    for (const logo of logos) {
      expect(existsSync(path.resolve("public/media", logo.path)), logo.path).toBe(true);
    }
  });

  it("links the closing text to the Sage 300 and Sage 100 pages", () => {
    const targets = content.products.body.flat().flatMap((s) => (s.to ? [s.to] : []));
    expect(targets).toContain("/software/sage300");
    expect(targets).toContain("/software/sage100");
  });
});

describe("awards schema", () => {
  it("rejects a link to a page that does not exist, naming file and field", () => {
    expect(() => loadAwards("en", `${fixtures}/awards-bad-link.yaml`)).toThrow(
      /awards-bad-link\.yaml is not valid:\n\s+products\.body\.0: links to \/software\/sage-300, which is not a page/,
    );
  });

  it("rejects an award listed out of order, naming it", () => {
    expect(() => loadAwards("en", `${fixtures}/awards-out-of-order.yaml`)).toThrow(
      /awards-out-of-order\.yaml is not valid:\n\s+awards\.1\.year: is 2012, after 2009 above it: list the awards newest first/,
    );
  });

  it("rejects a misspelt key instead of dropping it (a badge would silently not show)", () => {
    expect(() => loadAwards("en", `${fixtures}/awards-misspelt-key.yaml`)).toThrow(
      /awards-misspelt-key\.yaml is not valid:\n\s+awards\.0: "Logo" is not a field here \(check the spelling, capitals included\)/,
    );
  });
});

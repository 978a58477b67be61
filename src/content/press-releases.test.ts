import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPressReleases, releaseDescription, releaseSummary } from "./press-releases.server";

const fixtures = "../tests/fixtures/content/company";

describe("content/press-releases", () => {
  const releases = loadPressReleases();

  // Staff add releases after these; the 37 the site launched with must stay.
  it("holds the 37 releases of 2007 to December 2019, newest first", () => {
    const launched = releases.filter((r) => r.date >= "2007-01-01" && r.date <= "2019-12-31");
    expect(launched).toHaveLength(37);
    expect(launched[0]!.date.slice(0, 7)).toBe("2019-12");
    expect(releases.at(-1)!.date.slice(0, 4)).toBe("2007");
    const dates = releases.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("has news in every year from 2007 to 2019", () => {
    const years = new Set(releases.map((r) => Number(r.date.slice(0, 4))));
    for (let year = 2007; year <= 2019; year++) expect(years.has(year), String(year)).toBe(true);
  });

  it("gives every release a unique anchor and heading", () => {
    expect(new Set(releases.map((r) => r.slug)).size).toBe(releases.length);
    expect(new Set(releases.map((r) => r.heading)).size).toBe(releases.length);
    for (const r of releases) expect(r.slug).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
  });

  it("writes each body as two to four paragraphs", () => {
    for (const r of releases) {
      const paragraphs = r.html.match(/<p>/g) ?? [];
      expect(paragraphs.length, r.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, r.slug).toBeLessThanOrEqual(4);
      expect(r.html, r.slug).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it("gives each French twin the same picture, or none when the English has none", () => {
    const french = new Map(loadPressReleases("fr").map((r) => [r.slug, r]));
    for (const r of releases) expect(french.get(r.slug)?.image, r.slug).toBe(r.image);
  });

  it("has artwork in public/media for every image it names", () => {
    const withImages = releases.filter((r) => r.image);
    expect(withImages.length).toBeGreaterThan(5);
    for (const r of withImages) {
      expect(r.imageAlt, r.slug).toBeTruthy();
      expect(existsSync(path.resolve("public/media", r.image!)), r.image).toBe(true);
    }
  });
});

describe("press release schema", () => {
  const cases = [
    [
      "press-releases-bad-date",
      /2019-02-30-impossible-day\.md is not valid:\n\s+date: is not a real date/,
    ],
    [
      "press-releases-date-mismatch",
      /2019-03-04-office-opens\.md is not valid:\n\s+date: is 2019-03-05, but the file name starts with 2019-03-04/,
    ],
    [
      "press-releases-image-without-alt",
      /2019-04-01-new-artwork\.md is not valid:\n\s+imageAlt: is required with an image/,
    ],
    [
      "press-releases-heading-in-body",
      /2019-05-01-extra-heading\.md is not valid:\n\s+body: must not contain/,
    ],
    [
      "press-releases-missing-heading",
      /2019-06-01-no-heading\.md is not valid:\n\s+heading: is missing$/,
    ],
    [
      "press-releases-day-first",
      /2019-07-01-day-first\.md is not valid:\n\s+date: must be a date written YYYY-MM-DD, like 2024-03-18$/,
    ],
    [
      "press-releases-bad-link",
      /2019-08-01-bad-link\.md is not valid:\n\s+body: links to \/contact-us, which is not a page of this site/,
    ],
    [
      "press-releases-twice",
      /2019-09-01-partner-award-copy\.md is not valid:\n\s+heading: 2019-09-01-partner-award\.md has the same heading and date/,
    ],
    [
      "press-releases-placeholder",
      /2019-07-15-customers-milestone\.md is not valid:\n\s+body: \{companiesServed\} is not filled in a press release/,
    ],
    [
      "press-releases-bad-front-matter",
      /2019-10-01-bad-indent\.md could not be read: Nested mappings are not allowed/,
    ],
    [
      "press-releases-bad-file-name",
      /June-2019-Announcement\.md is not valid:\n\s+file name: must be/,
    ],
  ] as const;

  it.each(cases)("%s fails naming the file and the field", (dir, message) => {
    expect(() => loadPressReleases("en", `${fixtures}/${dir}`)).toThrow(message);
  });

  it("reports the fixture's path as the file", () => {
    expect(() => loadPressReleases("en", `${fixtures}/press-releases-missing-heading`)).toThrow(
      "tests/fixtures/content/company/press-releases-missing-heading/2019-06-01-no-heading.md",
    );
  });
});

describe("releaseSummary and releaseDescription", () => {
  const html =
    "<p>Ridgeline &amp; Sage: <strong>new</strong>\n offices in Halifax and Moncton.</p><p>More.</p>";
  it.each([
    [
      "the first paragraph whole, as plain text",
      releaseSummary(html),
      "Ridgeline & Sage: new offices in Halifax and Moncton.",
    ],
    [
      "French no-break spaces kept, so no line starts with a colon",
      releaseSummary("<p>son 3\u202f000e client depuis 1981\u00a0:\n Harbourview</p>"),
      "son 3\u202f000e client depuis 1981\u00a0: Harbourview",
    ],
    [
      "a description that fits, whole",
      releaseDescription(html),
      "Ridgeline & Sage: new offices in Halifax and Moncton.",
    ],
    ["a description cut at a word", releaseDescription(html, 31), "Ridgeline & Sage: new offices…"],
    [
      "a description cut at a word, without the punctuation before the cut",
      releaseDescription(html, 19),
      "Ridgeline & Sage…",
    ],
  ])("%s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("never cuts a summary, however long", () => {
    const long = `<p>${"word ".repeat(200)}end.</p>`;
    expect(releaseSummary(long)).toMatch(/ end\.$/);
  });
});

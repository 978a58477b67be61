import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCollections, setCollection } from "../../tests/fixtures/content/collections";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { localizedHref } from "~/lib/route-table";
import { ContentError } from "./read";
import {
  dateline,
  loadPressReleases,
  pressPage,
  relatedReleases,
  releaseDescription,
  releaseSummary,
  splitFirstParagraph,
} from "./press-releases";
import { pressReleaseSchema, type PressReleaseFrontMatter } from "./schemas/press-releases";

vi.mock(
  "astro:content",
  async () => (await import("../../tests/fixtures/content/collections")).astroContent,
);

afterEach(clearCollections);

/** A release as the collection gives it: its file name, its front matter, its body as HTML. */
function release(
  name: string,
  fields: Partial<PressReleaseFrontMatter> = {},
  html = "<p>Ridgeline opened an office.</p>",
  locale = "en",
) {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(name)?.[0] ?? "2019-06-01";
  return {
    id: `${locale}/press-releases/${name}`,
    data: { heading: `The release of ${name}`, date, urlSlug: name.slice(11), ...fields },
    rendered: { html },
  };
}

describe("press release front matter", () => {
  it.each([
    ["press-releases-bad-date/2019-02-30-impossible-day.md", "date: is not a real date"],
    [
      "press-releases-image-without-alt/2019-04-01-new-artwork.md",
      "imageAlt: is required with an image",
    ],
    ["press-releases-missing-heading/2019-06-01-no-heading.md", "heading: is missing"],
    [
      "press-releases-day-first/2019-07-01-day-first.md",
      "date: must be a date written YYYY-MM-DD, like 2024-03-18",
    ],
  ])("%s fails naming the file and the field", (file, message) => {
    expect(parseFixture(pressReleaseSchema, `company/${file}`)).toThrow(
      `tests/fixtures/content/company/${file} is not valid:\n  ${message}`,
    );
  });
});

describe("the press releases collection's checks", () => {
  it.each([
    [
      "an empty body",
      [release("2019-03-04-office-opens", {}, "")],
      "content/en/press-releases/2019-03-04-office-opens.md is not valid:\n  body: needs at least one paragraph of text",
    ],
    [
      "a body with no paragraph, only a list",
      [release("2019-03-04-office-opens", {}, "<ul><li>Ottawa</li></ul>")],
      "content/en/press-releases/2019-03-04-office-opens.md is not valid:\n  body: needs at least one paragraph of text",
    ],
    [
      "a file name that does not start with the date",
      [release("June-2019-Announcement")],
      "content/en/press-releases/June-2019-Announcement.md is not valid:\n  file name: must be <yyyy-mm-dd>-<slug>.md, with a slug of lowercase words joined by hyphens",
    ],
    [
      "a date that is not the file name's",
      [release("2019-03-04-office-opens", { date: "2019-03-05" })],
      "content/en/press-releases/2019-03-04-office-opens.md is not valid:\n  date: is 2019-03-05, but the file name starts with 2019-03-04",
    ],
    [
      "a link to a page this site does not have",
      [release("2019-08-01-bad-link", {}, '<p>Write to <a href="/contact-us">us</a>.</p>')],
      "content/en/press-releases/2019-08-01-bad-link.md is not valid:\n  body: links to /contact-us, which is not a page of this site (use a canonical path such as /software/sage300), or a full https:// address",
    ],
    [
      "a link to an old address",
      [release("2019-08-01-old-link", {}, '<p>Write to <a href="/company/contact">us</a>.</p>')],
      "content/en/press-releases/2019-08-01-old-link.md is not valid:\n  body: links to /company/contact, which is an old address of /contact: use /contact, or a full https:// address",
    ],
    [
      "the same release twice",
      [
        release("2019-09-01-partner-award-copy", {
          heading: "Ridgeline named partner of the year",
        }),
        release("2019-09-01-partner-award", { heading: "Ridgeline named partner of the year" }),
      ],
      "content/en/press-releases/2019-09-01-partner-award-copy.md is not valid:\n  heading: 2019-09-01-partner-award.md has the same heading and date (is it the same release twice?)",
    ],
    [
      "a fact placeholder",
      [release("2019-07-15-milestone", {}, "<p>We have served {companiesServed} companies.</p>")],
      "content/en/press-releases/2019-07-15-milestone.md is not valid:\n  body: {companiesServed} is not filled in a press release (each states the figures of its own date): write the number itself",
    ],
    [
      "a heading in the body",
      [release("2019-05-01-extra-heading", {}, '<h2 id="background">Background</h2><p>Text.</p>')],
      "content/en/press-releases/2019-05-01-extra-heading.md is not valid:\n  body: must not contain Markdown headings (the page adds the release heading)",
    ],
  ])("reject %s, naming the file and the field", async (_what, entries, message) => {
    setCollection("pressReleases", entries);
    const load = loadPressReleases("en");
    await expect(load).rejects.toThrow(ContentError);
    await expect(loadPressReleases("en")).rejects.toThrow(message);
  });

  it("give the language's releases newest first, each by its file name", async () => {
    setCollection("pressReleases", [
      release("2018-05-01-older"),
      release("2019-06-01-a-same-day"),
      release("2019-06-01-b-same-day"),
      release("2019-01-01-other-language", {}, undefined, "fr"),
    ]);
    const releases = await loadPressReleases("en");
    expect(releases.map((r) => r.slug)).toEqual([
      "2019-06-01-b-same-day",
      "2019-06-01-a-same-day",
      "2018-05-01-older",
    ]);
    expect(releases[2]).toEqual({
      heading: "The release of 2018-05-01-older",
      date: "2018-05-01",
      urlSlug: "older",
      slug: "2018-05-01-older",
      path: "/company/press-releases/2018-05-01-older",
      paths: {
        en: "/company/press-releases/2018-05-01-older",
        // Without a French twin (the two-language check names it), its file name.
        fr: "/fr/entreprise/communiques/2018-05-01-older",
      },
      html: "<p>Ridgeline opened an office.</p>",
    });
  });

  it("put each language's release at the address its own urlSlug gives", async () => {
    setCollection("pressReleases", [
      release("2019-06-01-award"),
      release("2019-06-01-award", { urlSlug: "prix" }, undefined, "fr"),
    ]);
    const [english] = await loadPressReleases("en");
    const [french] = await loadPressReleases("fr");
    const paths = {
      en: "/company/press-releases/2019-06-01-award",
      fr: "/fr/entreprise/communiques/2019-06-01-prix",
    };
    expect(english).toMatchObject({ slug: "2019-06-01-award", path: paths.en, paths });
    expect(french).toMatchObject({ slug: "2019-06-01-award", path: paths.fr, paths });
  });

  it("refuse two releases of a language at one address", async () => {
    setCollection("pressReleases", [
      release("2019-06-01-award"),
      release("2019-06-01-prize", { urlSlug: "award" }),
    ]);
    await expect(loadPressReleases("en")).rejects.toThrow(
      "content/en/press-releases/2019-06-01-award.md is not valid:\n  urlSlug: 2019-06-01-prize.md has the same date and urlSlug",
    );
  });

  it("lead a French release's links to the French pages, other addresses as written", async () => {
    const links = [
      "/contact",
      "/company/press-releases#2019-06-01-award",
      "https://www.example.com/a?b=1&amp;c=2",
      "mailto:info@ridgeline.example",
      "tel:+16135550100",
    ];
    const html = `<p>${links.map((href) => `<a href="${href}">link</a>`).join(" ")}</p>`;
    setCollection("pressReleases", [release("2019-06-01-award", {}, html, "fr")]);
    const [french] = await loadPressReleases("fr");
    const hrefs = [...french!.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      localizedHref("/contact", "fr"),
      localizedHref("/company/press-releases#2019-06-01-award", "fr"),
      "https://www.example.com/a?b=1&c=2",
      "mailto:info@ridgeline.example",
      "tel:+16135550100",
    ]);
    expect(hrefs[0]).not.toBe("/contact");
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

describe("relatedReleases", () => {
  const at = (date: string) => ({ slug: `${date}-release`, date });
  const list = [
    at("2019-12-10"),
    at("2019-05-14"),
    at("2018-10-23"),
    at("2018-04-10"),
    at("2017-11-14"),
    at("2007-03-12"),
  ];
  it.each([
    // the release, how many, the slugs' dates given, nearest first
    ["2018-10-23", 3, ["2018-04-10", "2019-05-14", "2017-11-14"]],
    ["2019-12-10", 3, ["2019-05-14", "2018-10-23", "2018-04-10"]],
    ["2007-03-12", 2, ["2017-11-14", "2018-04-10"]],
    ["2019-05-14", 1, ["2018-10-23"]],
    ["2030-01-01", 3, []],
  ])("%s, %i: %j", (date, count, dates) => {
    expect(relatedReleases(list, `${date}-release`, count).map((r) => r.date)).toEqual(dates);
  });

  it("at an equal distance, the newer first; never the release itself", () => {
    const even = [at("2010-01-11"), at("2010-01-01"), at("2010-01-06"), at("2009-12-27")];
    expect(relatedReleases(even, "2010-01-06-release", 3).map((r) => r.date)).toEqual([
      "2010-01-11",
      "2010-01-01",
      "2009-12-27",
    ]);
  });

  it("gives all the others when fewer than asked", () => {
    expect(relatedReleases([at("2010-01-01"), at("2011-01-01")], "2010-01-01-release")).toEqual([
      at("2011-01-01"),
    ]);
  });
});

describe("dateline", () => {
  it.each([
    [
      "{city}, {date} –",
      "Ottawa",
      "February 10, 2009",
      { before: "", city: "Ottawa", after: ", February 10, 2009\u00a0–" },
    ],
    [
      "{city}, le {date} –",
      "Ottawa",
      "10 février 2009",
      { before: "", city: "Ottawa", after: ", le 10 février 2009\u00a0–" },
    ],
    [
      "From {city} on {date}:",
      "Miami",
      "March 1, 2010",
      { before: "From ", city: "Miami", after: " on March 1, 2010:" },
    ],
  ])("%s with %s and %s", (pattern, city, date, parts) => {
    expect(dateline(pattern, city, date)).toEqual(parts);
  });

  it("is what each language's press.yaml writes, with the city and date in it", () => {
    for (const locale of ["en", "fr"] as const) {
      const { before, city, after } = dateline(pressPage(locale).dateline, "Ottawa", "DATE");
      expect(`${before}${city}${after}`).toMatch(/^.*Ottawa.*DATE.*$/);
    }
  });
});

describe("splitFirstParagraph", () => {
  it.each([
    ["<p>One.</p><p>Two.</p>", { before: "", first: "One.", rest: "<p>Two.</p>" }],
    [
      "<ul><li>A</li></ul>\n<p>One <em>b</em>.</p>\n<p>Two.</p>",
      { before: "<ul><li>A</li></ul>\n", first: "One <em>b</em>.", rest: "\n<p>Two.</p>" },
    ],
    ["<p>Only.</p>", { before: "", first: "Only.", rest: "" }],
    ["<ul><li>A</li></ul>", { before: "<ul><li>A</li></ul>", first: "", rest: "" }],
  ])("%j", (html, parts) => {
    expect(splitFirstParagraph(html)).toEqual(parts);
  });
});

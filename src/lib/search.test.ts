import { describe, expect, it } from "vitest";
import {
  excerptParts,
  isSearchable,
  longestQuery,
  newsletterAnchor,
  normalizeQuery,
  resultHref,
  searchSectionOf,
  videoAnchor,
} from "./search";

describe("searchSectionOf", () => {
  it.each([
    ["/", "company"],
    ["/software", "software"],
    ["/software/sage300", "software"],
    ["/services/disaster-recovery", "services"],
    ["/company/about-us", "company"],
    ["/company/customer/testimonal", "company"],
    ["/company/press-releases", "press"],
    ["/company/press-releases/2019-sage-intacct", "press"],
    ["/support/contact-support", "support"],
    ["/support/training-videos", "videos"],
    ["/support/newsletters", "newsletters"],
    ["/contact", "company"],
  ])("%s is in %s", (path, section) => {
    expect(searchSectionOf(path)).toBe(section);
  });
});

describe("normalizeQuery and isSearchable", () => {
  it.each([
    ["  disaster   recovery ", "disaster recovery", true],
    ["a", "a", false],
    [" é ", "é", false],
    ["ab", "ab", true],
    ["\t\n", "", false],
    ["<script>alert(1)</script>", "<script>alert(1)</script>", true],
  ])("%j is searched as %j (searchable: %s)", (typed, query, searchable) => {
    expect(normalizeQuery(typed)).toBe(query);
    expect(isSearchable(normalizeQuery(typed))).toBe(searchable);
  });

  it("cuts a very long query to the longest allowed, by characters not code units", () => {
    const long = "😀".repeat(500);
    const query = normalizeQuery(long);
    expect([...query]).toHaveLength(longestQuery);
    expect(query).toBe("😀".repeat(longestQuery));
  });
});

describe("excerptParts", () => {
  it.each([
    ["plain words", [{ text: "plain words", marked: false }]],
    [
      "before <mark>disaster</mark> <mark>recovery</mark> after",
      [
        { text: "before ", marked: false },
        { text: "disaster", marked: true },
        { text: " ", marked: false },
        { text: "recovery", marked: true },
        { text: " after", marked: false },
      ],
    ],
    [
      "the &lt;body&gt; of &quot;R&amp;D&quot; &#39;x&#x27;",
      [{ text: "the <body> of \"R&D\" 'x'", marked: false }],
    ],
    [
      "<mark>&lt;script&gt;</mark>alert(1)",
      [
        { text: "<script>", marked: true },
        { text: "alert(1)", marked: false },
      ],
    ],
    [
      "an <mark>open mark",
      [
        { text: "an ", marked: false },
        { text: "open mark", marked: true },
      ],
    ],
    ["&bogus; &#99999999;", [{ text: "&bogus; &#99999999;", marked: false }]],
    ["", []],
  ])("%j", (excerpt, parts) => {
    expect(excerptParts(excerpt)).toEqual(parts);
  });
});

describe("resultHref", () => {
  it.each([
    ["/", "/"],
    ["/software/sage300/", "/software/sage300"],
    ["/fr/", "/fr"],
    ["/fr/logiciels/index.html", "/fr/logiciels"],
    ["/support/training-videos#video-x", "/support/training-videos#video-x"],
    ["/support/training-videos/#video-x", "/support/training-videos#video-x"],
    ["/search/?q=a", "/search?q=a"],
  ])("%s → %s", (url, href) => {
    expect(resultHref(url)).toBe(href);
  });
});

describe("anchors", () => {
  it.each([
    [
      "videos/posters/sage-300/finding-your-way-around-sage-300.webp",
      "video-sage-300-finding-your-way-around-sage-300",
    ],
    ["videos/posters/hr/Year_End.AVIF", "video-hr-year-end"],
  ])("video %s → #%s", (poster, anchor) => {
    expect(videoAnchor(poster)).toBe(anchor);
  });

  it.each([
    [2024, "3rd Quarter", "newsletter-2024-3rd-quarter"],
    [2019, "Year End", "newsletter-2019-year-end"],
  ])("newsletter %i %s → #%s", (year, period, anchor) => {
    expect(newsletterAnchor(year, period)).toBe(anchor);
  });
});

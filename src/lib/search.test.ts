import { describe, expect, it } from "vitest";
import {
  type ExcerptPart,
  snippet,
  type WordLocation,
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

/** Where `wanted` words are in `content` (weight 1: running text), as Pagefind says. */
function at(content: string, wanted: readonly string[], weight = 1): WordLocation[] {
  return content
    .split(/[\r\n\s]+/)
    .flatMap((word, location) =>
      wanted.some((w) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "") === w)
        ? [{ location, weight, balanced_score: weight * 512 }]
        : [],
    );
}

/** A snippet as it reads, marks in [brackets]. */
const shown = (parts: readonly ExcerptPart[]) =>
  parts.map((p) => (p.marked ? `[${p.text}]` : p.text)).join("");

describe("snippet", () => {
  const hrms =
    "Sage HRMS & Payroll. Sage HRMS keeps every employee record, benefit plan and compliance date in one place, Employee Self Service lets staff handle their own updates, and Sage Payroll pays everyone accurately and on time. Request a demo. People, benefits and pay in one system.";

  it.each([
    [
      "marks a phrase as one, without its punctuation",
      "Sage 300. Sage 300 gives growing companies one ledger.",
      ["sage", "300"],
      "[Sage 300] gives growing companies one ledger.",
    ],
    [
      "keeps punctuation between two matched words out of the mark",
      "Sage 300, Sage 100 and more.",
      ["sage", "300", "100"],
      "[Sage 300], [Sage 100] and more.",
    ],
    [
      "marks a word inside quotation marks and brackets, not the marks",
      "He said “payroll” (payroll).",
      ["payroll"],
      "He said “[payroll]” ([payroll]).",
    ],
    [
      "keeps French no-break spaces",
      "Vous demandez qui gère la paie\u202f? Nous, avec Sage\u00a0: la paie de vos employés.",
      ["paie"],
      "Vous demandez qui gère la [paie]\u202f? Nous, avec Sage\u00a0: la [paie] de vos employés.",
    ],
  ])("%s", (_what, content, wanted, expected) => {
    expect(shown(snippet(content, at(content, wanted)))).toBe(expected);
  });

  it("leaves out a heading's match for one in running text, from its sentence's start", () => {
    const locations = [
      ...at(hrms, ["payroll"]).map((l) => (l.location === 3 ? { ...l, weight: 7 } : l)),
    ];
    const text = shown(snippet(hrms, locations, [], 20));
    expect(text).not.toContain("HRMS & [Payroll]");
    expect(text).toContain("Sage [Payroll] pays everyone");
    // Far from its sentence's start, it begins a few words before the match, with "…".
    expect(text).toMatch(/^…/);
    expect(text).toMatch(/on time\.$/);
  });

  it("shows the sentence of the match, whole, and no label after it", () => {
    const text = shown(snippet(hrms, at(hrms, ["benefits"]), [], 20));
    expect(text).toBe("People, [benefits] and pay in one system.");
    const withLabel = "Sage HRMS keeps every employee record in one place. Request a demo.";
    expect(shown(snippet(withLabel, at(withLabel, ["employee"])))).toBe(
      "Sage HRMS keeps every [employee] record in one place.",
    );
  });

  it("counts each word of the query once in a sentence: the first of equals wins", () => {
    const content =
      "Sage 300 gives growing companies one ledger. customers run the Sage 300 suite 11,000+ professionals 80+ as published for Sage 300 partners";
    expect(shown(snippet(content, at(content, ["sage", "300"])))).toMatch(
      /^\[Sage 300\] gives growing companies one ledger\./,
    );
  });

  it("prefers a sentence to a label or a heading holding the same word", () => {
    const content =
      "Human resources and payroll. Sage Payroll pays everyone accurately and on time.";
    expect(shown(snippet(content, at(content, ["payroll"])))).toBe(
      "Sage [Payroll] pays everyone accurately and on time.",
    );
  });

  it("says where the text was cut, with …", () => {
    const content = Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ");
    const text = shown(snippet(content, at(content, ["w30"]), [], 10));
    expect(text).toBe("…w26 w27 w28 w29 [w30] w31 w32 w33 w34 w35…");
  });

  it("shows the start of the text when nothing is located, and nothing of an empty one", () => {
    expect(shown(snippet("The first words of the page. Then more words after them.", []))).toBe(
      "The first words of the page. Then more words after them.",
    );
    expect(snippet("", [])).toEqual([]);
  });

  it("prefers the query's words side by side to the same words apart", () => {
    const content =
      "Hosting is what we do. Our cloud team runs servers. Cloud hosting keeps your software running.";
    const text = shown(snippet(content, at(content, ["cloud", "hosting"]), [], 8));
    expect(text).toContain("[Cloud hosting] keeps your software running.");
  });

  it("keeps to the text under one heading, never running into the next", () => {
    const content =
      "Overview. Figures as published for the Sage 300 financial suite. Financial capabilities. The core of Sage 300 is its accounting suite.";
    const headings = [
      { location: 0, text: "Overview" },
      { location: 10, text: "Financial capabilities" },
    ];
    expect(shown(snippet(content, at(content, ["sage", "300"]), headings, 30))).toBe(
      "Figures as published for the [Sage 300] financial suite.",
    );
  });

  it("falls back to a heading's match when it is the only one", () => {
    const content = "Client Care. Fixed monthly support.";
    const text = shown(snippet(content, at(content, ["care"], 7)));
    expect(text).toBe("Client [Care].");
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

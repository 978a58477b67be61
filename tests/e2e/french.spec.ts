import { readFileSync } from "node:fs";
import path from "node:path";
import { errorPathIn, notFoundPathIn, pageFileOf } from "../../src/lib/route-table";
import { companyFacts, pressReleases, sitePages } from "./support/content";
import { expect, test } from "./support/fixtures";
import { checkFrenchPage, shareImageOf } from "./support/french-checks";

/**
 * Every French page as the build wrote it, read from build/client without a browser,
 * checked for what a Quebec reader must never meet (tests/e2e/support/french-checks.ts,
 * each check shown at work in tests/unit/french-checks.test.ts): an address written the
 * English way or a phone number in the hyphens-only style, in the text, the meta tags
 * or the structured data; structured data leading to English pages; a share card an
 * English page shares too.
 */

const clientDir = path.resolve("build/client");
const origin = (process.env.SITE_URL ?? companyFacts().url).replace(/\/$/, "");

/** Every page the build writes in a language: the route table's, the releases', 404 and 500. */
function builtPages(locale: "en" | "fr"): string[] {
  return [
    ...sitePages.filter((page) => page.locale === locale).map((page) => page.path),
    ...pressReleases(locale).map((release) => release.path),
    notFoundPathIn(locale),
    errorPathIn(locale),
  ];
}

const html = (pathname: string) => readFileSync(path.join(clientDir, pageFileOf(pathname)), "utf8");

const french = builtPages("fr").map((pathname) => ({
  pathname,
  check: checkFrenchPage(html(pathname), origin),
}));

test("every French page is checked: the route table's pages, the releases, 404 and 500", () => {
  expect(french.length).toBe(
    sitePages.filter((p) => p.locale === "fr").length + pressReleases("fr").length + 2,
  );
});

test("no French page writes an address the English way or a phone number with hyphens only", () => {
  const found = french.flatMap(({ pathname, check }) =>
    [...check.shown, ...check.jsonLd.map((words) => `JSON-LD: ${words}`)].map(
      (words) => `${pathname}: ${words}`,
    ),
  );
  expect(found).toEqual([]);
});

test("a French page's structured data leads to French pages and files only", () => {
  const found = french.flatMap(({ pathname, check }) =>
    check.englishPages.map((url) => `${pathname}: ${url}`),
  );
  expect(found).toEqual([]);
});

test("a French page's share card is its own or the French brand card, never an English page's", () => {
  const english = new Set(builtPages("en").map((pathname) => shareImageOf(html(pathname))));
  expect(english.size).toBeGreaterThan(1);
  for (const { pathname, check } of french) {
    // The error page is for no one to share: it has no card.
    if (pathname === errorPathIn("fr")) continue;
    const [og, twitter] = check.shareImages;
    expect(og, pathname).toMatch(new RegExp(`^${origin}/`));
    expect(twitter, pathname).toBe(og);
    expect(english.has(og!), `${pathname} shares ${og} with an English page`).toBe(false);
  }
});

import type { Page } from "@playwright/test";
import { loadPressReleases, releaseSummary } from "../../src/content/press-releases.server";
import { pressReleasePath, shareImagePath } from "../../src/lib/route-table";
import { jsonLd } from "./support/content-pages";
import { expect, test } from "./support/fixtures";

/**
 * Each press release has its own page (/company/press-releases/<file name>, and its
 * French twin), reached from the year-navigable list and from the list's old
 * #anchors; the list shows date, heading, whole summary and, when the release has one
 * of its own, its picture (decision 0013).
 */

const english = loadPressReleases("en");
const french = loadPressReleases("fr");
const nbsp = "\u00a0";
const withPicture = english.filter((r) => r.image);
const withoutPicture = english.filter((r) => !r.image);

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

test("the list: 37 releases by year, newest first, each with date, summary and a link to its page", async ({
  page,
}) => {
  await open(page, "/company/press-releases");
  const articles = page.locator("main article");
  await expect(articles).toHaveCount(37);
  const dates = await articles
    .locator("time")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  // A release shows a picture only when it has one of its own: no stand-in for the rest.
  expect(withPicture.length).toBeGreaterThan(0);
  expect(withoutPicture.length).toBeGreaterThan(0);
  await expect(articles.locator("img")).toHaveCount(withPicture.length);
  for (const release of english) {
    await expect(
      page.getByRole("article", { name: release.heading, exact: true }).locator("img"),
      release.slug,
    ).toHaveCount(release.image ? 1 : 0);
  }
  const ids = await articles.evaluateAll((nodes) => nodes.map((n) => n.id));
  expect(ids).toEqual(english.map((r) => r.slug));
  // A heading per year, newest first.
  const years = await page
    .getByRole("heading", { level: 2 })
    .filter({ hasText: /^\d{4}$/ })
    .allTextContents();
  expect(years).toEqual([
    "2019",
    "2018",
    "2017",
    "2016",
    "2015",
    "2014",
    "2013",
    "2012",
    "2011",
    "2010",
    "2009",
    "2008",
    "2007",
  ]);

  const first = articles.first();
  await expect(first.locator("time")).toHaveText("December 10, 2019");
  await expect(
    first.getByText(/^The disaster recovery program Ridgeline began/).first(),
  ).toBeAttached();
  await first.getByRole("link", { name: english[0]!.heading }).click();
  await expect(page).toHaveURL(pressReleasePath(english[0]!.slug, "en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english[0]!.heading);
});

for (const [path, releases] of [
  ["/company/press-releases", english],
  ["/fr/entreprise/communiques", french],
] as const) {
  test(`${path}: each summary is the release's first paragraph, whole`, async ({ page }) => {
    await open(page, path);
    for (const release of releases) {
      const article = page.getByRole("article", { name: release.heading, exact: true });
      await expect(article.getByText(releaseSummary(release.html), { exact: true })).toBeVisible();
    }
    const texts = await page.locator("main article p").allTextContents();
    expect(texts.filter((text) => /(…|\.\.\.)$/.test(text.trim()))).toEqual([]);
  });
}

for (const width of [320, 375, 414, 890, 1024, 1440]) {
  test(`at ${width} px the year links fill even rows: none alone on the last, all tappable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/company/press-releases");
    const links = page.getByRole("navigation", { name: "Jump to a year" }).getByRole("link");
    await expect(links).toHaveCount(13);
    const boxes = await links.evaluateAll((all) =>
      all.map((link) => {
        const box = link.getBoundingClientRect();
        return { top: Math.round(box.top), width: box.width, height: box.height };
      }),
    );
    const rows = [...new Set(boxes.map((box) => box.top))].map(
      (top) => boxes.filter((box) => box.top === top).length,
    );
    expect(rows.at(-1), `rows of ${rows.join(", ")}`).toBeGreaterThan(1);
    expect(Math.max(...rows) - Math.min(...rows), `rows of ${rows.join(", ")}`).toBeLessThan(3);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

test("the year index leads to each year's releases", async ({ page }) => {
  await open(page, "/company/press-releases");
  await page
    .getByRole("navigation", { name: "Jump to a year" })
    .getByRole("link", { name: /^2015/ })
    .click();
  await expect(page).toHaveURL(/#year-2015$/);
  await expect(page.getByRole("heading", { level: 2, name: "2015" })).toBeInViewport();
});

test("an old #anchor of the list still finds its release, which leads to its page", async ({
  page,
}) => {
  const slug = "2012-02-07-ridgeline-becomes-sage-diamond-partner";
  await open(page, `/company/press-releases#${slug}`);
  const link = page.getByRole("link", { name: "Ridgeline becomes a Sage Diamond Partner" });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(`/company/press-releases/${slug}`);
});

test("every release has its own page in both languages, with its NewsArticle, share card and twin", async ({
  request,
}) => {
  for (const [locale, releases] of [
    ["en", english],
    ["fr", french],
  ] as const) {
    for (const release of releases) {
      const path = pressReleasePath(release.slug, locale);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale === "en" ? "en-CA" : "fr-CA"}"`);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'");
      expect(h1?.replace(/&amp;/g, "&"), path).toBe(release.heading);
      expect(html, path).toContain(`"@type":"NewsArticle"`);
      expect(html, path).toContain(
        `content="https://www.ridgeline.example${shareImagePath(path)}"`,
      );
      const twin = pressReleasePath(release.slug, locale === "en" ? "fr" : "en");
      expect(html, path).toContain(`href="https://www.ridgeline.example${twin}"`);
    }
  }
});

test("a release page: date, body, the next and previous releases, and the way back", async ({
  page,
}) => {
  const [newer, release, older] = english.slice(4, 7);
  await open(page, pressReleasePath(release!.slug, "en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(release!.heading);
  await expect(page.locator("main time")).toHaveAttribute("datetime", release!.date);
  // This release has no picture of its own, so its page shows none.
  expect(release!.image).toBeUndefined();
  await expect(page.locator("main img")).toHaveCount(0);
  const others = page.getByRole("navigation", { name: "Other press releases" });
  await expect(others.getByRole("link", { name: new RegExp(`Newer release`) })).toContainText(
    newer!.heading,
  );
  await others.getByRole("link", { name: /Older release/ }).click();
  await expect(page).toHaveURL(pressReleasePath(older!.slug, "en"));
  await page.getByRole("link", { name: "All press releases" }).first().click();
  await expect(page).toHaveURL(`/company/press-releases#${older!.slug}`);
  await expect(page.getByRole("link", { name: older!.heading })).toBeInViewport();
});

test("a release page with a picture of its own shows it, described", async ({ page }) => {
  const release = withPicture[0]!;
  await open(page, pressReleasePath(release.slug, "en"));
  await expect(page.getByRole("main").getByRole("img")).toHaveAccessibleName(release.imageAlt!);
});

test("a release page links to its French twin, in French, with French dates", async ({ page }) => {
  const release = english.find(
    (r) => r.slug === "2010-03-01-southeast-headquarters-opens-in-miami",
  )!;
  await open(page, pressReleasePath(release.slug, "en"));
  await page.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(pressReleasePath(release.slug, "fr"));
  await expect(page.locator("main time")).toHaveText("1er mars 2010");
  await expect(page.getByText("Communiqué de presse", { exact: true })).toBeVisible();
  const links = await page
    .locator("main a[href^='/']")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(links.filter((href) => !href.startsWith("/fr/") && !href.startsWith("/media/"))).toEqual(
    [],
  );
  await page.getByRole("link", { name: "Tous les communiqués" }).first().click();
  await expect(page).toHaveURL(`/fr/entreprise/communiques#${release.slug}`);
});

test("the French list: French dates, year headings and summaries", async ({ page }) => {
  await open(page, "/fr/entreprise/communiques");
  const articles = page.locator("main article");
  await expect(articles).toHaveCount(37);
  await expect(articles.first().locator("time")).toHaveText("10 décembre 2019");
  await expect(
    page.getByRole("link", { name: `Ridgeline accueille son 3${nbsp}000e client` }),
  ).toHaveAttribute(
    "href",
    pressReleasePath("2015-10-20-ridgeline-welcomes-its-3000th-customer", "fr"),
  );
  const news = (await jsonLd(page))
    .flatMap((b) => (b["@graph"] as Record<string, unknown>[] | undefined) ?? [])
    .filter((n) => n["@type"] === "NewsArticle");
  expect(news).toHaveLength(37);
  expect(news[0]).toMatchObject({ inLanguage: "fr-CA", datePublished: "2019-12-10" });
});

test("a release page's trailing slash answers 301 to the page; an unknown release, 404", async ({
  request,
}) => {
  const path = pressReleasePath(english[0]!.slug, "en");
  const slash = await request.get(`${path}/`, { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe(path);
  const unknown = await request.get("/company/press-releases/2030-01-01-no-such-release", {
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(404);
});

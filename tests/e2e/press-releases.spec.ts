import type { Page } from "@playwright/test";
import { languageTag } from "../../src/i18n/locale";
import { pressReleaseRedirects } from "../../src/content/press-release-addresses";
import { pressReleasePath, shareImagePath } from "../../src/lib/route-table";
import { jsonLd } from "./support/content-pages";
import {
  companyFacts,
  formatDate,
  pathOf,
  pressReleases,
  renderedMarkdown,
  ui,
  type PressRelease,
} from "./support/content";
import { expect, test } from "./support/fixtures";

/**
 * Each press release has its own page (/company/press-releases/<date>-<urlSlug>, and
 * its French twin at its French words), reached from the year-navigable list and from the list's old
 * #anchors; the list shows date, heading, whole summary and, when the release has one
 * of its own, its picture (decision 0013).
 */

const english = pressReleases("en");
const french = pressReleases("fr");
const withPicture = english.filter((r) => r.image);
const withoutPicture = english.filter((r) => !r.image);
/** The years of the releases, newest first, as the list heads them. */
const years = [...new Set(english.map((r) => r.date.slice(0, 4)))];
const origin = companyFacts().url;
const press = ui("en").press;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

test("the list: every release by year, newest first, each with date, summary and a link to its page", async ({
  page,
}) => {
  await open(page, "/company/press-releases");
  const articles = page.locator("main article");
  await expect(articles).toHaveCount(english.length);
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
  const headings = await page
    .getByRole("heading", { level: 2 })
    .filter({ hasText: /^\d{4}$/ })
    .allTextContents();
  expect(headings).toEqual(years);

  const first = articles.first();
  await expect(first.locator("time")).toHaveText(formatDate(english[0]!.date, "en"));
  await expect(first.getByText(renderedMarkdown(english[0]!.summary)).first()).toBeAttached();
  await first.getByRole("link", { name: english[0]!.heading }).click();
  await expect(page).toHaveURL(english[0]!.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english[0]!.heading);
});

for (const [path, releases] of [
  [pathOf("/company/press-releases", "en"), english],
  [pathOf("/company/press-releases", "fr"), french],
] as const) {
  test(`${path}: each summary is the release's first paragraph, whole`, async ({ page }) => {
    await open(page, path);
    for (const release of releases) {
      const article = page.getByRole("article", { name: release.heading, exact: true });
      await expect(article.getByText(renderedMarkdown(release.summary))).toBeVisible();
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
    const links = page
      .getByRole("navigation", { name: ui("en").company.jumpToYear })
      .getByRole("link");
    await expect(links).toHaveCount(years.length);
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
  // A year in the middle of the list, well below the top of the page.
  const year = years[Math.floor(years.length / 2)]!;
  await open(page, "/company/press-releases");
  await page
    .getByRole("navigation", { name: ui("en").company.jumpToYear })
    .getByRole("link", { name: new RegExp(`^${year}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`#year-${year}$`));
  await expect(page.getByRole("heading", { level: 2, name: year, exact: true })).toBeInViewport();
});

test("an old #anchor of the list still finds its release, which leads to its page", async ({
  page,
}) => {
  // A release far down the list.
  const release = english[Math.floor((english.length * 2) / 3)]!;
  await open(page, `/company/press-releases#${release.slug}`);
  const link = page.getByRole("link", { name: release.heading, exact: true });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(release.path);
});

test("every release has its own page in both languages, with its NewsArticle, share card and twin", async ({
  request,
}) => {
  for (const [locale, releases] of [
    ["en", english],
    ["fr", french],
  ] as const) {
    for (const release of releases) {
      const { path } = release;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${languageTag[locale]}"`);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'");
      expect(h1?.replace(/&amp;/g, "&"), path).toBe(release.heading);
      expect(html, path).toContain(`"@type":"NewsArticle"`);
      expect(html, path).toContain(`content="${origin}${shareImagePath(path)}"`);
      const twin = release.paths[locale === "en" ? "fr" : "en"];
      expect(html, path).toContain(`href="${origin}${twin}"`);
    }
  }
});

test("a release page: date, body, the next and previous releases, and the way back", async ({
  page,
}) => {
  // A release without a picture of its own, with a newer and an older one beside it.
  const at = english.findIndex((r, i) => i > 0 && i < english.length - 1 && !r.image);
  const [newer, release, older] = english.slice(at - 1, at + 2) as [
    PressRelease,
    PressRelease,
    PressRelease,
  ];
  await open(page, release.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(release.heading);
  await expect(page.locator("main time")).toHaveAttribute("datetime", release.date);
  // Without a picture of its own, its page shows none.
  await expect(page.locator("main img")).toHaveCount(0);
  const others = page.getByRole("navigation", { name: press.releaseNavigation });
  await expect(others.getByRole("link", { name: press.newer })).toContainText(newer.heading);
  await others.getByRole("link", { name: press.older }).click();
  await expect(page).toHaveURL(older.path);
  await page.getByRole("link", { name: press.allReleases }).first().click();
  await expect(page).toHaveURL(`${pathOf("/company/press-releases", "en")}#${older.slug}`);
  await expect(page.getByRole("link", { name: older.heading, exact: true })).toBeInViewport();
});

test("a release page with a picture of its own shows it, described", async ({ page }) => {
  const release = withPicture[0]!;
  await open(page, release.path);
  await expect(page.getByRole("main").getByRole("img")).toHaveAccessibleName(release.imageAlt!);
});

test("a release page links to its French twin, in French, with French dates", async ({ page }) => {
  // One of the first of a month, when there is one: French writes « 1er mars ».
  const release = english.find((r) => r.date.endsWith("-01")) ?? english[0]!;
  await open(page, release.path);
  await page.getByRole("link", { name: ui("en").layout.languageSwitch }).click();
  await expect(page).toHaveURL(release.paths.fr);
  await expect(page.locator("main time")).toHaveText(formatDate(release.date, "fr"));
  await expect(page.getByText(ui("fr").press.eyebrow, { exact: true })).toBeVisible();
  const links = await page
    .locator("main a[href^='/']")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(links.filter((href) => !href.startsWith("/fr/") && !href.startsWith("/media/"))).toEqual(
    [],
  );
  await page
    .getByRole("link", { name: ui("fr").press.allReleases })
    .first()
    .click();
  await expect(page).toHaveURL(`${pathOf("/company/press-releases", "fr")}#${release.slug}`);
});

test("the French list: French dates, headings and structured data", async ({ page }) => {
  await open(page, pathOf("/company/press-releases", "fr"));
  const articles = page.locator("main article");
  await expect(articles).toHaveCount(french.length);
  await expect(articles.first().locator("time")).toHaveText(formatDate(french[0]!.date, "fr"));
  // A heading with a no-break space in it (« 3 000e »), when there is one.
  const release = french.find((r) => /[\u00a0\u202f]/.test(r.heading)) ?? french[0]!;
  await expect(page.getByRole("link", { name: release.heading, exact: true })).toHaveAttribute(
    "href",
    release.path,
  );
  const news = (await jsonLd(page))
    .flatMap((b) => (b["@graph"] as Record<string, unknown>[] | undefined) ?? [])
    .filter((n) => n["@type"] === "NewsArticle");
  expect(news).toHaveLength(french.length);
  expect(news[0]).toMatchObject({ inLanguage: languageTag.fr, datePublished: french[0]!.date });
});

test("a release page's trailing slash answers 301 to the page; an unknown release, 404", async ({
  request,
}) => {
  const path = english[0]!.path;
  const slash = await request.get(`${path}/`, { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe(path);
  const unknown = await request.get("/company/press-releases/2030-01-01-no-such-release", {
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(404);
});

test("a release's first address, its file name, answers 301 to its address in each language", async ({
  request,
}) => {
  const redirects = [...pressReleaseRedirects()];
  // Every French release was first published at its English file name.
  expect(redirects.length).toBeGreaterThanOrEqual(french.length);
  for (const [from, to] of redirects) {
    const response = await request.get(`${from}?utm_source=news`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(`${to}?utm_source=news`);
  }
  for (const release of french) {
    expect(release.path, release.slug).not.toBe(pressReleasePath(release.slug, "fr"));
  }
});

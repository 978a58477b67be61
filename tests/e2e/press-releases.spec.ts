import type { Page } from "@playwright/test";
import { languageTag } from "../../src/i18n/locale";
import { pressReleaseRedirects } from "../../src/content/press-release-addresses";
import { pressReleasePath, shareImagePath } from "../../src/lib/route-table";
import { jsonLd } from "./support/content-pages";
import {
  companyFacts,
  contentYaml,
  formatDate,
  pathOf,
  pressReleases,
  renderedMarkdown,
  ui,
  type Locale,
  type PressRelease,
} from "./support/content";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Each press release has its own page (/company/press-releases/<date>-<urlSlug>, and
 * its French twin at its French words), reached from the list and from the list's old
 * #anchors. The list features the newest release (with its summary) and lists the rest by
 * year, a date and a headline each; a release's page reads as a press release: a dateline,
 * the body, the boilerplate, the media contact and the releases nearest in date. A release
 * shows a picture only when it has one of its own (decision 0013).
 */

const english = pressReleases("en");
const french = pressReleases("fr");
const withPicture = english.filter((r) => r.image);
/** The years of the releases under the featured newest one, newest first, as the list heads them. */
const yearsOf = (releases: readonly PressRelease[]) => [
  ...new Set(releases.slice(1).map((r) => r.date.slice(0, 4))),
];
const years = yearsOf(english);
const origin = companyFacts().url;
const press = ui("en").press;

/** content/<language>/press.yaml, as its file writes it, its facts filled in. */
type PressWords = {
  dateline: string;
  boilerplate: { heading: string; text: string };
  mediaContact: { heading: string; name?: string; role: string; phone: string; email: string };
  related: string;
  latest: string;
};
/** A release's summary as words inside a longer text: its page opens it with the dateline. */
const within = (summary: string) => new RegExp(renderedMarkdown(summary).source.slice(1, -1));
const words = (locale: Locale) => contentYaml<PressWords>(locale, "press.yaml");

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

for (const [locale, releases] of [
  ["en", english],
  ["fr", french],
] as const) {
  const path = pathOf("/company/press-releases", locale);
  test(`${path}: the newest featured with its summary, the rest by year, each a date and a link`, async ({
    page,
  }) => {
    await open(page, path);
    const main = page.getByRole("main");
    const [newest, ...rest] = releases as [PressRelease, ...PressRelease[]];
    // The newest, featured: its label, date, heading and its first paragraph, whole.
    const featured = main.getByRole("article", { name: newest.heading, exact: true });
    await expect(featured.getByText(words(locale).latest, { exact: true })).toBeVisible();
    await expect(featured.locator("time")).toHaveText(formatDate(newest.date, locale));
    await expect(featured.getByText(renderedMarkdown(newest.summary))).toBeVisible();
    await expect(featured.getByRole("link", { name: newest.heading })).toHaveAttribute(
      "href",
      newest.path,
    );
    // Every release once, newest first, anchored by its file name.
    const ids = await main
      .locator("[id]")
      .evaluateAll((nodes) =>
        nodes
          .map((n) => n.id)
          .filter((id) => /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/.test(id) && !id.endsWith("-title")),
      );
    expect(ids).toEqual(releases.map((r) => r.slug));
    // A heading per year, newest first, each over its own releases.
    const headings = await main
      .getByRole("heading", { level: 2 })
      .filter({ hasText: /^\d{4}$/ })
      .allTextContents();
    expect(headings).toEqual(yearsOf(releases));
    // Each of the rest in its year's section: its link, and its date without the year.
    const items = await main.locator("section[aria-labelledby^='year-'] li").evaluateAll((lis) =>
      lis.map((li) => ({
        year: li.closest("section")?.querySelector("h2")?.textContent ?? "",
        slug: li.id,
        heading: li.querySelector("a")?.textContent ?? "",
        path: li.querySelector("a")?.getAttribute("href") ?? "",
        date: li.querySelector("time")?.getAttribute("datetime") ?? "",
        day: li.querySelector("time")?.textContent ?? "",
      })),
    );
    expect(items).toEqual(
      rest.map((r) => ({
        year: r.date.slice(0, 4),
        slug: r.slug,
        heading: r.heading,
        path: r.path,
        date: r.date,
        day: formatDate(r.date, locale).replace(/,?\s+\d{4}$/, ""),
      })),
    );
    // Only the featured release shows a summary; no release shows an icon tile.
    for (const release of rest.slice(0, 5)) {
      await expect(main.getByText(renderedMarkdown(release.summary))).toHaveCount(0);
    }
    await expect(main.locator("img")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("the list: a link leads to its release's page", async ({ page }) => {
  await open(page, "/company/press-releases");
  const release = english[1]!;
  await page.getByRole("link", { name: release.heading, exact: true }).click();
  await expect(page).toHaveURL(release.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(release.heading);
});

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

for (const [locale, release] of [
  // The 2009 hosting launch, datelined at the head office, and the newest release.
  ["en", english.findLast((r) => !r.city && r.date.startsWith("2009")) ?? english.at(-1)!],
  ["fr", french.findLast((r) => !r.city && r.date.startsWith("2009")) ?? french.at(-1)!],
  ["en", english[0]!],
  ["fr", french[0]!],
  // One datelined elsewhere than the head office, when there is one.
  ["en", english.find((r) => r.city) ?? english[1]!],
  ["fr", french.find((r) => r.city) ?? french[1]!],
] as const) {
  test(`${release.path}: dateline, body, boilerplate, media contact and related releases`, async ({
    page,
  }) => {
    const press = words(locale);
    const site = companyFacts();
    const city = release.city ?? (locale === "fr" ? site.address.fr.city : site.address.city);
    await open(page, release.path);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(release.heading);
    // The dateline opens the first paragraph: the city, in capitals, and the date.
    const first = main.locator("p", { hasText: within(release.summary) });
    const dateline = press.dateline
      .replace("{city}", city.toLocaleUpperCase(locale))
      .replace("{date}", formatDate(release.date, locale));
    const spaced = (text: string) => text.replace(/\s+/g, " ");
    const text = spaced(await first.innerText());
    expect(text.startsWith(spaced(dateline)), text).toBe(true);
    // Without a picture of its own, its page shows none.
    await expect(main.locator("img")).toHaveCount(release.image ? 1 : 0);
    // The boilerplate, after the body.
    const about = main.getByRole("region", { name: press.boilerplate.heading });
    await expect(about.getByText(press.boilerplate.text.replace(/\s+/g, " ").trim())).toBeVisible();
    // The media contact: its role, and the phone and e-mail of site.yaml it names.
    const contact = main.getByRole("region", { name: press.mediaContact.heading });
    await expect(contact.getByText(press.mediaContact.role)).toBeVisible();
    const phone = site.phones[press.mediaContact.phone as keyof typeof site.phones];
    await expect(contact.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
    const email = site.emails[press.mediaContact.email as keyof typeof site.emails];
    await expect(contact.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    // Three related releases, none of them this one, each leading to its page.
    const releases = locale === "en" ? english : french;
    const related = main.getByRole("navigation", { name: press.related });
    const links = related.getByRole("link");
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).not.toContain(release.path);
    for (const href of hrefs) expect(releases.map((r) => r.path)).toContain(href);
    await expectNoAxeViolations(page);
  });
}

test("a release page: related releases and the way back", async ({ page }) => {
  const release = english[Math.floor(english.length / 2)]!;
  await open(page, release.path);
  const related = page.getByRole("navigation", { name: words("en").related });
  const next = related.getByRole("link").first();
  const path = await next.getAttribute("href");
  const other = english.find((r) => r.path === path)!;
  await expect(next).toContainText(other.heading);
  // The releases nearest in date: none further than a year and a half from this one.
  const days = (r: PressRelease) => Date.parse(r.date) / 86_400_000;
  expect(Math.abs(days(other) - days(release))).toBeLessThan(550);
  await next.click();
  await expect(page).toHaveURL(other.path);
  await page.getByRole("link", { name: press.allReleases }).first().click();
  await expect(page).toHaveURL(`${pathOf("/company/press-releases", "en")}#${other.slug}`);
  await expect(page.getByRole("link", { name: other.heading, exact: true })).toBeInViewport();
});

test("at 1440 px a release's page uses its width: text at a readable measure, facts beside it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, english[0]!.path);
  const body = await page
    .getByRole("main")
    .locator("p", { hasText: within(english[0]!.summary) })
    .boundingBox();
  const contact = await page
    .getByRole("region", { name: words("en").mediaContact.heading })
    .boundingBox();
  // The side column starts right of the text and ends in the page's right half.
  expect(contact!.x).toBeGreaterThan(body!.x + body!.width);
  expect(contact!.x + contact!.width).toBeGreaterThan(1440 * 0.6);
  // A line of text no longer than a reader follows (about 75 characters).
  expect(body!.width).toBeLessThan(760);
});

test("a release page with a picture of its own shows it, described", async ({ page }) => {
  test.skip(withPicture.length === 0, "no release has a picture of its own (decision 0013)");
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
  await expect(page.locator(`main time[datetime="${release.date}"]`)).toHaveText(
    formatDate(release.date, "fr"),
  );
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
  await expect(page.locator("main article").first().locator("time")).toHaveText(
    formatDate(french[0]!.date, "fr"),
  );
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

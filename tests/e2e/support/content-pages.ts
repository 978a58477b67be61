import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Locale } from "../../../src/i18n/locale";
import type { CanonicalPath } from "../../../src/lib/route-table";
import { menuLabel, menus } from "./content";
import { expect } from "./fixtures";

/** Checks shared by the page specs (hydration and axe live in ./fixtures). */

/**
 * Every link under `scope` to a page of this site leads to a page in `locale`: French
 * pages under /fr, English pages elsewhere. Files (/media, the build's /assets) and the
 * relay (/v1) are not pages. `skip` leaves out links inside elements matching it.
 * Returns the page links.
 */
export async function expectLinksStayIn(
  scope: Locator,
  locale: Locale,
  skip?: string,
): Promise<string[]> {
  const hrefs = await scope
    .locator("a[href]")
    .evaluateAll(
      (links, skip) =>
        links.filter((a) => !(skip && a.closest(skip))).map((a) => a.getAttribute("href") ?? ""),
      skip,
    );
  expect(hrefs.length, "links").toBeGreaterThan(0);
  const pages = hrefs.filter(
    (href) => href.startsWith("/") && !/^\/(media|assets|v1)\//.test(href),
  );
  const french = (href: string) => /^\/fr(\/|$|\?|#)/.test(href);
  expect(
    pages.filter((href) => french(href) !== (locale === "fr")),
    "links to pages in the other language",
  ).toEqual([]);
  return pages;
}

/** No link without a destination: missing href, href="" or href="#". */
export async function expectNoEmptyLinks(page: Page) {
  const empty = await page.locator("a").evaluateAll((links) =>
    links
      .filter((a) => {
        const href = a.getAttribute("href");
        return href === null || href.trim() === "" || href.trim() === "#";
      })
      .map((a) => a.outerHTML.slice(0, 120)),
  );
  expect(empty).toEqual([]);
}

/** The side list of software and service pages, with the current page marked when it is listed. */
export async function expectSideList(page: Page, locale: Locale, current?: CanonicalPath) {
  const { title, links } = menus(locale).sideList;
  const side = page.getByRole("complementary", { name: title });
  await expect(side).toBeVisible();
  // Every product and service page, the one being read marked.
  await expect(side.getByRole("link")).toHaveCount(links.length);
  if (current) {
    await expect(
      side.getByRole("link", { name: menuLabel(current, locale), exact: true }),
    ).toHaveAttribute("aria-current", "page");
  }
}

/** Every image on the page (src and srcset candidates) answers 200 with an image type. */
export async function expectImagesResolve(page: Page, request: APIRequestContext) {
  const urls = await page.locator("main img").evaluateAll((imgs) =>
    imgs.flatMap((img) => {
      const el = img as HTMLImageElement;
      const set = (el.getAttribute("srcset") ?? "")
        .split(",")
        .map((c) => c.trim().split(/\s+/)[0])
        .filter((u): u is string => Boolean(u));
      return [el.getAttribute("src") ?? "", ...set];
    }),
  );
  expect(urls.length).toBeGreaterThan(0);
  for (const url of new Set(urls)) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(/^image\//);
  }
}

/** The page's JSON-LD blocks, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * What crawlers read besides the pages: the sitemap's entries, which
 * @astrojs/sitemap writes as sitemap-index.xml and sitemap-0.xml (astro.config.ts
 * hands it the functions below), and robots.txt (scripts/postbuild.ts).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { SitemapItem } from "@astrojs/sitemap";
import { languageTag, locales, type Locale } from "../../src/i18n/locale";
import { site } from "../../src/content/site";
import {
  pressReleaseAddresses,
  type ReleaseAddresses,
} from "../../src/content/press-release-addresses";
import { isCollectionPath, pageAt, routeIn } from "../../src/lib/route-table";

/** The file @astrojs/sitemap writes at the site's root, naming the sitemap itself. */
export const sitemapIndexFile = "sitemap-index.xml";

/** A press release's page ranks under the table's pages (0.5 unless they say otherwise). */
const pressReleasePriority = 0.4;

/** The page's path without the trailing slash a directory build may give it. */
function pathOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname === "/" ? pathname : pathname.replace(/\/$/, "");
}

let releases: readonly ReleaseAddresses[] | undefined;

/**
 * The page at `pathname` in each language, if the sitemap lists it: every
 * indexable page of the route table and every press release's page. The French
 * slugs differ from the English ones, so twins come from the route table, and a
 * press release's from its files' addresses, not from @astrojs/sitemap's pairing by
 * path.
 */
function twinsOf(pathname: string): Record<Locale, string> | undefined {
  const page = pageAt(pathname);
  if (page) {
    if (page.indexable === false) return undefined;
    return { en: routeIn(page.canonical, "en").path, fr: routeIn(page.canonical, "fr").path };
  }
  if (isCollectionPath(pathname)) {
    releases ??= pressReleaseAddresses();
    return releases.find((release) => Object.values(release.paths).includes(pathname))?.paths;
  }
  // Anything else the build writes (the 404 and error pages, an /admin area) is no
  // page for search engines to list.
  return undefined;
}

/** Whether the sitemap lists the built page at `url` (@astrojs/sitemap's filter). */
export function inSitemap(url: string): boolean {
  return twinsOf(pathOf(url)) !== undefined;
}

/**
 * A page's sitemap entry (@astrojs/sitemap's serialize): its twin in the other
 * language and x-default (English), the same alternates as in its head
 * (src/lib/seo.ts), and its priority from the route table.
 */
export function sitemapEntry(item: SitemapItem): SitemapItem {
  const { origin } = new URL(item.url);
  const pathname = pathOf(item.url);
  const twins = twinsOf(pathname);
  if (!twins) throw new Error(`${pathname} is not a page the sitemap lists`);
  const url = (p: string) => (p === "/" ? `${origin}/` : `${origin}${p}`);
  return {
    url: url(pathname),
    links: [
      ...locales.map((locale) => ({ lang: languageTag[locale], url: url(twins[locale]) })),
      { lang: "x-default", url: url(twins.en) },
    ],
    priority: isCollectionPath(pathname)
      ? pressReleasePriority
      : (pageAt(pathname)?.priority ?? 0.5),
  };
}

/** Only the production site is open to crawlers; staging and previews are not. */
export function robotsTxt(siteUrl: string): string {
  if (siteUrl !== site.url) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/${sitemapIndexFile}\n`;
}

export function writeRobotsTxt(clientDir: string, siteUrl: string) {
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
}

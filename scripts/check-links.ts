/**
 * The link checker: every internal href, src, srcset, poster and preload in every
 * prerendered page must resolve to a page or a file of the build, every #anchor
 * to an id on its page, and no internal link may go through a redirect.
 * External links are listed, not fetched (this build runs without network).
 * The sitemap must list every page for search engines and nothing else.
 *
 *   node --import tsx scripts/check-links.ts [build/client]
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { localeOfPath } from "../src/i18n/locale";
import { collectionPagePaths } from "../server/site";
import {
  isCollectionPath,
  isPagePath,
  localizedPages,
  notFoundPathIn,
  pageAt,
  pageFileOf,
  redirectMap,
} from "../src/lib/route-table";
import { sitemapIndexFile } from "./lib/seo-files";

const clientDir = path.resolve(process.argv[2] ?? "build/client");
const siteUrl = (process.env.SITE_URL ?? "https://www.ridgeline.example").replace(/\/$/, "");
const mediaBase = (process.env.MEDIA_BASE_URL ?? "/media").replace(/\/$/, "");
const redirects = redirectMap();
/** The contact relay is served by the server, not the build. */
const relayPath = new URL(process.env.RELAY_URL ?? "/v1/email", "http://site").pathname;

type Problem = { page: string; url: string; why: string };

function pageFile(pathname: string) {
  return path.join(clientDir, pageFileOf(pathname));
}

function decode(value: string) {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

/** Every URL-bearing attribute value in the HTML. */
export function extractUrls(html: string): string[] {
  const urls: string[] = [];
  const attr = /\s(href|src|poster|srcset|imagesrcset|data-src|action)=("([^"]*)"|'([^']*)')/gi;
  for (const match of html.matchAll(attr)) {
    const name = match[1]!.toLowerCase();
    const value = decode(match[3] ?? match[4] ?? "");
    if (name === "srcset" || name === "imagesrcset") {
      for (const candidate of value.split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.push(url);
      }
    } else {
      urls.push(value);
    }
  }
  // The share card, which a page names by its absolute address on the site's origin.
  const card = /<meta\s(?:property|name)="(?:og|twitter):image"\s+content="([^"]+)"/g;
  for (const match of html.matchAll(card)) {
    const value = decode(match[1]!);
    urls.push(value.startsWith(`${siteUrl}/`) ? value.slice(siteUrl.length) : value);
  }
  return urls;
}

function ids(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)));
}

const htmlByPath = new Map<string, string>();
for (const pathname of [
  ...localizedPages.map((p) => p.path),
  ...collectionPagePaths(clientDir),
  notFoundPathIn("en"),
  notFoundPathIn("fr"),
]) {
  htmlByPath.set(pathname, readFileSync(pageFile(pathname), "utf8"));
}

const problems: Problem[] = [];
const external = new Set<string>();
let checked = 0;

for (const [pagePath, html] of htmlByPath) {
  const base = new URL(`http://site${pagePath}`);
  for (const raw of extractUrls(html)) {
    if (raw === "" || raw === "#") {
      problems.push({ page: pagePath, url: raw, why: "empty link" });
      continue;
    }
    if (/^(mailto|tel|data):/i.test(raw)) continue;
    const url = new URL(raw, base);
    if (url.host !== "site") {
      external.add(url.origin);
      continue;
    }
    checked += 1;
    let pathname = decodeURIComponent(url.pathname);
    if (pathname === relayPath) continue;
    // Media on our own host, addressed through MEDIA_BASE_URL.
    if (mediaBase.startsWith("http") && raw.startsWith(mediaBase)) continue;
    if (redirects.has(pathname)) {
      problems.push({ page: pagePath, url: raw, why: `redirects to ${redirects.get(pathname)}` });
      continue;
    }
    // A page of one language links to pages of its own language only; the language
    // switcher (marked with hreflang) is the one way across.
    const isPage = isPagePath(pathname) || isCollectionPath(pathname);
    if (isPage && localeOfPath(pathname) !== localeOfPath(pagePath)) {
      const switcher = new RegExp(
        `href="${raw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*hrefLang=`,
        "i",
      );
      if (!switcher.test(html)) {
        problems.push({ page: pagePath, url: raw, why: "leads to a page in the other language" });
        continue;
      }
    }
    if (isPagePath(pathname) || htmlByPath.has(pathname)) {
      if (url.hash) {
        const target = htmlByPath.get(pathname)!;
        const id = decodeURIComponent(url.hash.slice(1));
        if (!ids(target).has(id))
          problems.push({ page: pagePath, url: raw, why: `no #${id} there` });
      }
      continue;
    }
    if (pathname.endsWith("/")) pathname += "index.html";
    const file = path.join(clientDir, pathname);
    if (!file.startsWith(clientDir) || !existsSync(file) || !statSync(file).isFile()) {
      const why = pathname.startsWith(`${mediaBase}/`)
        ? `no such file in the build (content names it; add it as public${pathname})`
        : "no such page or file in the build";
      problems.push({ page: pagePath, url: raw, why });
    }
  }
}

/** Pages search engines may list: the table's indexable pages and the press releases'. */
function listable(pathname: string): boolean {
  const page = pageAt(pathname);
  const indexable = isCollectionPath(pathname) || (page !== undefined && page.indexable !== false);
  return indexable && htmlByPath.has(pathname);
}

// Every URL in the sitemap and every alternate it names is a page of this build for
// search engines, and every such page is listed. (Which twin each names:
// scripts/lib/seo-files.test.ts; the same as in the page's head: tests/e2e/seo.spec.ts.)
const sitemapped = new Set<string>();
const sitemapIndex = path.join(clientDir, sitemapIndexFile);
const sitemapProblem = (url: string, why: string) =>
  problems.push({ page: `/${sitemapIndexFile}`, url, why });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));

/** Every page and alternate URL in the sitemap files the index names. */
function sitemapUrls(index: string): { locs: string[]; alternates: string[] } {
  const found = { locs: [] as string[], alternates: [] as string[] };
  for (const sitemapUrl of locs(readFileSync(index, "utf8"))) {
    const file = path.join(clientDir, new URL(sitemapUrl).pathname);
    if (!sitemapUrl.startsWith(`${siteUrl}/`) || !existsSync(file)) {
      sitemapProblem(sitemapUrl, "no such sitemap in the build");
      continue;
    }
    const xml = readFileSync(file, "utf8");
    found.locs.push(...locs(xml));
    for (const m of xml.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)) {
      found.alternates.push(decode(m[1]!));
    }
  }
  return found;
}

// @astrojs/sitemap logs its own failures and lets the build go on without a sitemap.
if (!existsSync(sitemapIndex)) {
  sitemapProblem("", "not written: see the build log");
} else {
  const { locs: listed, alternates } = sitemapUrls(sitemapIndex);
  for (const url of new Set([...listed, ...alternates])) {
    const pathname = url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url;
    if (!listable(pathname)) sitemapProblem(url, "no page for search engines in this build");
  }
  for (const loc of listed) sitemapped.add(loc);
  for (const pathname of htmlByPath.keys()) {
    const url = pathname === "/" ? `${siteUrl}/` : `${siteUrl}${pathname}`;
    if (listable(pathname) && !sitemapped.has(url)) {
      sitemapProblem(pathname, "missing from the sitemap");
    }
  }
}

console.log(
  `check-links: ${htmlByPath.size} pages, ${sitemapped.size} in the sitemap, ${checked} internal URLs checked, external origins: ${[...external].sort().join(", ") || "none"}`,
);
if (problems.length) {
  // A page names the same file in its <img> and in its structured data: list it once.
  const lines = [...new Set(problems.map((p) => `  ${p.page}: ${p.url || "(empty)"}: ${p.why}`))];
  for (const line of lines) console.error(line);
  console.error(`check-links: ${lines.length} broken`);
  process.exit(1);
}

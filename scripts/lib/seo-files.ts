import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pageEntryFile, pages } from "../../src/lib/route-table";
import { pageContent } from "./page-content";

const productionUrl = "https://www.ridgeline.example";

/**
 * The date of the newest commit to any of `files` (a folder counts every file in it),
 * or today when none of them has been committed yet.
 */
function lastModified(files: readonly string[], cwd: string): string {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...files], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (date) return date;
  } catch {
    // Not a git checkout (a tarball deploy): fall through to today.
  }
  return new Date().toISOString().slice(0, 10);
}

/**
 * A page's own source files, relative to the repository: its Astro entry and the
 * page bodies that entry renders (src/page-bodies), where most of its markup lives.
 */
export function pageSources(pathname: string, repoDir: string): string[] {
  const entry = path.join("src", pageEntryFile(pathname));
  const file = path.join(repoDir, entry);
  const source = existsSync(file) ? readFileSync(file, "utf8") : "";
  const bodies = [...source.matchAll(/from "~\/(page-bodies\/[\w-]+)"/g)].map(
    (match) => `src/${match[1]}.tsx`,
  );
  return [entry, ...bodies];
}

/** sitemap.xml for `siteUrl`, dated from the git history of `repoDir`. */
export function sitemapXml(siteUrl: string, repoDir = process.cwd()): string {
  const urls = pages
    .filter((page) => page.indexable !== false)
    .map((page) => {
      const loc = page.path === "/" ? `${siteUrl}/` : `${siteUrl}${page.path}`;
      return [
        "  <url>",
        `    <loc>${loc}</loc>`,
        `    <lastmod>${lastModified(
          [
            ...pageSources(page.path, repoDir),
            ...pageContent[page.path].map((entry) => path.join("content", entry)),
          ],
          repoDir,
        )}</lastmod>`,
        `    <priority>${(page.priority ?? 0.5).toFixed(1)}</priority>`,
        "  </url>",
      ].join("\n");
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Only the production site is open to crawlers; staging and previews are not. */
export function robotsTxt(siteUrl: string): string {
  if (siteUrl !== productionUrl) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function writeSeoFiles(clientDir: string, siteUrl: string) {
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl));
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
}

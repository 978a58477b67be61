import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { languageTag, locales } from "../../src/i18n/locale";
import { localizedPages, pressReleasePath, type CanonicalPath } from "../../src/lib/route-table";
import { pageIn } from "../../src/content/pages";
import { pageContentIn } from "./page-content";

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
 * A page's view (src/views/<name>.astro), as src/views/index.ts maps it: read as
 * text, since the scripts cannot import .astro files.
 */
export function viewFile(canonical: CanonicalPath, repoDir: string): string {
  const registry = readFileSync(path.join(repoDir, "src/views/index.ts"), "utf8");
  const line = registry.split("\n").find((l) => l.trimStart().startsWith(`"${canonical}": `));
  const helper = line && /: (product|service)\(/.exec(line);
  if (helper) return `src/views/${helper[1]}.astro`;
  const component = line && /component: (\w+)/.exec(line)?.[1];
  const file =
    component && new RegExp(`import ${component} from "\\./([\\w-]+\\.astro)"`).exec(registry);
  if (!file) throw new Error(`No view for ${canonical} in src/views/index.ts`);
  return `src/views/${file[1]}`;
}

/**
 * A page's own source files, relative to the repository: its view and the page
 * bodies that view renders (src/page-bodies), where most of its markup lives.
 */
export function pageSources(canonical: CanonicalPath, repoDir: string): string[] {
  const view = viewFile(canonical, repoDir);
  const file = path.join(repoDir, view);
  const source = existsSync(file) ? readFileSync(file, "utf8") : "";
  const bodies = [...source.matchAll(/from "~\/(page-bodies\/[\w-]+)"/g)].map(
    (match) => `src/${match[1]}.tsx`,
  );
  return [view, ...bodies];
}

/** sitemap.xml for `siteUrl`, dated from the git history of `repoDir`. */
export function sitemapXml(siteUrl: string, repoDir = process.cwd()): string {
  const url = (pathname: string) => (pathname === "/" ? `${siteUrl}/` : `${siteUrl}${pathname}`);
  const urls = localizedPages
    .filter((page) => page.indexable !== false)
    .map((page) => {
      // Each page lists itself and its twin, so that both name each other.
      const alternates = [
        ...locales.map((locale) => [languageTag[locale], pageIn(page.canonical, locale).path]),
        ["x-default", pageIn(page.canonical, "en").path],
      ].map(
        ([lang, pathname]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(pathname!)}"/>`,
      );
      return [
        "  <url>",
        `    <loc>${url(page.path)}</loc>`,
        ...alternates,
        `    <lastmod>${lastModified(
          [
            ...pageSources(page.canonical, repoDir),
            ...pageContentIn(page.canonical, page.locale).map((entry) =>
              path.join("content", entry),
            ),
          ],
          repoDir,
        )}</lastmod>`,
        `    <priority>${(page.priority ?? 0.5).toFixed(1)}</priority>`,
        "  </url>",
      ].join("\n");
    });
  // Each press release's own page, in both languages, dated by its own file.
  for (const slug of releaseSlugs(repoDir)) {
    for (const locale of locales) {
      urls.push(
        [
          "  <url>",
          `    <loc>${url(pressReleasePath(slug, locale))}</loc>`,
          ...[
            ...locales.map((l) => [languageTag[l], pressReleasePath(slug, l)]),
            ["x-default", pressReleasePath(slug, "en")],
          ].map(
            ([lang, pathname]) =>
              `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(pathname!)}"/>`,
          ),
          `    <lastmod>${lastModified(
            [
              "src/views/press-release.astro",
              "src/page-bodies/company-press-release.tsx",
              `content/${locale}/press-releases/${slug}.md`,
            ],
            repoDir,
          )}</lastmod>`,
          "    <priority>0.4</priority>",
          "  </url>",
        ].join("\n"),
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The press releases' file names (their pages' last segment), from content/. */
function releaseSlugs(repoDir: string): string[] {
  const dir = path.join(repoDir, "content/en/press-releases");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .map((name) => name.replace(/\.md$/, ""))
    .sort()
    .reverse();
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

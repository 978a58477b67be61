import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { locales, type Locale } from "../i18n/locale";
import { pressReleasePath, pressReleaseSlug } from "../lib/route-table";

/**
 * Each press release's address in each language, read from the files' front matter
 * (their date and `urlSlug`) for what runs outside the Astro build: the server's and
 * the static hosts' redirects, and the sitemap's pairing of twins. Node only (it reads
 * content/ with node:fs). The build reads the same fields through the collection
 * (src/content/press-releases.ts), which also checks them.
 */

export type ReleaseAddresses = {
  /** The file name without .md, the same in both languages. */
  file: string;
  /** The release's page in each language. */
  paths: Record<Locale, string>;
};

function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  const data: unknown = match ? parseYaml(match[1] ?? "") : undefined;
  return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
}

/** A release's address slug in a language, from its file in content/<locale>/press-releases. */
function slugIn(root: string, locale: Locale, file: string): string {
  const where = path.join(root, locale, "press-releases", `${file}.md`);
  if (!existsSync(where)) return file;
  const { urlSlug } = frontMatter(readFileSync(where, "utf8"));
  if (typeof urlSlug !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(urlSlug)) {
    throw new Error(`${where}: urlSlug is missing or not lowercase words joined by hyphens`);
  }
  // The file name starts with the release's date (the build checks they agree).
  return pressReleaseSlug(file.slice(0, 10), urlSlug);
}

/** Every press release with its page in each language, in file-name order. */
export function pressReleaseAddresses(root = "content"): ReleaseAddresses[] {
  const names = new Set(
    locales.flatMap((locale) => {
      const folder = path.join(root, locale, "press-releases");
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((name) => name.endsWith(".md") && name !== "README.md")
        .map((name) => name.slice(0, -".md".length));
    }),
  );
  return [...names].sort().map((file) => ({
    file,
    paths: Object.fromEntries(
      locales.map((locale) => [locale, pressReleasePath(slugIn(root, locale, file), locale)]),
    ) as Record<Locale, string>,
  }));
}

/**
 * The 301s that keep a release's first address working: the page named by its file
 * name (and that address with a trailing slash), in each language where its address
 * is another, leads to its address. Every French release was first published at its
 * English file name.
 */
export function pressReleaseRedirects(
  addresses: readonly ReleaseAddresses[] = pressReleaseAddresses(),
): Map<string, string> {
  const pages = new Set(addresses.flatMap((release) => Object.values(release.paths)));
  const redirects = new Map<string, string>();
  for (const { file, paths } of addresses) {
    for (const locale of locales) {
      const first = pressReleasePath(file, locale);
      // Never over another release's page, should one take that address.
      if (first === paths[locale] || pages.has(first)) continue;
      redirects.set(first, paths[locale]);
      redirects.set(`${first}/`, paths[locale]);
    }
  }
  return redirects;
}

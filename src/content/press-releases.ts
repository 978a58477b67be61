import { getCollection } from "astro:content";
import { locales, type Locale } from "~/i18n/locale";
import {
  isCanonicalPath,
  localizedHref,
  pressReleasePath,
  pressReleaseSlug,
} from "~/lib/route-table";
import { ContentError, readYamlFile } from "./read";
import { factPlaceholder, notAPage } from "./schemas/rich-text";
import {
  pressPageSchema,
  type PressPage,
  type PressReleaseFrontMatter,
} from "./schemas/press-releases";

const pressPages = new Map<Locale, PressPage>();

/** content/<language>/press.yaml, checked, its facts filled in: read once, when first needed. */
export function pressPage(locale: Locale): PressPage {
  let page = pressPages.get(locale);
  if (!page) {
    page = readYamlFile(`${locale}/press.yaml`, pressPageSchema(locale));
    pressPages.set(locale, page);
  }
  return page;
}

/**
 * A release's dateline from its language's pattern ("{city}, {date} –"), in two parts so
 * the page can set the city in capitals: before the city, the city, and after it. The
 * space before the closing dash does not break, so the dash never starts a line.
 */
export function dateline(
  pattern: string,
  city: string,
  dateLabel: string,
): { before: string; city: string; after: string } {
  const [before = "", after = ""] = pattern.split("{city}");
  return {
    before,
    city,
    after: after.replace("{date}", dateLabel).replace(/ (?=[–—-]$)/u, "\u00a0"),
  };
}

/**
 * A release's HTML around its first paragraph, so the page can open that paragraph with
 * the dateline: what comes before it (a list, rarely), the paragraph's inner HTML, and
 * the rest. A body without a paragraph is all `before` (the collection refuses one).
 */
export function splitFirstParagraph(html: string): { before: string; first: string; rest: string } {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html);
  if (!match) return { before: html, first: "", rest: "" };
  return {
    before: html.slice(0, match.index),
    first: match[1]!,
    rest: html.slice(match.index + match[0].length),
  };
}

/**
 * The `count` releases nearest in date to the one named `slug` (itself left out), the
 * nearer first; at an equal distance the newer first. `releases` in any order.
 */
export function relatedReleases<T extends { slug: string; date: string }>(
  releases: readonly T[],
  slug: string,
  count = 3,
): T[] {
  const self = releases.find((release) => release.slug === slug);
  if (!self) return [];
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const distance = (release: T) => Math.abs(day(release.date) - day(self.date));
  return releases
    .filter((release) => release !== self)
    .map((release) => ({ release, distance: distance(release) }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        b.release.date.localeCompare(a.release.date) ||
        a.release.slug.localeCompare(b.release.slug),
    )
    .slice(0, count)
    .map(({ release }) => release);
}

export type PressRelease = PressReleaseFrontMatter & {
  /**
   * The file name without .md, the same in both languages: the release's identity, its
   * anchor on the list, and its first address (which redirects to `path`).
   */
  slug: string;
  /** Its page, at the address its `urlSlug` gives, in its language. */
  path: string;
  /** Its page in each language: the twin's by the twin's own `urlSlug`. */
  paths: Record<Locale, string>;
  /** The body rendered to HTML at build time. */
  html: string;
};

/**
 * A release's summary: its first paragraph as plain text, whole. Each release opens
 * with a paragraph that says what happened (content/en/press-releases/README.md), so the
 * list shows it as written.
 */
export function releaseSummary(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  return (
    first
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      // Runs of spaces and line breaks become one space; no-break spaces (French puts
      // them before ":" and in "3 000") are kept, or a line could start with a colon.
      .replace(/[^\S\u00a0\u202f]+/g, " ")
      .trim()
  );
}

/**
 * A release's meta description: its summary cut at a word to at most `max`
 * characters (with "…" when cut), the length search results show.
 */
export function releaseDescription(html: string, max = 160): string {
  const text = releaseSummary(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.\u00a0]+$/, "")}…`;
}

/** marked escapes & in attribute values. */
const decodeHref = (href: string) => href.replace(/&amp;/g, "&");

/** A page of this site (with an optional #anchor), or a web, e-mail or phone address. */
function linkAllowed(href: string): boolean {
  if (/^(?:https?:\/\/|mailto:|tel:)/.test(href)) return true;
  return isCanonicalPath(href.replace(/#.*$/, ""));
}

const fileName = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every press release in content/<dir>, newest first. Beyond the front matter
 * schema, the file name must start with the release date (it is the entry's
 * permanent anchor), the body must not bring its own headings (the page gives
 * each release an h2), its links must go to pages of this site or to full web
 * addresses, no two files may hold the same release (same heading and date), and
 * no {placeholder} may be left: the other pages' facts are filled in, a release's not.
 */
export async function loadPressReleases(locale: Locale): Promise<PressRelease[]> {
  // Not filled with the company's facts: a release states the figures of its own date.
  const all = await getCollection("pressReleases");
  const nameOf = (id: string) => id.slice(id.lastIndexOf("/") + 1);
  /** Each release's page in each language, by its file name. */
  const pathsOf = (name: string): Record<Locale, string> =>
    Object.fromEntries(
      locales.map((l) => {
        const twin = all.find((e) => e.id === `${l}/press-releases/${name}`);
        // A release without its twin is named by the two-language check first.
        const slug = twin ? pressReleaseSlug(twin.data.date, twin.data.urlSlug) : name;
        return [l, pressReleasePath(slug, l)];
      }),
    ) as Record<Locale, string>;
  const inLanguage = all.filter((e) => e.id.startsWith(`${locale}/`));
  const entries = inLanguage.map((entry) => {
    const paths = pathsOf(nameOf(entry.id));
    return {
      ...entry.data,
      slug: nameOf(entry.id),
      path: paths[locale],
      paths,
      html: entry.rendered?.html ?? "",
      file: `content/${entry.id}.md`,
    };
  });
  for (const entry of entries) {
    const { file } = entry;
    if (!/<p[\s>]/.test(entry.html)) {
      throw new ContentError(
        `${file} is not valid:\n  body: needs at least one paragraph of text (the list shows the first as the release's summary)`,
      );
    }
    const match = fileName.exec(entry.slug);
    if (!match) {
      throw new ContentError(
        `${file} is not valid:\n  file name: must be <yyyy-mm-dd>-<slug>.md, with a slug of lowercase words joined by hyphens`,
      );
    }
    if (match[1] !== entry.date) {
      throw new ContentError(
        `${file} is not valid:\n  date: is ${entry.date}, but the file name starts with ${match[1]}`,
      );
    }
    const badLink = [...entry.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)]
      .map((m) => decodeHref(m[1]!))
      .find((href) => !linkAllowed(href));
    if (badLink !== undefined) {
      throw new ContentError(
        `${file} is not valid:\n  body: links to ${notAPage(badLink)}, or a full https:// address`,
      );
    }
    const twin = entries.find(
      (other) => other !== entry && other.date === entry.date && other.heading === entry.heading,
    );
    if (twin) {
      throw new ContentError(
        `${file} is not valid:\n  heading: ${twin.slug}.md has the same heading and date (is it the same release twice?)`,
      );
    }
    const sameAddress = entries.find((other) => other !== entry && other.path === entry.path);
    if (sameAddress) {
      throw new ContentError(
        `${file} is not valid:\n  urlSlug: ${sameAddress.slug}.md has the same date and urlSlug, so the same address: give each release words of its own`,
      );
    }
    const placeholder = factPlaceholder.exec(`${entry.heading} ${entry.html}`);
    if (placeholder) {
      throw new ContentError(
        `${file} is not valid:\n  body: ${placeholder[0]} is not filled in a press release (each states the figures of its own date): write the number itself`,
      );
    }
    if (/<h[1-6][\s>]/.test(entry.html)) {
      throw new ContentError(
        `${file} is not valid:\n  body: must not contain Markdown headings (the page adds the release heading)`,
      );
    }
  }
  return [...entries]
    .sort((a, b) =>
      a.date === b.date ? b.slug.localeCompare(a.slug) : b.date.localeCompare(a.date),
    )
    .map(({ file: _file, ...entry }) => ({
      ...entry,
      // Links name English pages; a French release leads to their French twins.
      html: entry.html.replace(
        /(<a\s[^>]*href=")([^"]*)"/g,
        (_, start: string, href: string) => `${start}${localizedHref(decodeHref(href), locale)}"`,
      ),
    }));
}

/**
 * What the end-to-end specs expect to read on the pages, taken from content, so that
 * staff can change any word, figure or page title without turning a test red
 * (PRODUCT.md 1, STYLE.md 9). Content files are parsed here with `yaml`, and their
 * {fact} placeholders filled by the site's own function, in each language's way
 * ("3,750" and "3 750"). Interface words are code, not content: they come from the
 * typed dictionaries of src/i18n, imported as they are.
 *
 * Two kinds of copy have one accessor each, so that moving where they are kept
 * changes one function: page headings, titles and descriptions (pageText) and the
 * company facts (companyFacts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { navigation } from "../../../src/content/navigation";
import { pressReleaseAddresses } from "../../../src/content/press-release-addresses";
import type { aboutFileSchema } from "../../../src/content/schemas/about";
import type { awardsFileSchema } from "../../../src/content/schemas/awards";
import type { contactSchema } from "../../../src/content/schemas/contact";
import type { homeSchema } from "../../../src/content/schemas/home";
import type { newslettersSchema } from "../../../src/content/schemas/newsletters";
import type { officesFileSchema } from "../../../src/content/schemas/offices";
import type { PageKey, PageText } from "../../../src/content/schemas/pages";
import type {
  accessibilityStatementSchema,
  privacyPolicySchema,
} from "../../../src/content/schemas/policy-page";
import type { pressReleaseSchema } from "../../../src/content/schemas/press-releases";
import { factsByLocale, fillFactsDeep } from "../../../src/content/schemas/rich-text";
import type { serviceSchema, ServiceSlug } from "../../../src/content/schemas/services";
import type { siteSchema } from "../../../src/content/schemas/site";
import type {
  productSchema,
  ProductSlug,
  softwareOverviewSchema,
} from "../../../src/content/schemas/software";
import type { successStoriesFileSchema } from "../../../src/content/schemas/success-stories";
import type { supportDeskSchema } from "../../../src/content/schemas/support-desk";
import type { testimonialsFileSchema } from "../../../src/content/schemas/testimonials";
import type { trainingVideosSchema } from "../../../src/content/schemas/training-videos";
import { fill, plural, pluralForm } from "../../../src/i18n/format";
import { formatDate, formatNumber, locales, type Locale } from "../../../src/i18n/locale";
import { phoneText } from "../../../src/i18n/postal";
import type { PostalAddress } from "../../../src/content/schemas/postal-address";
import { dictionaries } from "../../../src/i18n/messages";
import {
  isCanonicalPath,
  localizedHref,
  localizedPages,
  type CanonicalPath,
} from "../../../src/lib/route-table";

export { fill, formatDate, formatNumber, locales, plural, pluralForm, type Locale };
export { cityAndRegion, localityLine } from "../../../src/i18n/postal";
export { productSlugs } from "../../../src/content/schemas/software";
export { serviceSlugs } from "../../../src/content/schemas/services";

const contentRoot = path.resolve("content");

// ---------------------------------------------------------------------------------
// Page headings, titles and descriptions: the one accessor.

export type { PageText };

/** content/<locale>/pages.yaml as written, its {facts} filled the language's way. */
function pagesFile(locale: Locale): Record<PageKey, PageText> {
  return contentYaml<{ pages: Record<PageKey, PageText> }>(locale, "pages.yaml").pages;
}

/**
 * A page's heading, title and description in a language, by its canonical path (as
 * content and the route table name it) or as the not-found (/404) or error (/500) page.
 */
export function pageText(page: PageKey | string, locale: Locale): PageText {
  if (page !== "/404" && page !== "/500" && !isCanonicalPath(page)) {
    throw new Error(`${page} is not a page of the site`);
  }
  const { heading, title, description } = pagesFile(locale)[page as PageKey];
  return { heading, title, description };
}

/** A built page in one language: where it is, which page it is, and its words. */
export type SitePage = PageText & {
  path: string;
  canonical: CanonicalPath;
  locale: Locale;
  indexable: boolean;
};

/** Every page of the route table in both languages (English first), with its words. */
export const sitePages: readonly SitePage[] = localizedPages.map((page) => ({
  path: page.path,
  canonical: page.canonical,
  locale: page.locale,
  indexable: page.indexable !== false,
  ...pageText(page.canonical, page.locale),
}));

/**
 * A page's address in a language: "/software/sage300" → "/fr/logiciels/sage300". Takes
 * what content writes (a canonical path, with a ?query or #fragment kept), and refuses
 * anything else, so that a spec never compares with an address the site cannot have.
 */
export function pathOf(href: string, locale: Locale): string {
  const pathname = href.replace(/[?#].*$/, "");
  if (!isCanonicalPath(pathname)) throw new Error(`${href} is not a page of the site`);
  return localizedHref(href, locale);
}

/** The <title> a page carries: its title, then the company's name. */
export function documentTitle(title: string): string {
  return `${title} | ${companyFacts().name}`;
}

// ---------------------------------------------------------------------------------
// Company facts: the one accessor.

/** The company's facts, contact details and external addresses: content/site.yaml as written. */
export function companyFacts(): z.input<typeof siteSchema> {
  return parse(readFileSync(path.join(contentRoot, "site.yaml"), "utf8")) as z.input<
    typeof siteSchema
  >;
}

/**
 * A phone number as a page in `locale` shows it: as content writes it in English, the
 * OQLF way in French (« 613 555-0100 », src/i18n/postal.ts).
 */
export function phoneIn(phone: { display: string }, locale: Locale): string {
  return phoneText(phone.display, locale);
}

/** The company's address as a page in `locale` writes it: site.yaml's, or its French words. */
export function addressIn(locale: Locale): PostalAddress {
  const { fr, ...english } = companyFacts().address;
  return locale === "fr" ? { ...english, ...fr } : english;
}

/** The facts as a language writes them in copy ({companiesServed} → "3,750" / "3 750"). */
export function factsIn(locale: Locale): Readonly<Record<string, string>> {
  return factsByLocale[locale];
}

// ---------------------------------------------------------------------------------
// Interface words (code) and menus (content/navigation.ts).

/** The interface dictionary of a language (src/i18n/en, src/i18n/fr). */
export function ui(locale: Locale) {
  return dictionaries[locale];
}

/** The menus, footer links and side list of a language (content/<locale>/navigation.yaml, as the site reads it). */
export function menus(locale: Locale) {
  return navigation[locale];
}

/** A page's name in the menus: the label of its link, wherever the menus name it. */
export function menuLabel(page: CanonicalPath | string, locale: Locale): string {
  const nav = menus(locale);
  const links = [
    ...nav.mainMenu.flatMap((group) =>
      group.items.flatMap((item) => ("items" in item ? item.items : [item])),
    ),
    ...nav.sideList.links,
    nav.contactLink,
  ];
  const link = links.find((l) => l.to === page);
  if (!link) throw new Error(`No menu names ${page} in ${locale}`);
  return link.label;
}

// ---------------------------------------------------------------------------------
// Content files, parsed as the site reads them, facts filled in.

/** content/<locale>/<name>, parsed, with every {fact} filled the language's way. */
export function contentYaml<T>(locale: Locale, name: string): T {
  const text = readFileSync(path.join(contentRoot, locale, name), "utf8");
  return fillFactsDeep(parse(text), locale) as T;
}

// The shapes of the files as they are written (a schema's input), not as the site
// transforms them: what a spec compares with is what an editor wrote.
type Written<S extends z.ZodType> = z.input<S>;

export const home = (locale: Locale) =>
  contentYaml<Written<typeof homeSchema>>(locale, "home.yaml");
export const about = (locale: Locale) =>
  contentYaml<Written<typeof aboutFileSchema>>(locale, "about.yaml");
export const offices = (locale: Locale) =>
  contentYaml<Written<typeof officesFileSchema>>(locale, "offices.yaml");
export const testimonials = (locale: Locale) =>
  contentYaml<Written<typeof testimonialsFileSchema>>(locale, "testimonials.yaml");
export const successStories = (locale: Locale) =>
  contentYaml<Written<typeof successStoriesFileSchema>>(locale, "success-stories.yaml");
export const awards = (locale: Locale) =>
  contentYaml<Written<typeof awardsFileSchema>>(locale, "awards.yaml");
export const newsletters = (locale: Locale) =>
  contentYaml<Written<typeof newslettersSchema>>(locale, "newsletters.yaml");
export const trainingVideos = (locale: Locale) =>
  contentYaml<Written<typeof trainingVideosSchema>>(locale, "training-videos.yaml");
export const supportDesk = (locale: Locale) =>
  contentYaml<Written<typeof supportDeskSchema>>(locale, "support-desk.yaml");
export const contactPage = (locale: Locale) =>
  contentYaml<Written<typeof contactSchema>>(locale, "contact.yaml");
export const privacyPolicy = (locale: Locale) =>
  contentYaml<Written<typeof privacyPolicySchema>>(locale, "privacy.yaml");
export const accessibilityStatement = (locale: Locale) =>
  contentYaml<Written<typeof accessibilityStatementSchema>>(locale, "accessibility.yaml");
export const softwareOverview = (locale: Locale) =>
  contentYaml<Written<typeof softwareOverviewSchema>>(locale, "software/overview.yaml");
export const product = (slug: ProductSlug, locale: Locale) =>
  contentYaml<Written<typeof productSchema>>(locale, `software/${slug}.yaml`);
export const service = (slug: ServiceSlug, locale: Locale) =>
  contentYaml<Written<typeof serviceSchema>>(locale, `services/${slug}.yaml`);

/** A software or service page's section, as its file writes it. */
export type Section = Written<typeof productSchema>["sections"][number];

export type PressRelease = Omit<Written<typeof pressReleaseSchema>, "date"> & {
  /** The release's date, YYYY-MM-DD. */
  date: string;
  /** The file name without .md: the release's identity and anchor in both languages. */
  slug: string;
  /** Its page in its language, at the address its urlSlug gives. */
  path: string;
  /** Its page in each language. */
  paths: Record<Locale, string>;
  /** The first paragraph as plain text: what the list shows of it. */
  summary: string;
};

/**
 * A release's first paragraph as a reader sees it: Markdown's links and emphasis as
 * their words, runs of spaces and line breaks as one space (no-break spaces kept).
 */
function firstParagraph(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? "";
  return paragraph
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|`)(.+?)\1/g, "$2")
    .replace(/[^\S\u00a0\u202f]+/g, " ")
    .trim();
}

/** A Markdown file's YAML front matter, between two --- lines at its top, and its body. */
function frontMatter(text: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) throw new Error("a press release without front matter");
  return { data: parse(match[1] ?? ""), body: text.slice(match[0].length) };
}

/** The press releases of a language, newest first (by date, then by file name). */
export function pressReleases(locale: Locale): PressRelease[] {
  const folder = path.join(contentRoot, locale, "press-releases");
  const addresses = pressReleaseAddresses(contentRoot);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => {
      const { data, body } = frontMatter(readFileSync(path.join(folder, file), "utf8"));
      const fields = data as Written<typeof pressReleaseSchema>;
      const slug = file.replace(/\.md$/, "");
      const { paths } = addresses.find((release) => release.file === slug)!;
      return {
        ...fields,
        date: String(fields.date),
        slug,
        path: paths[locale],
        paths,
        summary: firstParagraph(body),
      };
    })
    .sort((a, b) =>
      a.date === b.date ? b.slug.localeCompare(a.slug) : b.date.localeCompare(a.date),
    );
}

// ---------------------------------------------------------------------------------
// Small helpers over content.

/** The number of entries of each value of `key`, in the order the values first appear. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Text as a RegExp source that any run of white space matches: accessible names are
 * compared with their spaces made plain, no-break ones included.
 */
export function spaced(text: string): string {
  return escapeRegExp(text.trim()).replace(/\s+/g, "\\s+");
}

/** The links of text written with [label](/path) links, as content writes them. */
export function linksIn(text: string): { label: string; to: string }[] {
  return [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => ({ label: m[1]!, to: m[2]! }));
}

/** Text written with [label](/path) links, as a reader sees it: the labels alone. */
export function plainText(text: string): string {
  return text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, "$1");
}

/** Where the build serves a file that content names by its media path. */
export function mediaUrl(mediaPath: string): string {
  return `${(process.env.MEDIA_BASE_URL ?? "/media").replace(/\/$/, "")}/${mediaPath}`;
}

/**
 * Markdown text as a RegExp that matches it rendered: the site's Markdown curls quotes
 * and apostrophes ("it's" → "it’s") and turns -- and ... into dashes and ellipses.
 */
export function renderedMarkdown(text: string): RegExp {
  const source = spaced(text)
    .replace(/'/g, "['‘’]")
    .replace(/"/g, '["“”]')
    .replace(/---/g, "(?:---|—)")
    .replace(/--/g, "(?:--|–)")
    .replace(/\\\.\\\.\\\./g, "(?:\\.\\.\\.|…)");
  return new RegExp(`^${source}$`);
}

/**
 * The route table: the address of every page, in English (its canonical path, which
 * names the page everywhere in the code and content) and in French (its path under
 * /fr), with its old addresses and flags. Addresses only: each page's words are in
 * content/<language>/pages.yaml (src/content/pages.ts). Both languages' pages are
 * built from it (src/pages/[...path].astro); it drives the redirect rules (server,
 * nginx, _redirects), the sitemap and robots.txt. Plain data and pure functions
 * only: it is imported by the browser bundle, the build config, the server and the
 * scripts alike.
 */
import { frenchPrefix, locales, localeOfPath, type Locale } from "../i18n/locale";

export type PageRoute = {
  /** Leading slash, no trailing slash. */
  path: string;
  /**
   * The French twin, under /fr: its path is chosen once and kept; a French path it had
   * before (`aliases`) answers 301 to it.
   */
  fr: { path: string; aliases?: readonly string[] };
  /** Older or misspelled paths that must answer 301 to this page. */
  aliases?: readonly string[];
  /**
   * The original site linked to this page with a relative href (no leading slash),
   * so browsers resolved it against whatever page the visitor was on. Those
   * resolved paths redirect here too.
   */
  linkedRelatively?: boolean;
  /** Sitemap priority, 0-1. */
  priority?: number;
  /** False for pages search engines should not list (the form's thank-you page). */
  indexable?: boolean;
  /**
   * The page ends with its own call to action (a product's demo band, a service's
   * offer), or is the contact form or its thank-you page: the site's 'How can we help?'
   * band, which closes every other page, is left out, so that no page ends with two.
   */
  endsWithContact?: true;
};

const pageTable = [
  {
    path: "/",
    fr: { path: "/fr" },
    priority: 1,
  },
  {
    path: "/software",
    fr: { path: "/fr/logiciels" },
    priority: 0.9,
  },
  {
    path: "/software/sage300",
    fr: { path: "/fr/logiciels/sage300" },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage100",
    fr: { path: "/fr/logiciels/sage100" },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage-intact",
    fr: { path: "/fr/logiciels/sage-intacct" },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage-crm",
    fr: { path: "/fr/logiciels/sage-crm" },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage-hrms-payroll",
    fr: { path: "/fr/logiciels/sage-rh-paie" },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/services/hosting",
    fr: { path: "/fr/services/hebergement" },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/managed-services",
    fr: { path: "/fr/services/services-geres" },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/disaster-recovery",
    fr: { path: "/fr/services/reprise-apres-sinistre" },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/client-care",
    // The French page had the English slug until the review of 2026-11-28.
    fr: { path: "/fr/services/forfait-soutien-ti", aliases: ["/fr/services/client-care"] },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/network",
    fr: { path: "/fr/services/reseaux" },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/company/about-us",
    fr: { path: "/fr/entreprise/a-propos" },
    linkedRelatively: true,
    priority: 0.7,
  },
  {
    path: "/company/offices",
    fr: { path: "/fr/entreprise/bureaux" },
    linkedRelatively: true,
    priority: 0.6,
  },
  {
    path: "/company/customer/succes-stories",
    fr: { path: "/fr/entreprise/clients/reussites" },
    aliases: ["/company/customer/success-stories"],
    linkedRelatively: true,
    priority: 0.6,
  },
  {
    path: "/company/customer/testimonal",
    fr: { path: "/fr/entreprise/clients/temoignages" },
    aliases: ["/company/customer/testimonials"],
    linkedRelatively: true,
    priority: 0.6,
  },
  {
    path: "/company/press-releases",
    fr: { path: "/fr/entreprise/communiques" },
    linkedRelatively: true,
    priority: 0.5,
  },
  {
    path: "/company/awards",
    fr: { path: "/fr/entreprise/prix" },
    linkedRelatively: true,
    priority: 0.5,
  },
  {
    path: "/support/contact-support",
    fr: { path: "/fr/soutien/joindre-le-soutien" },
    priority: 0.6,
  },
  {
    path: "/support/newsletters",
    fr: { path: "/fr/soutien/infolettres" },
    priority: 0.5,
  },
  {
    path: "/support/training-videos",
    fr: { path: "/fr/soutien/videos-de-formation" },
    priority: 0.5,
  },
  {
    path: "/contact",
    fr: { path: "/fr/nous-joindre" },
    aliases: ["/company/contact"],
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/contact/thank-you",
    fr: { path: "/fr/nous-joindre/merci" },
    indexable: false,
    endsWithContact: true,
  },
  {
    path: "/privacy",
    fr: { path: "/fr/confidentialite" },
    priority: 0.3,
  },
  {
    path: "/accessibility",
    fr: { path: "/fr/accessibilite" },
    priority: 0.3,
  },
  {
    // Search results are for the visitor who asked, not for search engines' listings.
    path: "/search",
    fr: { path: "/fr/recherche" },
    indexable: false,
  },
] as const satisfies readonly PageRoute[];

export type CanonicalPath = (typeof pageTable)[number]["path"];

/** Every page, in menu order, by its English (canonical) path. */
export const pages: readonly (PageRoute & { path: CanonicalPath })[] = pageTable;

/** A built page in one language: its address and which page it is. */
export type LocalizedRoute = {
  /** Where the page is in its language. */
  path: string;
  /** The page's English path, which names it in code and content. */
  canonical: CanonicalPath;
  locale: Locale;
  priority?: number;
  indexable?: boolean;
};

function localize(page: (typeof pages)[number], locale: Locale): LocalizedRoute {
  return {
    path: locale === "en" ? page.path : page.fr.path,
    canonical: page.path,
    locale,
    priority: page.priority,
    indexable: page.indexable,
  };
}

/** Every page in every language: English first, then French, each in menu order. */
export const localizedPages: readonly LocalizedRoute[] = locales.flatMap((locale) =>
  pages.map((page) => localize(page, locale)),
);

const byPath = new Map(localizedPages.map((page) => [page.path, page]));

/** The page built at this path, in either language. */
export function pageAt(pathname: string): LocalizedRoute | undefined {
  return byPath.get(pathname);
}

/** Where a page is in a language, by its canonical path (its words: src/content/pages.ts). */
export function routeIn(canonical: CanonicalPath, locale: Locale): LocalizedRoute {
  const page = pages.find((p) => p.path === canonical);
  if (!page) throw new Error(`No page for ${canonical}`);
  return localize(page, locale);
}

/** Where a page is in a language: "/software/sage300" → "/fr/logiciels/sage300". */
export function localizedPath(canonical: CanonicalPath, locale: Locale): string {
  return locale === "en" ? canonical : routeIn(canonical, locale).path;
}

/**
 * A link target in a language. Accepts a canonical path with a ?query or #fragment
 * ("/contact?product=sage300", "/company/press-releases#2019-…"): they are kept.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === "en") return href;
  // The path, then what follows it (?query and/or #fragment), kept as it is.
  const end = href.search(/[?#]/);
  const pathname = end === -1 ? href : href.slice(0, end);
  if (!isCanonicalPath(pathname)) return href;
  return localizedPath(pathname, locale) + (end === -1 ? "" : href.slice(end));
}

/**
 * A press release's own page, under the press releases page in each language, by the
 * slug of its address in that language (see pressReleaseSlug):
 * /company/press-releases/2019-05-14-number-one-…,
 * /fr/entreprise/communiques/2019-05-14-premier-partenaire-…
 */
export function pressReleasePath(slug: string, locale: Locale): string {
  return `${localizedPath("/company/press-releases", locale)}/${slug}`;
}

/**
 * The last segment of a press release's address in a language: its date, then the
 * words of its `urlSlug` in that language's file. The file name, the same in both
 * languages, is the release's identity (and its first address: pressReleaseRedirects
 * in src/content/press-release-addresses.ts leads it to this one).
 */
export function pressReleaseSlug(date: string, urlSlug: string): string {
  return `${date}-${urlSlug}`;
}

/** The pages built from a collection rather than the table: the press releases'. */
export const collectionBases: readonly string[] = locales.map((locale) =>
  localizedPath("/company/press-releases", locale),
);

/** A collection entry's page path (a press release's), by where it is. */
export function isCollectionPath(pathname: string): boolean {
  return collectionBases.some(
    (base) =>
      pathname.startsWith(`${base}/`) && /^[a-z0-9-]+$/.test(pathname.slice(base.length + 1)),
  );
}

/**
 * The brand's share card in each language (the company's name and its tagline): the
 * home page's, and any page's without a card of its own, in that page's language.
 */
export const brandShareImage: Readonly<Record<Locale, string>> = {
  en: "/og-default.png",
  fr: "/og-default-fr.png",
};

/** Whether a share image is one of the brand's cards rather than a page's own. */
export function isBrandShareImage(image: string): boolean {
  return Object.values(brandShareImage).includes(image);
}

/**
 * A page's share image (og:image): a card with its title, drawn for every indexable
 * page but the home pages by src/pages/share/[card].png.ts, or the brand's card in the
 * page's language (by its path; the not-found page, which has none, names its language).
 * "/share/software-sage300.png", "/share/fr-logiciels-sage300.png", "/og-default-fr.png".
 */
export function shareImagePath(
  path: string | undefined,
  locale: Locale = path ? localeOfPath(path) : "en",
): string {
  if (path && isCollectionPath(path)) return `/share/${path.slice(1).replaceAll("/", "-")}.png`;
  const page = path ? pageAt(path) : undefined;
  if (!page || page.canonical === "/" || page.indexable === false) return brandShareImage[locale];
  return `/share/${page.path.slice(1).replaceAll("/", "-")}.png`;
}

/** The not-found page: built at this path, served with status 404 for every unknown path. */
export const notFoundPath = "/404";

/** The error page: built at this path, sent with status 500 when the server fails. */
export const errorPath = "/500";

/** The not-found and error pages of each language: /404 and /fr/404, /500 and /fr/500. */
export function notFoundPathIn(locale: Locale): string {
  return locale === "en" ? notFoundPath : `${frenchPrefix}${notFoundPath}`;
}

export function errorPathIn(locale: Locale): string {
  return locale === "en" ? errorPath : `${frenchPrefix}${errorPath}`;
}

/** The language's not-found page for a request path: French under /fr, else English. */
export function notFoundPathFor(pathname: string): string {
  return notFoundPathIn(localeOfPath(pathname));
}

/** Every path the build writes a page for: each page in each language, the 404 and error pages. */
export function builtPaths(): string[] {
  return [
    ...localizedPages.map((page) => page.path),
    ...locales.flatMap((locale) => [notFoundPathIn(locale), errorPathIn(locale)]),
  ];
}

/**
 * Where the build writes a page, relative to the site folder: index.html in the
 * page's folder, and the English 404 and error pages (Astro's src/pages/404.astro
 * and 500.astro) as 404.html and 500.html. The French ones are ordinary pages to
 * Astro: fr/404/index.html.
 */
export function pageFileOf(pathname: string): string {
  if (pathname === notFoundPath) return "404.html";
  if (pathname === errorPath) return "500.html";
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
}

export function pageFor(path: CanonicalPath): PageRoute {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page for ${path}`);
  return page;
}

function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/**
 * Every non-canonical path the site answers with a 301, mapped to its canonical
 * path. A finite map, so our server, the nginx snippet and the _redirects file
 * behave identically. French pages answer their trailing-slash form and their
 * former French paths (`fr.aliases`) only: the original site had no French.
 */
export function redirectMap(): Map<string, string> {
  const map = new Map<string, string>();
  const built = new Set<string>(localizedPages.map((p) => p.path));
  const add = (from: string, to: string) => {
    if (from !== to && !built.has(from) && !map.has(from)) map.set(from, to);
  };

  for (const page of localizedPages) {
    if (page.path !== "/") add(withTrailingSlash(page.path), page.path);
  }
  for (const page of pages) {
    for (const alias of page.aliases ?? []) {
      add(alias, page.path);
      add(withTrailingSlash(alias), page.path);
    }
    for (const alias of page.fr.aliases ?? []) {
      add(alias, page.fr.path);
      add(withTrailingSlash(alias), page.fr.path);
    }
  }

  // Relative links of the original site, resolved against each page a visitor
  // could have been on (canonical or trailing-slash form).
  const directories = new Set<string>();
  for (const page of pages) {
    directories.add(directoryOf(page.path));
    if (page.path !== "/") directories.add(withTrailingSlash(page.path));
  }
  for (const page of pages) {
    if (!page.linkedRelatively) continue;
    const relative = page.path.slice(1);
    for (const dir of directories) {
      add(dir + relative, page.path);
      add(withTrailingSlash(dir + relative), page.path);
    }
  }
  return map;
}

/**
 * Where a request path should be redirected, or null when it is canonical or
 * unknown. The query string is the caller's to keep.
 */
export function resolveRedirect(pathname: string, map = redirectMap()): string | null {
  return map.get(pathname) ?? null;
}

/** An English page's path: what content links and menus name. */
export function isCanonicalPath(pathname: string): pathname is CanonicalPath {
  return pages.some((p) => p.path === pathname);
}

/** A page's path in either language. */
export function isPagePath(pathname: string): boolean {
  return byPath.has(pathname);
}

/** getStaticPaths of a language's catch-all page entry: one route per page of the table. */
export function staticPathsIn(locale: Locale) {
  const prefix = locale === "en" ? "" : frenchPrefix;
  return localizedPages
    .filter((page) => page.locale === locale)
    .map((page) => {
      const rest = page.path.slice(prefix.length).replace(/^\//, "");
      return {
        params: { path: rest === "" ? undefined : rest },
        props: { canonical: page.canonical },
      };
    });
}

import { navigation } from "~/content/navigation";
import { site, siteAddress } from "~/content/site";
import type { PostalAddress } from "~/content/schemas/postal-address";
import { languageTag, locales, ogLocale, otherLocale, type Locale } from "~/i18n/locale";
import { mediaUrl } from "./media";
import {
  isCanonicalPath,
  shareImagePath,
  isBrandShareImage,
  type CanonicalPath,
} from "./route-table";
import { errorPage, notFoundPage, pageIn, sectionNamesIn, type PageText } from "~/content/pages";

/** One tag of a page's <head>, rendered by src/layouts/document.astro. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | {
      tagName: "link";
      rel: string;
      href: string;
      hreflang?: string;
      /** The linked file's media type: a feed's (application/rss+xml). */
      type?: string;
      /** The link's title attribute (a feed's name); not `title`, which names the <title> tag. */
      label?: string;
    }
  | { "script:ld+json": object };

/** The origin this build is published at (SITE_URL at build time). */
export const siteUrl = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/**
 * A media file's absolute URL, as structured data needs: the media host is a path
 * on our origin by default, or another origin (MEDIA_BASE_URL).
 */
export function absoluteMediaUrl(path: string): string {
  const url = mediaUrl(path);
  return url.startsWith("/") ? absoluteUrl(url) : url;
}

export function fullTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/**
 * A schema.org PostalAddress, with the region and country as codes; the words are the
 * page's (a French page gives the French form of a Canadian address).
 */
export function postalAddressJsonLd(address: PostalAddress) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.regionCode,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  } as const;
}

/**
 * The company as a schema.org Organization, the same node (one @id) in both languages:
 * what every page says of it whatever its language.
 */
export const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": `${site.url}/#organization`,
  name: site.name,
  logo: `${site.url}/logo.svg`,
  foundingDate: String(site.foundingYear),
  telephone: site.phones.main.e164,
  email: site.emails.info,
} as const;

/**
 * The Organization as a page in a language gives it: its home page and its address in
 * that language, so a French page's structured data leads to French pages only.
 */
export function organizationJsonLdIn(locale: Locale) {
  const home = pageIn("/", locale).path;
  return {
    ...organizationJsonLd,
    url: home === "/" ? `${site.url}/` : `${site.url}${home}`,
    address: postalAddressJsonLd(siteAddress(locale)),
  } as const;
}

/** How other structured data points at the Organization (author, publisher, provider). */
export const organizationRef = { "@id": organizationJsonLd["@id"] } as const;

type SeoInput = Pick<PageText, "title" | "description"> & {
  locale: Locale;
  /** The page's own path; omitted for pages that have none (the 404 page). */
  path?: string;
  /** The page's path in each language: its hreflang alternates. */
  alternates?: Readonly<Record<Locale, string>>;
  /** Keep the page out of search results (also implied on non-production builds). */
  noindex?: boolean;
  /** Page-specific JSON-LD objects; the Organization is on every page already. */
  jsonLd?: readonly object[];
};

/** What a share image shows, for people who cannot see it (the brand card: its tagline). */
const shareImageAlt: Record<Locale, { brand: string; card: (title: string) => string }> = {
  en: {
    brand: `${site.name} logo and “${navigation.en.footer.tagline}” on a navy background`,
    card: (title) => `${title}, under the ${site.name} logo`,
  },
  fr: {
    brand: `Logo de ${site.name} et «\u00a0${navigation.fr.footer.tagline}\u00a0» sur fond bleu marine`,
    card: (title) => `${title}, sous le logo de ${site.name}`,
  },
};

/** A page's share image and what it shows (src/pages/share/[card].png.ts draws the cards). */
function shareImage(title: string, path: string | undefined, locale: Locale) {
  const file = shareImagePath(path, locale);
  const words = shareImageAlt[locale];
  const alt = isBrandShareImage(file) ? words.brand : words.card(title);
  return { url: absoluteUrl(file), alt };
}

/**
 * hreflang alternates: the page in each language, and x-default (English) for a
 * reader of neither. Reciprocal by construction: both twins list the same three.
 */
export function alternateLinks(paths: Readonly<Record<Locale, string>>): HeadTag[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hreflang: languageTag[locale],
      href: absoluteUrl(paths[locale]),
    })),
    { tagName: "link", rel: "alternate", hreflang: "x-default", href: absoluteUrl(paths.en) },
  ];
}

/** A route-table page's path in each language. */
export function twinPaths(canonical: CanonicalPath): Record<Locale, string> {
  return { en: pageIn(canonical, "en").path, fr: pageIn(canonical, "fr").path };
}

/** Every page's head tags come from here, so nothing may be forgotten. */
export function seo({
  title,
  description,
  locale,
  path,
  alternates,
  noindex = false,
  jsonLd = [],
}: SeoInput): HeadTag[] {
  const image = shareImage(title, path, locale);
  const tags: HeadTag[] = [
    { title: fullTitle(title) },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: image.alt },
    // Canadian English or French, as <html lang> says; the twin is the alternate.
    { property: "og:locale", content: ogLocale[locale] },
    { property: "og:locale:alternate", content: ogLocale[otherLocale(locale)] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    { "script:ld+json": organizationJsonLdIn(locale) },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
  if (path) {
    tags.push({ tagName: "link", rel: "canonical", href: absoluteUrl(path) });
    tags.push({ property: "og:url", content: absoluteUrl(path) });
  }
  if (alternates) tags.push(...alternateLinks(alternates));
  if (noindex || !path || siteUrl !== site.url) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export type Crumb = { name: string; path?: string };

export const homeName: Record<Locale, string> = { en: "Home", fr: "Accueil" };

/**
 * Home › section › ... › the page, in the page's language; only pages carry a path
 * (their path in that language). Built from the English path's segments.
 */
export function breadcrumbTrail(path: CanonicalPath, locale: Locale = "en"): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  const trail: Crumb[] = [{ name: homeName[locale], path: pageIn("/", locale).path }];
  segments.forEach((_segment, i) => {
    const prefix = `/${segments.slice(0, i + 1).join("/")}`;
    const isPage = isCanonicalPath(prefix);
    const isLast = i === segments.length - 1;
    // The page itself goes by its h1; the levels above by their short section name.
    const name =
      (!isLast ? sectionNamesIn(locale)[prefix] : undefined) ??
      (isPage ? pageIn(prefix as CanonicalPath, locale).heading : undefined);
    if (!name)
      throw new Error(
        `No breadcrumb name for ${prefix}: add it to sections in content/${locale}/pages.yaml`,
      );
    trail.push(isPage ? { name, path: pageIn(prefix as CanonicalPath, locale).path } : { name });
  });
  return trail;
}

/**
 * schema.org BreadcrumbList for a page; null on the home page, which has no trail.
 * Only the levels that are pages: search engines want every level but the last to
 * link somewhere, and folders such as /company have no page.
 */
export function breadcrumbJsonLd(
  path: CanonicalPath,
  locale: Locale = "en",
  /** A page below the table's page (a press release under the press releases). */
  below?: Crumb,
): object | null {
  if (path === "/") return null;
  const trail = [...breadcrumbTrail(path, locale), ...(below ? [below] : [])];
  const linked = trail.flatMap((crumb) =>
    crumb.path ? [{ name: crumb.name, path: crumb.path }] : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: linked.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The page as a schema.org WebPage: its name, address and language. */
export function webPageJsonLd(path: CanonicalPath, locale: Locale): object {
  const page = pageIn(path, locale);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${absoluteUrl(page.path)}#webpage`,
    url: absoluteUrl(page.path),
    name: page.title,
    description: page.description,
    inLanguage: languageTag[locale],
    // The site in the page's language, as webSiteJsonLd describes it on that home page.
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl(pageIn("/", locale).path) },
    publisher: organizationRef,
  };
}

/**
 * The site as a schema.org WebSite with its search (a SearchAction): search engines
 * may offer a search box that opens our results page. On the home page of each
 * language, searching that language's pages.
 */
export function webSiteJsonLd(locale: Locale): object {
  const home = pageIn("/", locale);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${absoluteUrl(home.path)}#website`,
    name: site.name,
    url: absoluteUrl(home.path),
    inLanguage: languageTag[locale],
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(pageIn("/search", locale).path)}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The tags for a page in the route table, in a language, with its BreadcrumbList. */
export function pageMeta(
  path: CanonicalPath,
  locale: Locale = "en",
  jsonLd: readonly object[] = [],
): HeadTag[] {
  const page = pageIn(path, locale);
  const breadcrumbs = breadcrumbJsonLd(path, locale);
  return seo({
    title: page.title,
    description: page.description,
    locale,
    path: page.path,
    alternates: twinPaths(path),
    noindex: page.indexable === false,
    jsonLd: [webPageJsonLd(path, locale), ...jsonLd, ...(breadcrumbs ? [breadcrumbs] : [])],
  });
}

export function errorMeta(locale: Locale = "en"): HeadTag[] {
  // The error page's own title, without the site's suffix: the original's wording.
  return [
    { title: errorPage[locale].title },
    { name: "description", content: errorPage[locale].description },
    { name: "robots", content: "noindex" },
  ];
}

export function notFoundMeta(locale: Locale = "en"): HeadTag[] {
  return seo({
    title: notFoundPage[locale].title,
    description: notFoundPage[locale].description,
    locale,
  });
}

import { site } from "~content/site";
import type { PostalAddress } from "~/content/schemas/postal-address";
import { mediaUrl } from "./media";
import {
  isCanonicalPath,
  notFoundPage,
  pageFor,
  sectionNames,
  shareImagePath,
  defaultShareImage,
  errorPage,
  type CanonicalPath,
  type PageRoute,
} from "./route-table";

/** One tag of a page's <head>, rendered by src/layouts/document.astro. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
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

/** A schema.org PostalAddress, with the region and country as codes. */
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

export const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": `${site.url}/#organization`,
  name: site.name,
  url: `${site.url}/`,
  logo: `${site.url}/logo.svg`,
  foundingDate: String(site.foundingYear),
  telephone: site.phones.main.e164,
  email: site.emails.info,
  address: postalAddressJsonLd(site.address),
} as const;

/** How other structured data points at the Organization (author, publisher, provider). */
export const organizationRef = { "@id": organizationJsonLd["@id"] } as const;

type SeoInput = Pick<PageRoute, "title" | "description"> & {
  /** Canonical path; omitted for pages that have none (the 404 page). */
  path?: string;
  /** Keep the page out of search results (also implied on non-production builds). */
  noindex?: boolean;
  /** Page-specific JSON-LD objects; the Organization is on every page already. */
  jsonLd?: readonly object[];
};

/** What the default share image shows, for people who cannot see it. */
const defaultShareImageAlt = `${site.name} logo on a navy background`;

/** A page's share image and what it shows (scripts/media/og-image.ts draws the cards). */
function shareImage(title: string, path: string | undefined) {
  const file = shareImagePath(path);
  const alt =
    file === defaultShareImage ? defaultShareImageAlt : `${title}, under the ${site.name} logo`;
  return { url: absoluteUrl(file), alt };
}

/** Every page's head tags come from here, so nothing may be forgotten. */
export function seo({
  title,
  description,
  path,
  noindex = false,
  jsonLd = [],
}: SeoInput): HeadTag[] {
  const image = shareImage(title, path);
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
    // The pages are written in Canadian English (<html lang="en-CA">).
    { property: "og:locale", content: "en_CA" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    { "script:ld+json": organizationJsonLd },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
  if (path) {
    tags.push({ tagName: "link", rel: "canonical", href: absoluteUrl(path) });
    tags.push({ property: "og:url", content: absoluteUrl(path) });
  }
  if (noindex || !path || siteUrl !== site.url) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export type Crumb = { name: string; path?: string };

/** Home › section › ... › the page; only canonical pages carry a path. */
export function breadcrumbTrail(path: CanonicalPath): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  const trail: Crumb[] = [{ name: "Home", path: "/" }];
  segments.forEach((_segment, i) => {
    const prefix = `/${segments.slice(0, i + 1).join("/")}`;
    const isPage = isCanonicalPath(prefix);
    const isLast = i === segments.length - 1;
    // The page itself goes by its h1; the levels above by their short section name.
    const name =
      (!isLast ? sectionNames[prefix] : undefined) ??
      (isPage ? pageFor(prefix as CanonicalPath).heading : undefined);
    if (!name) throw new Error(`No breadcrumb name for ${prefix}: add it to sectionNames`);
    trail.push(isPage ? { name, path: prefix } : { name });
  });
  return trail;
}

/**
 * schema.org BreadcrumbList for a page; null on the home page, which has no trail.
 * Only the levels that are pages: search engines want every level but the last to
 * link somewhere, and folders such as /company have no page.
 */
export function breadcrumbJsonLd(path: CanonicalPath): object | null {
  if (path === "/") return null;
  const linked = breadcrumbTrail(path).flatMap((crumb) =>
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

/** The tags for a page in the route table, with its BreadcrumbList. */
export function pageMeta(path: CanonicalPath, jsonLd: readonly object[] = []): HeadTag[] {
  const page = pageFor(path);
  const breadcrumbs = breadcrumbJsonLd(path);
  return seo({
    title: page.title,
    description: page.description,
    path: page.path,
    noindex: page.indexable === false,
    jsonLd: breadcrumbs ? [...jsonLd, breadcrumbs] : jsonLd,
  });
}

export function errorMeta(): HeadTag[] {
  // The error page's own title, without the site's suffix: the original's wording.
  return [
    { title: errorPage.title },
    { name: "description", content: errorPage.description },
    { name: "robots", content: "noindex" },
  ];
}

export function notFoundMeta(): HeadTag[] {
  return seo({
    title: notFoundPage.title,
    description: notFoundPage.description,
  });
}

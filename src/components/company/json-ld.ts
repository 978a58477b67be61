import { site } from "~/content/site";
import type { Headquarters } from "~/content/schemas/offices";
import { languageTag, type Locale } from "~/i18n/locale";
import { localizedPath } from "~/lib/route-table";
import {
  absoluteMediaUrl,
  absoluteUrl,
  organizationJsonLd,
  organizationRef,
  postalAddressJsonLd,
} from "~/lib/seo";

/** Structured data for the company pages. Pure functions of the content. */

/**
 * One LocalBusiness per headquarters, each a branch of the Organization, named and
 * addressed by the page in its language (so the two pages never give one node two names).
 */
export function headquartersJsonLd(
  headquarters: readonly Headquarters[],
  locale: Locale,
): object[] {
  const page = absoluteUrl(localizedPath("/company/offices", locale));
  return headquarters.map((hq) => ({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${page}#${hq.id}`,
    name: `${site.name}, ${hq.name}`,
    url: `${page}#${hq.id}`,
    image: organizationJsonLd.logo,
    telephone: hq.phone.e164,
    address: postalAddressJsonLd(hq),
    geo: { "@type": "GeoCoordinates", ...hq.coordinates },
    branchOf: organizationRef,
    parentOrganization: organizationRef,
  }));
}

export type NewsArticleInput = {
  /** Its page in the page's language. */
  path: string;
  heading: string;
  date: string;
  image?: string;
};

/** One press release as a NewsArticle, on its own page, in the page's language. */
export function newsArticleJsonLd(release: NewsArticleInput, locale: Locale) {
  const page = absoluteUrl(release.path);
  return {
    "@type": "NewsArticle",
    "@id": `${page}#article`,
    url: page,
    mainEntityOfPage: page,
    headline: release.heading,
    inLanguage: languageTag[locale],
    datePublished: release.date,
    ...(release.image ? { image: [absoluteMediaUrl(release.image)] } : {}),
    author: organizationRef,
    publisher: organizationRef,
  };
}

/** Every press release as a NewsArticle in the page's language, in one graph. */
export function pressReleasesJsonLd(releases: readonly NewsArticleInput[], locale: Locale): object {
  return {
    "@context": "https://schema.org",
    "@graph": releases.map((release) => newsArticleJsonLd(release, locale)),
  };
}

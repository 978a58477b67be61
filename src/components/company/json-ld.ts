import { site } from "~content/site";
import type { Headquarters } from "~/content/schemas/offices";
import {
  absoluteMediaUrl,
  absoluteUrl,
  organizationJsonLd,
  organizationRef,
  postalAddressJsonLd,
} from "~/lib/seo";

/** Structured data for the company pages. Pure functions of the content. */

/** One LocalBusiness per headquarters, each a branch of the Organization. */
export function headquartersJsonLd(headquarters: readonly Headquarters[]): object[] {
  const page = absoluteUrl("/company/offices");
  return headquarters.map((hq) => ({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${page}#${hq.id}`,
    name: `${site.name}, ${hq.name}`,
    url: `${page}#${hq.id}`,
    image: organizationJsonLd.logo,
    telephone: hq.phone.e164,
    address: postalAddressJsonLd(hq),
    branchOf: organizationRef,
    parentOrganization: organizationRef,
  }));
}

export type NewsArticleInput = {
  slug: string;
  heading: string;
  date: string;
  image?: string;
};

/** Every press release as a NewsArticle, in one graph. */
export function pressReleasesJsonLd(releases: readonly NewsArticleInput[]): object {
  const page = absoluteUrl("/company/press-releases");
  return {
    "@context": "https://schema.org",
    "@graph": releases.map((release) => ({
      "@type": "NewsArticle",
      "@id": `${page}#${release.slug}`,
      url: `${page}#${release.slug}`,
      mainEntityOfPage: page,
      headline: release.heading,
      datePublished: release.date,
      ...(release.image ? { image: [absoluteMediaUrl(release.image)] } : {}),
      author: organizationRef,
      publisher: organizationRef,
    })),
  };
}

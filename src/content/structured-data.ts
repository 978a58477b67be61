import { languageTag, type Locale } from "~/i18n/locale";
import { localizedPath, type CanonicalPath } from "~/lib/route-table";
import { absoluteUrl, organizationRef } from "~/lib/seo";
import type { Shown } from "~/lib/responsive-image";
import type { PageBlock, VideoContent } from "./schemas/page-blocks";
import type { Service } from "./schemas/services";
import { productPath } from "~/components/software/paths";
import type { Product, ProductSummary } from "./schemas/software";

/**
 * JSON-LD for the software and service pages: pure functions of the content,
 * called by each page entry at build time for its head.
 */

export function videoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
}

function videoJsonLd(video: Shown<VideoContent>) {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    // The language it speaks; its name and description are the page's.
    inLanguage: languageTag[video.language],
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(video.poster.built.src),
    uploadDate: video.uploadDate,
    duration: video.duration,
    embedUrl: videoEmbedUrl(video.youtubeId),
  };
}

function videosOf(sections: readonly Shown<PageBlock>[]) {
  return sections.flatMap((block) => (block.type === "video" ? [videoJsonLd(block.video)] : []));
}

/**
 * A product page: what Ridgeline offers for the product, as a Service (sales,
 * implementation and support, by our Organization, of Sage's brand), then any videos on
 * it. Not a Product: search engines read a Product as something for sale at a price, and
 * without an offer, review or rating they report it as invalid; we publish no prices.
 */
const serviceTypes: Record<Locale, string> = {
  en: "Sage software sales, implementation and support",
  fr: "Vente, implantation et soutien des logiciels Sage",
};

export function productJsonLd(product: Shown<Product>, locale: Locale): object[] {
  const url = absoluteUrl(localizedPath(productPath(product.slug), locale));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: product.name,
      serviceType: serviceTypes[locale],
      category: product.category,
      description: product.summary,
      url,
      image: absoluteUrl(product.screenshot.built.src),
      brand: { "@type": "Brand", name: "Sage" },
      provider: organizationRef,
    },
    ...videosOf(product.sections),
  ];
}

/** A service page: the Service, provided by our Organization. */
export function serviceJsonLd(
  service: Shown<Service>,
  path: CanonicalPath,
  locale: Locale,
): object[] {
  const url = absoluteUrl(localizedPath(path, locale));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: service.name,
      serviceType: service.serviceType,
      description: service.summary,
      url,
      provider: organizationRef,
    },
    ...videosOf(service.sections),
  ];
}

/** The software overview: the five products as an ordered list. */
const productListNames: Record<Locale, string> = {
  en: "Sage business software from Ridgeline",
  fr: "Les logiciels de gestion Sage de Ridgeline",
};

export function productListJsonLd(products: readonly ProductSummary[], locale: Locale): object {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: productListNames[locale],
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: product.name,
      url: absoluteUrl(localizedPath(productPath(product.slug), locale)),
    })),
  };
}

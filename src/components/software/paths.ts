import type { ProductSlug } from "~/content/schemas/software";

// Kept apart from the schemas so that components linking to products do not pull zod into the browser bundle.

/** A product page's canonical path. */
export function productPath(slug: ProductSlug): `/software/${ProductSlug}` {
  return `/software/${slug}`;
}

/**
 * REQUEST A DEMO: the contact form with this product preselected. `contactPath` is
 * the contact page's path in the page's language (/contact, /fr/nous-joindre).
 */
export function demoHref(slug: ProductSlug, contactPath = "/contact"): string {
  return `${contactPath}?product=${slug}`;
}

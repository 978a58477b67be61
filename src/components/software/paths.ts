import type { ProductSlug } from "~/content/schemas/software";

// Kept apart from the schemas so that components linking to products do not pull zod into the browser bundle.

/** A product page's canonical path. */
export function productPath(slug: ProductSlug): `/software/${ProductSlug}` {
  return `/software/${slug}`;
}

/** REQUEST A DEMO: the contact form with this product preselected. */
export function demoHref(slug: ProductSlug): string {
  return `/contact?product=${slug}`;
}

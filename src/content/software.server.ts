import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import {
  productSchema,
  productSlugs,
  softwareOverviewSchema,
  type Product,
  type ProductSlug,
  type ProductSummary,
  type SoftwareOverview,
} from "./schemas/software";

/** The product schema plus the rule that a file's slug is its own name. */
export function productFileSchema(slug: ProductSlug) {
  return productSchema.refine((product) => product.slug === slug, {
    path: ["slug"],
    message: `must be "${slug}", the file's name`,
  });
}

/** content/software/<slug>.yaml, checked. */
export function loadProduct(slug: ProductSlug, locale: Locale = "en"): Product {
  return loadYaml(contentFile(locale, `software/${slug}.yaml`), productFileSchema(slug));
}

/** The product as the overview shows it (see ProductSummary). */
export function productSummary(product: Product): ProductSummary {
  const { slug, name, category, summary, screenshot } = product;
  return { slug, name, category, summary, screenshot };
}

export function loadProducts(locale: Locale = "en"): Product[] {
  return productSlugs.map((slug) => loadProduct(slug, locale));
}

/** content/software/overview.yaml, checked. */
export function loadSoftwareOverview(locale: Locale = "en"): SoftwareOverview {
  return loadYaml(contentFile(locale, "software/overview.yaml"), softwareOverviewSchema);
}

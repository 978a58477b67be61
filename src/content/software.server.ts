import { loadYaml } from "./load.server";
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
export function loadProduct(slug: ProductSlug): Product {
  return loadYaml(`software/${slug}.yaml`, productFileSchema(slug));
}

/** The product as the overview shows it (see ProductSummary). */
export function productSummary(product: Product): ProductSummary {
  const { slug, name, category, summary, screenshot } = product;
  return { slug, name, category, summary, screenshot };
}

export function loadProducts(): Product[] {
  return productSlugs.map(loadProduct);
}

/** content/software/overview.yaml, checked. */
export function loadSoftwareOverview(): SoftwareOverview {
  return loadYaml("software/overview.yaml", softwareOverviewSchema);
}

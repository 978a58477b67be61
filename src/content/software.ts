import type { Product, ProductSummary } from "./schemas/software";

/** The product as the overview shows it (see ProductSummary). */
export function productSummary(product: Product): ProductSummary {
  const { slug, name, category, summary, screenshot } = product;
  return { slug, name, category, summary, screenshot };
}

import type { Shown } from "~/lib/responsive-image";
import type { Product, ProductSummary } from "./schemas/software";

/** The product as the overview shows it (see ProductSummary). */
export function productSummary(product: Shown<Product>): Shown<ProductSummary> {
  const { slug, name, category, summary, screenshot } = product;
  return { slug, name, category, summary, screenshot };
}

import type { Locale } from "~/i18n/locale";
import { fileIn } from "./entries";
import { ContentError } from "./read";
import type { Product, ProductSlug, ProductSummary } from "./schemas/software";

/** content/<language>/software/<slug>.yaml, whose `slug` must be its own file name. */
export async function loadProduct(slug: ProductSlug, locale: Locale): Promise<Product> {
  const product = await fileIn("products", "software", slug, locale);
  if (product.slug !== slug) {
    throw new ContentError(
      `content/${locale}/software/${slug}.yaml is not valid:\n  slug: must be "${slug}", the file's name`,
    );
  }
  return product;
}

/** The product as the overview shows it (see ProductSummary). */
export function productSummary(product: Product): ProductSummary {
  const { slug, name, category, summary, screenshot } = product;
  return { slug, name, category, summary, screenshot };
}

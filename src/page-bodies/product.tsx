import { pageIn } from "~/content/pages";
import { fileIn } from "~/content/entries";
import type { Product, ProductSlug } from "~/content/schemas/software";
import { productJsonLd } from "~/content/structured-data";
import { ProductPage } from "~/components/software/product-page";
import { productPath } from "~/components/software/paths";
import type { Locale } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import { withPictures, type Shown } from "~/lib/responsive-image";
import type { PageModule } from "./page-module";

/** A product page (Sage 300, 100, Intacct, CRM, HRMS & Payroll): one module per slug. */
export function productPage(slug: ProductSlug): PageModule<Shown<Product>> {
  const path = productPath(slug);
  return {
    load: async (locale: Locale) =>
      withPictures(await fileIn("products", "software", slug, locale)),
    head: (locale, product) => pageMeta(path, locale, productJsonLd(product, locale)),
    Body: ({ locale, data }) => (
      <ProductPage
        locale={locale}
        product={data}
        heading={pageIn(path, locale).heading}
        path={path}
      />
    ),
    enhancesMedia: true,
  };
}

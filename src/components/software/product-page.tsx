import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { ZoomableImage } from "~/components/image-preview/zoomable-image";
import { PageHero } from "~/components/page-hero";
import type { Product } from "~/content/schemas/software";
import { DemoButton, DemoCta } from "./demo-cta";
import { heroImageSizes, previewImage } from "./media";
import { PageBlocks } from "./page-blocks";
import type { Shown } from "~/lib/responsive-image";
import { PageBody } from "./page-body";

type ProductPageProps = { product: Shown<Product>; heading: string; path: string };

/**
 * Every product page: hero with REQUEST A DEMO beside the product's screenshot, the
 * content's sections and the side list, the demo band.
 */
function Body({ product, heading, path }: ProductPageProps) {
  const screenshot = previewImage(product.screenshot, heroImageSizes);
  // The page's images (the screenshot, then the sections') open in one preview, which
  // steps between them in reading order.
  const imageGroup = "product";
  return (
    <>
      <PageHero
        eyebrow={product.hero.eyebrow}
        heading={heading}
        lead={product.hero.lead}
        actions={<DemoButton slug={product.slug} />}
        aside={
          <ZoomableImage
            image={screenshot}
            group={imageGroup}
            loading="eager"
            className="w-full max-w-xl border border-line shadow-card lg:max-w-none"
          />
        }
      />
      <PageBody currentPath={path}>
        <PageBlocks blocks={product.sections} imageGroup={imageGroup} />
      </PageBody>
      <DemoCta slug={product.slug} heading={product.demo.heading} text={product.demo.text} />
    </>
  );
}

/** The page in a language: its strings and links. */
export function ProductPage({ locale, ...props }: { locale: Locale } & ProductPageProps) {
  return (
    <Localized locale={locale}>
      <Body {...props} />
    </Localized>
  );
}

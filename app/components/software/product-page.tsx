import { PageHero } from "~/components/page-hero";
import type { Product } from "~/content/schemas/software";
import { DemoButton, DemoCta } from "./demo-cta";
import { responsiveImage } from "./media";
import { PageBlocks } from "./page-blocks";
import { PageBody } from "./page-body";

type ProductPageProps = { product: Product; heading: string };

/** Every product page: hero with REQUEST A DEMO, the content's sections, the screenshot and side list, the demo band. */
export function ProductPage({ product, heading }: ProductPageProps) {
  const screenshot = responsiveImage(
    product.screenshot,
    "(min-width: 1280px) 20rem, (min-width: 1024px) 18rem, 100vw",
  );
  return (
    <>
      <PageHero
        eyebrow={product.hero.eyebrow}
        heading={heading}
        lead={product.hero.lead}
        actions={<DemoButton slug={product.slug} />}
      />
      <PageBody
        aside={
          <img
            {...screenshot}
            alt={screenshot.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-card border border-line shadow-card"
          />
        }
      >
        <PageBlocks blocks={product.sections} />
      </PageBody>
      <DemoCta slug={product.slug} heading={product.demo.heading} text={product.demo.text} />
    </>
  );
}

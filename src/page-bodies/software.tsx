import type { Locale } from "~/i18n/locale";
import { usePage } from "~/i18n/links";
import { PageHero } from "~/components/page-hero";
import { HelpCard } from "~/components/software/help-card";
import { SideList } from "~/components/sections/side-list";
import { blockId, PageBlockView } from "~/components/software/page-blocks";
import { pageGrid } from "~/components/software/page-body";
import { ProductCard } from "~/components/software/product-card";
import { ProductChooser } from "~/components/software/product-chooser";
import { Section } from "~/components/software/section";
import { Container } from "~/components/ui/container";
import { entryIn, fileIn } from "~/content/entries";
import { productSummary } from "~/content/software";
import { productListJsonLd } from "~/content/structured-data";
import { cn } from "~/lib/cn";
import { withPictures } from "~/lib/responsive-image";
import { pageMeta } from "~/lib/seo";

export async function load(locale: Locale) {
  const overview = await entryIn("softwareOverview", locale);
  const products = await Promise.all(
    overview.products.order.map(async (slug) =>
      productSummary(await withPictures(await fileIn("products", "software", slug, locale))),
    ),
  );
  return { overview, products };
}

export type PageData = Awaited<ReturnType<typeof load>>;

export const head = (locale: Locale, data: PageData) =>
  pageMeta("/software", locale, [productListJsonLd(data.products, locale)]);

function Body({ data }: { data: PageData }) {
  const page = usePage("/software");
  const { overview, products } = data;
  return (
    <>
      <PageHero eyebrow={overview.hero.eyebrow} heading={page.heading} lead={overview.hero.lead} />
      <Container className="pt-16 md:pt-20">
        <Section id="products" heading={overview.products.heading} intro={overview.products.intro}>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <ProductCard key={product.slug} product={product} />
            ))}
            <HelpCard {...overview.products.help} />
          </ul>
        </Section>
      </Container>
      {/* The chooser beside the side list, then the closing text across the page. */}
      <Container className={cn("py-16 md:py-20", pageGrid.body)}>
        <Section id="chooser" heading={overview.chooser.heading} intro={overview.chooser.intro}>
          <ProductChooser items={overview.chooser.items} products={products} />
        </Section>
        {overview.sections.map((block) => (
          <PageBlockView key={blockId(block)} block={block} className={pageGrid.across} />
        ))}
        <SideList currentPath="/software" className="lg:col-start-2 lg:row-start-1 lg:self-start" />
      </Container>
    </>
  );
}

export default Body;

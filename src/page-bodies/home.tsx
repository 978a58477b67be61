import type { Locale } from "~/i18n/locale";
import { usePage } from "~/i18n/links";
import type * as React from "react";
import { CustomerCorner } from "~/components/home/customer-corner";
import { FeatureCards } from "~/components/home/feature-cards";
import { FeaturedStory } from "~/components/home/featured-story";
import { HomeHero } from "~/components/home/home-hero";
import { Recognition } from "~/components/home/recognition";
import { StatsBand } from "~/components/sections/stats-band";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { loadHome } from "~/content/home";
import { quotes } from "~/content/schemas/testimonials";
import { makeHeroPicture } from "~/lib/hero-image";
import { pageMeta, webSiteJsonLd } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/", locale, [webSiteJsonLd(locale)]);

export async function load(locale: Locale) {
  return {
    home: await loadHome(locale),
    heroPicture: await makeHeroPicture(),
    testimonials: quotes(await entryIn("testimonials", locale)),
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;

/** The home page around its island, the testimonial carousel (src/islands/island.astro). */
function Body({
  data,
  island,
}: {
  data: PageData;
  /** The carousel island. */
  island?: React.ReactNode;
}) {
  const page = usePage("/");
  const { home } = data;
  return (
    <>
      <HomeHero heading={page.heading} hero={home.hero} picture={data.heroPicture} />
      <StatsBand label={home.figures.label} stats={home.figures.stats} tone="light" />
      <FeatureCards features={home.features} />
      <FeaturedStory story={home.story} />
      <section aria-labelledby="testimonials-heading" className="bg-surface-2 section-band">
        <Container>
          <div className="mx-auto max-w-4xl text-center">
            <h2 id="testimonials-heading" className="text-h2">
              {home.testimonials.heading}
            </h2>
            <p className="mt-3 text-lead text-muted">{home.testimonials.intro}</p>
          </div>
        </Container>
        {/* The quotes are found on the testimonials page, where they all are. */}
        <div data-pagefind-ignore="" className="mx-auto mt-10 max-w-4xl">
          {island}
        </div>
      </section>
      <Recognition recognition={home.recognition} awards={home.awards} partners={home.partners} />
      <CustomerCorner customers={home.customers} />
    </>
  );
}

export default Body;

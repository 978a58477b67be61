import type { LinksFunction } from "react-router";
import { CustomerCorner } from "~/components/home/customer-corner";
import { FeatureCards } from "~/components/home/feature-cards";
import { HomeHero } from "~/components/home/home-hero";
import { TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { Container } from "~/components/ui/container";
import { loadHome } from "~/content/home.server";
import { loadTestimonials } from "~/content/testimonials.server";
import { heroSources } from "~/lib/hero-image";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

const page = pageFor("/");

export const meta = () => pageMeta("/");

/** The hero image is the LCP element: fetch it with the HTML, not after the CSS. */
export const links: LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: heroSources.avifSrcSet,
    imageSizes: heroSources.sizes,
    fetchPriority: "high",
  },
];

export async function loader() {
  return { home: loadHome(), testimonials: loadTestimonials() };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { home, testimonials } = loaderData;
  return (
    <>
      <HomeHero heading={page.heading} hero={home.hero} />
      <FeatureCards features={home.features} />
      <section
        aria-labelledby="testimonials-heading"
        className="bg-surface-2 py-20 render-when-visible sm:py-24"
      >
        <Container>
          <div className="mx-auto max-w-4xl text-center">
            <h2 id="testimonials-heading" className="text-h2">
              {home.testimonials.heading}
            </h2>
            <p className="mt-3 text-lead text-muted">{home.testimonials.intro}</p>
          </div>
        </Container>
        <div className="mx-auto mt-10 max-w-4xl">
          <TestimonialCarousel items={testimonials} label="Customer testimonials" />
        </div>
      </section>
      <CustomerCorner customers={home.customers} />
    </>
  );
}

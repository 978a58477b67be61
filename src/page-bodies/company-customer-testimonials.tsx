import { ArrowRight } from "lucide-react";
import { PageHero } from "~/components/page-hero";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { loadTestimonials } from "~/content/testimonials.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/customer/testimonal");

export const head = () => pageMeta("/company/customer/testimonal");

export function load() {
  return { testimonials: loadTestimonials() };
}

export type PageData = ReturnType<typeof load>;

export default function CompanyCustomerTestimonialsPage({ data }: { data: PageData }) {
  const { testimonials } = data;
  return (
    <>
      <PageHero
        eyebrow="Our customers"
        heading={page.heading}
        lead={page.description}
        actions={
          <ButtonLink href="/company/customer/succes-stories" size="lg" variant="secondary">
            Read our success stories
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        }
      />
      <section aria-labelledby="testimonials-heading" className="py-16 md:py-20">
        <Container>
          <h2 id="testimonials-heading" className="sr-only">
            What our customers say
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 xl:gap-8">
            {testimonials.map((t) => (
              <li key={`${t.name}-${t.company}`}>
                <TestimonialCard {...t} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

import { ArrowRight } from "lucide-react";
import { PageHero } from "~/components/page-hero";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { loadTestimonials } from "~/content/testimonials.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/company.customer.testimonials";

const page = pageFor("/company/customer/testimonal");

export const meta = () => pageMeta("/company/customer/testimonal");

export async function loader() {
  return { testimonials: loadTestimonials() };
}

export default function CompanyCustomerTestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Our customers"
        heading={page.heading}
        lead={page.description}
        actions={
          <ButtonLink to="/company/customer/succes-stories" size="lg" variant="secondary">
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

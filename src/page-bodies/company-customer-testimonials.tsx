import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { usePage } from "~/i18n/react";
import { ArrowRight } from "lucide-react";
import { PageHero } from "~/components/page-hero";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { loadTestimonials } from "~/content/testimonials.server";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/company/customer/testimonal", locale);

export function load(locale: Locale) {
  return { testimonials: loadTestimonials(locale) };
}

export type PageData = ReturnType<typeof load>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/customer/testimonal");
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

/** The page in a language: its strings, links and content. */
export default function CompanyCustomerTestimonialsPage({
  locale,
  ...props
}: { locale: Locale } & Parameters<typeof Body>[0]) {
  return (
    <Localized locale={locale}>
      <Body {...props} />
    </Localized>
  );
}

import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useMessages } from "~/i18n/react";
import { useHref, usePage } from "~/i18n/links";
import { ArrowRight } from "lucide-react";
import { originalQuotes } from "~/components/company/original-quotes";
import { PageHero } from "~/components/page-hero";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { loadTestimonials } from "~/content/testimonials.server";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/company/customer/testimonal", locale);

/**
 * The testimonials in the page's language; on a translated page, each with the
 * customer's own (English) words from content/testimonials.yaml.
 */
export function load(locale: Locale) {
  const testimonials = loadTestimonials(locale);
  const originals = locale === "en" ? null : originalQuotes(testimonials, loadTestimonials("en"));
  return {
    testimonials: testimonials.map((t) => ({ ...t, originalQuote: originals?.get(t.company) })),
  };
}

export type PageData = ReturnType<typeof load>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/customer/testimonal");
  const t = useMessages("company");
  const href = useHref();
  const { testimonials } = data;
  return (
    <>
      <PageHero
        eyebrow={t.customersEyebrow}
        heading={page.heading}
        lead={page.description}
        actions={
          <ButtonLink href={href("/company/customer/succes-stories")} size="lg" variant="secondary">
            {t.readStories}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        }
      />
      <section aria-labelledby="testimonials-heading" className="py-16 md:py-20">
        <Container>
          <h2 id="testimonials-heading" className="sr-only">
            {t.testimonialsHeading}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 xl:gap-8">
            {testimonials.map(({ originalQuote, ...testimonial }) => (
              <li key={`${testimonial.name}-${testimonial.company}`}>
                <TestimonialCard
                  {...testimonial}
                  original={
                    originalQuote
                      ? { quote: originalQuote, label: t.originalQuote, lang: "en" }
                      : undefined
                  }
                />
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

import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { useHref, usePage } from "~/i18n/links";
import { ArrowRight } from "lucide-react";
import { originalQuotes } from "~/components/company/original-quotes";
import {
  FeaturedTestimonials,
  IndustryIndex,
  TestimonialGroups,
  type CardData,
} from "~/components/company/testimonial-groups";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { TestimonialEntry } from "~/content/schemas/testimonials";
import { entryIn } from "~/content/entries";
import { quotes } from "~/content/schemas/testimonials";
import { pageIn } from "~/content/pages";
import { localizedHref } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/company/customer/testimonal", locale);

/**
 * The testimonials in the page's language: the featured ones, then the others by
 * industry, in the file's order. On a translated page each carries the customer's own
 * (English) words from content/en/testimonials.yaml.
 */
export async function load(locale: Locale) {
  const { testimonials, industries } = await entryIn("testimonials", locale);
  const originals =
    locale === "en"
      ? null
      : originalQuotes(testimonials, quotes(await entryIn("testimonials", "en")));
  const withOriginal = (t: TestimonialEntry) => ({
    ...t,
    originalQuote: originals?.get(t.company),
  });
  return {
    featured: testimonials.filter((t) => t.featured).map(withOriginal),
    groups: industries.map((industry) => ({
      ...industry,
      testimonials: testimonials
        .filter((t) => t.industry === industry.id && !t.featured)
        .map(withOriginal),
    })),
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;
type Entry = PageData["featured"][number];

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/customer/testimonal");
  const t = useMessages("company");
  const href = useHref();
  const locale = useLocale();
  const card = ({ quote, name, position, company, product, originalQuote }: Entry): CardData => ({
    quote,
    name,
    position,
    company,
    product: product
      ? { name: pageIn(product, locale).heading, href: localizedHref(product, locale) }
      : undefined,
    original: originalQuote
      ? { quote: originalQuote, label: t.originalQuote, lang: "en" }
      : undefined,
  });
  const groups = data.groups.map((group) => ({
    ...group,
    testimonials: group.testimonials.map(card),
  }));
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
      <section aria-labelledby="featured-testimonials" className="section">
        <Container>
          <h2 id="featured-testimonials" className="sr-only">
            {t.featuredTestimonials}
          </h2>
          <FeaturedTestimonials testimonials={data.featured.map(card)} />
        </Container>
      </section>
      <section
        aria-labelledby="testimonials-heading"
        className="border-t border-line bg-surface section-band"
      >
        <Container>
          <SectionHeading
            id="testimonials-heading"
            title={t.testimonialsHeading}
            intro={t.testimonialsIntro}
          />
          <div className="mt-8">
            <IndustryIndex groups={groups} />
          </div>
          <div className="mt-14">
            <TestimonialGroups groups={groups} />
          </div>
        </Container>
      </section>
    </>
  );
}

export default Body;

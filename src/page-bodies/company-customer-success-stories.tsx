import type { Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { useHref, usePage } from "~/i18n/links";
import { dividedItem } from "~/lib/cn";
import { ArrowRight } from "lucide-react";
import { originalQuotes } from "~/components/company/original-quotes";
import { SuccessStoryArticle } from "~/components/company/success-story";
import { PageHero } from "~/components/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { quotes } from "~/content/schemas/testimonials";
import { loadSuccessStories } from "~/content/success-stories";
import { mediaUrl } from "~/lib/media";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/company/customer/succes-stories", locale);

/**
 * The stories in the page's language; on a translated page, each story's quote with
 * the customer's own (English) words from content/en/testimonials.yaml.
 */
export async function load(locale: Locale) {
  const content = await loadSuccessStories(locale);
  const originals =
    locale === "en"
      ? null
      : originalQuotes(
          quotes(await entryIn("testimonials", locale)),
          quotes(await entryIn("testimonials", "en")),
        );
  return {
    ...content,
    stories: content.stories.map((story) => ({
      ...story,
      originalQuote: story.testimonial && originals?.get(story.testimonial.company),
    })),
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/customer/succes-stories");
  const t = useMessages("company");
  const href = useHref();
  const { intro, image, stories } = data;
  return (
    <>
      <PageHero
        eyebrow={t.customersEyebrow}
        heading={page.heading}
        lead={intro}
        actions={
          <>
            <ButtonLink href={href("/contact")} size="lg">
              {t.talkToConsultant}
            </ButtonLink>
            <ButtonLink href={href("/company/customer/testimonal")} size="lg" variant="secondary">
              {t.readTestimonials}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </>
        }
        aside={
          <img
            src={mediaUrl(image.path)}
            alt={image.alt}
            width={960}
            height={640}
            className="w-full max-w-md rounded-card lg:max-w-none"
          />
        }
      />
      <Container>
        <nav aria-labelledby="stories-nav" className="pt-12">
          <h2
            id="stories-nav"
            className="text-sm font-semibold tracking-[0.12em] text-muted uppercase"
          >
            {t.onThisPage}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {stories.map((story) => (
              <li key={story.id}>
                <a
                  href={`#${story.id}`}
                  className="inline-flex min-h-11 items-center rounded-control border border-line-strong px-4 text-sm font-medium text-navy-900 hover:border-brand-600 hover:text-brand-700"
                >
                  {story.customer}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="pb-8 md:pb-12">
          {stories.map((story) => (
            <SuccessStoryArticle key={story.id} story={story} className={dividedItem} />
          ))}
        </div>
      </Container>
    </>
  );
}

export default Body;

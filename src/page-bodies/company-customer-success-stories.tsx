import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { usePage } from "~/i18n/react";
import { dividedItem } from "~/lib/cn";
import { ArrowRight } from "lucide-react";
import { SuccessStoryArticle } from "~/components/company/success-story";
import { PageHero } from "~/components/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { loadSuccessStories } from "~/content/success-stories.server";
import { mediaUrl } from "~/lib/media";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/company/customer/succes-stories", locale);

export function load(locale: Locale) {
  return loadSuccessStories(locale);
}

export type PageData = ReturnType<typeof load>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/customer/succes-stories");
  const { intro, image, stories } = data;
  return (
    <>
      <PageHero
        eyebrow="Our customers"
        heading={page.heading}
        lead={intro}
        actions={
          <>
            <ButtonLink href="/contact" size="lg">
              Talk to a consultant
            </ButtonLink>
            <ButtonLink href="/company/customer/testimonal" size="lg" variant="secondary">
              Read testimonials
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
            On this page
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
        <div>
          {stories.map((story) => (
            <SuccessStoryArticle key={story.id} story={story} className={dividedItem} />
          ))}
        </div>
      </Container>
    </>
  );
}

/** The page in a language: its strings, links and content. */
export default function CompanyCustomerSuccessStoriesPage({
  locale,
  ...props
}: { locale: Locale } & Parameters<typeof Body>[0]) {
  return (
    <Localized locale={locale}>
      <Body {...props} />
    </Localized>
  );
}

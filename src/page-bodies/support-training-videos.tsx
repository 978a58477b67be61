import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { plural } from "~/i18n/format";
import { Languages } from "lucide-react";
import type * as React from "react";
import { PageHero } from "~/components/page-hero";
import { trainingVideosJsonLd } from "~/components/support/video-json-ld";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { pageMeta } from "~/lib/seo";

/** The language the videos are narrated and captioned in, whatever the page's. */
export const videoLanguage: Locale = "en";

export async function load(locale: Locale) {
  return entryIn("trainingVideos", locale);
}

export type PageData = Awaited<ReturnType<typeof load>>;

export const head = (locale: Locale, data: PageData) =>
  pageMeta("/support/training-videos", locale, trainingVideosJsonLd(data.sections, locale));

/** The page around its island, the video library (src/islands/island.astro). */
function Body({
  data,
  island,
}: {
  data: PageData;
  /** The video library island. */
  island?: React.ReactNode;
}) {
  const page = usePage("/support/training-videos");
  const locale = useLocale();
  const t = useMessages("support");
  const { sections } = data;
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        heading={page.heading}
        lead={page.description}
        actions={
          <nav aria-label={t.trainingVideos.sections} className="flex flex-wrap gap-3">
            {sections.map((section) => (
              <a
                key={section.id}
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-white px-4 text-sm font-semibold text-navy-900 hover:border-brand-600 hover:text-brand-700"
              >
                {section.title}
                <span className="rounded-control bg-brand-50 px-1.5 text-xs text-brand-700">
                  {section.videos.length}
                  <span className="sr-only">
                    {plural(locale, section.videos.length, t.trainingVideos.sectionVideos)}
                  </span>
                </span>
              </a>
            ))}
          </nav>
        }
      />
      <Container className="py-14 md:py-20">
        {locale === videoLanguage ? null : (
          // Said once, before the library: the lessons themselves are not translated.
          <div
            role="note"
            className="mb-10 flex gap-4 rounded-card border border-brand-600/30 bg-brand-50 p-5 sm:p-6"
          >
            <Languages aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-navy-900">{t.trainingVideos.narrationHeading}</p>
              <p className="mt-1 text-muted">{t.trainingVideos.narrationText}</p>
            </div>
          </div>
        )}
        {island}
      </Container>
    </>
  );
}

export default Body;

import type * as React from "react";
import { PageHero } from "~/components/page-hero";
import { trainingVideosJsonLd } from "~/components/support/video-json-ld";
import { Container } from "~/components/ui/container";
import { loadTrainingVideos } from "~/content/training-videos.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/support/training-videos");

export function load() {
  return loadTrainingVideos();
}

export type PageData = ReturnType<typeof load>;

export const head = (data: PageData) =>
  pageMeta("/support/training-videos", trainingVideosJsonLd(data.sections));

/** The page around its island, the video library (`library`: src/pages/support/training-videos.astro). */
export default function SupportTrainingVideosPage({
  data,
  library,
}: {
  data: PageData;
  /** The video library island, from the page entry's named slot. */
  library?: React.ReactNode;
}) {
  const { sections } = data;
  return (
    <>
      <PageHero
        eyebrow="Support"
        heading={page.heading}
        lead={page.description}
        actions={
          <nav aria-label="Training sections" className="flex flex-wrap gap-3">
            {sections.map((section) => (
              <a
                key={section.id}
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-white px-4 text-sm font-semibold text-navy-900 hover:border-brand-600 hover:text-brand-700"
              >
                {section.title}
                <span className="rounded-control bg-brand-50 px-1.5 text-xs text-brand-700">
                  {section.videos.length}
                  <span className="sr-only"> videos</span>
                </span>
              </a>
            ))}
          </nav>
        }
      />
      <Container className="py-14 md:py-20">{library}</Container>
    </>
  );
}

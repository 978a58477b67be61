import { PageHero } from "~/components/page-hero";
import { trainingVideosJsonLd } from "~/components/support/video-json-ld";
import { VideoLibrary } from "~/components/support/video-library";
import { Container } from "~/components/ui/container";
import { loadTrainingVideos } from "~/content/training-videos.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/support.training-videos";

const page = pageFor("/support/training-videos");

export async function loader() {
  return loadTrainingVideos();
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta("/support/training-videos", loaderData ? trainingVideosJsonLd(loaderData.sections) : []);

export default function SupportTrainingVideosPage({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
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
      <Container className="py-14 md:py-20">
        <VideoLibrary sections={sections} />
      </Container>
    </>
  );
}

import type { TrainingSection } from "~/content/schemas/training-videos";
import { absoluteMediaUrl, organizationJsonLd, organizationRef } from "~/lib/seo";

/** A schema.org VideoObject for every training video, for video search results. */
export function trainingVideosJsonLd(sections: readonly TrainingSection[]): object[] {
  return sections.flatMap((section) =>
    section.videos.map((video) => ({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: video.caption,
      description:
        video.description ??
        `${video.caption}: a short ${section.title} video from ${organizationJsonLd.name}.`,
      thumbnailUrl: absoluteMediaUrl(video.poster),
      contentUrl: absoluteMediaUrl(video.file),
      uploadDate: video.uploaded,
      duration: video.duration,
      inLanguage: "en",
      publisher: organizationRef,
    })),
  );
}

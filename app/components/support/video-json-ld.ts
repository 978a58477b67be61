import type { TrainingSection } from "~/content/schemas/training-videos";
import { mediaUrl } from "~/lib/media";
import { absoluteUrl, organizationJsonLd } from "~/lib/seo";

/** Media URLs in structured data must be absolute; the default media host is a path. */
function absoluteMediaUrl(path: string): string {
  const url = mediaUrl(path);
  return url.startsWith("/") ? absoluteUrl(url) : url;
}

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
      publisher: { "@id": organizationJsonLd["@id"] },
    })),
  );
}

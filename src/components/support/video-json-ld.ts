import type { TrainingSection } from "~/content/schemas/training-videos";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import { absoluteMediaUrl, organizationJsonLd, organizationRef } from "~/lib/seo";

/**
 * A schema.org VideoObject for every training video, for video search results: named
 * and described in the page's language; the video itself is in English (inLanguage).
 * Build time only (it reads the dictionaries).
 */
export function trainingVideosJsonLd(
  sections: readonly TrainingSection[],
  locale: Locale = "en",
): object[] {
  const template = dictionaries[locale].support.trainingVideos.jsonLdDescription;
  return sections.flatMap((section) =>
    section.videos.map((video) => ({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: video.caption,
      description:
        video.description ??
        fill(template, {
          caption: video.caption,
          section: section.title,
          organization: organizationJsonLd.name,
        }),
      thumbnailUrl: absoluteMediaUrl(video.poster),
      contentUrl: absoluteMediaUrl(video.file),
      uploadDate: video.uploaded,
      duration: video.duration,
      inLanguage: "en",
      publisher: organizationRef,
    })),
  );
}

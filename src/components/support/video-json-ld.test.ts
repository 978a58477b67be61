import { describe, expect, it } from "vitest";
import type { TrainingSection } from "~/content/schemas/training-videos";
import { organizationJsonLd, organizationRef } from "~/lib/seo";
import { trainingVideosJsonLd } from "./video-json-ld";

const video = (n: number, description?: string) => ({
  caption: `Lesson ${n} of the course`,
  ...(description ? { description } : {}),
  file: `videos/clips/lesson-${n}.webm`,
  poster: `videos/posters/lesson-${n}.webp`,
  captions: `videos/captions/lesson-${n}.vtt`,
  duration: `PT${n}M10S`,
  uploaded: `2023-0${n}-21`,
});

const sections: TrainingSection[] = [
  {
    id: "first-course",
    title: "First course",
    intro: "The first course's lessons, one after the other.",
    videos: [video(1), video(2, "The second lesson, described in the content file itself.")],
  },
  {
    id: "second-course",
    title: "Second course",
    intro: "The second course's lessons, one after the other.",
    videos: [video(3)],
  },
];

/** An absolute address ending with the media file's path. */
const absolute = (file: string) => expect.stringMatching(new RegExp(`^https?://.+/${file}$`));

describe.each(["en", "fr"] as const)("trainingVideosJsonLd in %s", (locale) => {
  const objects = trainingVideosJsonLd(sections, locale) as Record<string, unknown>[];

  it("describes every video once, in order, with absolute media addresses", () => {
    const videos = sections.flatMap((s) => s.videos);
    expect(objects).toEqual(
      videos.map((v) =>
        expect.objectContaining({
          "@context": "https://schema.org",
          "@type": "VideoObject",
          name: v.caption,
          thumbnailUrl: absolute(v.poster),
          contentUrl: absolute(v.file),
          uploadDate: v.uploaded,
          duration: v.duration,
          publisher: organizationRef,
        }),
      ),
    );
  });

  it("says the videos are in English, whatever the page's language", () => {
    for (const object of objects) expect(object.inLanguage).toBe("en");
  });

  it("keeps a video's own description, and writes one from its caption and course otherwise", () => {
    expect(objects[1]!.description).toBe(sections[0]!.videos[1]!.description);
    for (const [object, course] of [
      [objects[0]!, sections[0]!],
      [objects[2]!, sections[1]!],
    ] as const) {
      const description = String(object.description);
      expect(description).toContain(object.name);
      expect(description).toContain(course.title);
      expect(description).toContain(organizationJsonLd.name);
    }
  });
});

describe("trainingVideosJsonLd's own descriptions", () => {
  it("are written in the page's language", () => {
    const [english] = trainingVideosJsonLd(sections, "en") as Record<string, unknown>[];
    const [french] = trainingVideosJsonLd(sections, "fr") as Record<string, unknown>[];
    expect(french!.description).not.toBe(english!.description);
  });
});

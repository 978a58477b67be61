import { describe, expect, it } from "vitest";
import type { Newsletters } from "~/content/schemas/newsletters";
import type { TrainingVideos } from "~/content/schemas/training-videos";
import { fill } from "~/i18n/format";
import { locales } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import { newsletterRecords, pagefindLanguage, videoRecords } from "./search-records";

const video = (n: number) => ({
  caption: `Lesson number ${n}`,
  description: "What the lesson shows, in a sentence or two.",
  file: `videos/clips/lesson-${n}.webm`,
  poster: `videos/posters/lesson-${n}.webp`,
  captions: `videos/captions/lesson-${n}.vtt`,
  duration: "PT2M",
  uploaded: "2024-01-01",
});
const videos: TrainingVideos = {
  sections: [
    { id: "a", title: "Sage 300 Training", intro: "Lessons.", videos: [video(1), video(2)] },
    { id: "b", title: "Sage CRM Training", intro: "Lessons.", videos: [video(3)] },
  ],
};
const newsletters: Newsletters = {
  archiveThroughYear: 2021,
  years: [
    {
      year: 2024,
      issues: [
        { period: "3rd Quarter", file: "newsletters/2024-q3.pdf", summary: "What was new." },
        { period: "Year End", summary: "An issue whose PDF is lost." },
      ],
    },
  ],
};

describe("search records", () => {
  it.each(locales)("%s: one record per training video, on its anchor", (locale) => {
    const records = videoRecords(locale, videos);
    expect(records.map((record) => record.meta.title)).toEqual([
      "Lesson number 1",
      "Lesson number 2",
      "Lesson number 3",
    ]);
    for (const record of records) {
      expect(record.url).toMatch(
        locale === "en"
          ? /^\/support\/training-videos#video-[a-z0-9-]+$/
          : /^\/fr\/soutien\/videos-de-formation#video-[a-z0-9-]+$/,
      );
      expect(record.language).toBe(pagefindLanguage(locale));
      expect(record.filters).toEqual({ section: ["videos"] });
    }
    // The section's name makes "Sage CRM training" find its lessons.
    expect(records[2]!.content).toContain("Sage CRM Training");
    expect(new Set(records.map((record) => record.url)).size).toBe(records.length);
  });

  it.each(locales)("%s: one record per newsletter issue that can be opened", (locale) => {
    const records = newsletterRecords(locale, newsletters);
    const t = dictionaries[locale];
    const title = fill(t.search.newsletterTitle, {
      period: t.support.newsletters.periods["3rd Quarter"],
      year: 2024,
    });
    expect(records).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/#newsletter-2024-3rd-quarter$/),
        meta: { title },
        content: `${title}. What was new.`,
        filters: { section: ["newsletters"] },
      }),
    ]);
  });

  it("gives the languages Pagefind's own names for them", () => {
    expect(locales.map(pagefindLanguage)).toEqual(["en-ca", "fr-ca"]);
  });
});

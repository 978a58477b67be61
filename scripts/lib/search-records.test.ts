import { describe, expect, it } from "vitest";
import { loadNewsletters } from "../../src/content/newsletters.server";
import { loadTrainingVideos } from "../../src/content/training-videos.server";
import { locales } from "../../src/i18n/locale";
import { newsletterRecords, pagefindLanguage, videoRecords } from "./search-records";

describe("search records", () => {
  it.each(locales)("%s: one record per training video, on its anchor", (locale) => {
    const videos = loadTrainingVideos(locale).sections.flatMap((section) => section.videos);
    const records = videoRecords(locale);
    expect(records.map((record) => record.meta.title)).toEqual(videos.map((v) => v.caption));
    for (const record of records) {
      expect(record.url).toMatch(
        locale === "en"
          ? /^\/support\/training-videos#video-[a-z0-9-]+$/
          : /^\/fr\/soutien\/videos-de-formation#video-[a-z0-9-]+$/,
      );
      expect(record.language).toBe(pagefindLanguage(locale));
      expect(record.filters).toEqual({ section: ["videos"] });
    }
    expect(new Set(records.map((record) => record.url)).size).toBe(records.length);
  });

  it.each(locales)("%s: one record per newsletter issue that can be opened", (locale) => {
    const issues = loadNewsletters(locale).years.flatMap((year) => year.issues);
    const records = newsletterRecords(locale);
    expect(records).toHaveLength(issues.filter((issue) => issue.file).length);
    expect(new Set(records.map((record) => record.url)).size).toBe(records.length);
    for (const record of records) {
      expect(record.filters).toEqual({ section: ["newsletters"] });
      expect(record.content.startsWith(record.meta.title)).toBe(true);
    }
  });

  it("names a newsletter issue by its period and year, in each language", () => {
    const en = newsletterRecords("en").find((r) => r.url.endsWith("#newsletter-2024-3rd-quarter"));
    const fr = newsletterRecords("fr").find((r) => r.url.endsWith("#newsletter-2024-3rd-quarter"));
    expect(en?.meta.title).toBe("Newsletter: 3rd Quarter 2024");
    expect(fr?.meta.title).toBe("Infolettre\u00a0: 3e trimestre 2024");
  });

  it("gives the languages Pagefind's own names for them", () => {
    expect(locales.map(pagefindLanguage)).toEqual(["en-ca", "fr-ca"]);
  });

  it("makes a record in one language for each in the other, on the same anchors", () => {
    const anchors = (records: { url: string }[]) => records.map((r) => r.url.split("#")[1]);
    expect(anchors(videoRecords("fr"))).toEqual(anchors(videoRecords("en")));
    expect(anchors(newsletterRecords("fr"))).toEqual(anchors(newsletterRecords("en")));
  });
});

/**
 * Search records that are not pages of their own: each training video and each
 * newsletter issue, found by its own title and landing on its anchor on its page
 * (the anchors the pages render come from the same functions, src/lib/search.ts).
 * The build writes them to /search-records.json (src/pages/search-records.json.ts)
 * for scripts/search-index.ts, which removes that file once they are indexed.
 */
import type { Newsletters } from "~/content/schemas/newsletters";
import type { TrainingVideos } from "~/content/schemas/training-videos";
import { fill } from "~/i18n/format";
import { languageTag, type Locale } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import { localizedPath } from "./route-table";
import { newsletterAnchor, videoAnchor, type SearchSection } from "./search";

/** A record as Pagefind's Node API takes it (index.addCustomRecord). */
export type SearchRecord = {
  url: string;
  content: string;
  /** Pagefind's name for the pages' language: their <html lang>, lower-cased ("fr-ca"). */
  language: string;
  meta: { title: string };
  filters: { section: [SearchSection] };
};

/** The language Pagefind gives pages of `locale` (it lower-cases <html lang>). */
export function pagefindLanguage(locale: Locale): string {
  return languageTag[locale].toLowerCase();
}

/** Every training video, on the training videos page of `locale`. */
export function videoRecords(locale: Locale, content: TrainingVideos): SearchRecord[] {
  const page = localizedPath("/support/training-videos", locale);
  return content.sections.flatMap((section) =>
    section.videos.map((video) => ({
      url: `${page}#${videoAnchor(video.poster)}`,
      // The section's name ("Sage 300 Training") makes "Sage 300 training" find its lessons.
      content: [video.caption, video.description, section.title].filter(Boolean).join(". "),
      language: pagefindLanguage(locale),
      meta: { title: video.caption },
      filters: { section: ["videos"] },
    })),
  );
}

/** Every newsletter issue that can be opened, on the newsletters page of `locale`. */
export function newsletterRecords(locale: Locale, content: Newsletters): SearchRecord[] {
  const t = dictionaries[locale];
  const page = localizedPath("/support/newsletters", locale);
  return content.years.flatMap(({ year, issues }) =>
    issues
      // A lost issue (no PDF) is listed on the page but is nothing to find.
      .filter((issue) => issue.file)
      .map((issue) => {
        const title = fill(t.search.newsletterTitle, {
          period: t.support.newsletters.periods[issue.period],
          year,
        });
        return {
          url: `${page}#${newsletterAnchor(year, issue.period)}`,
          content: `${title}. ${issue.summary}`,
          language: pagefindLanguage(locale),
          meta: { title },
          filters: { section: ["newsletters"] },
        };
      }),
  );
}

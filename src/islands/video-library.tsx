import { X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { TrainingSection } from "~/content/schemas/training-videos";
import { fill, pluralForm } from "~/i18n/format";
import { formatNumber, type Locale } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";
import { countVideos, filterVideos } from "~/components/support/filter-videos";
import { videoAnchor } from "~/lib/search";
import { VideoFigure } from "~/components/support/video-figure";

/** The library's strings, in the page's language: islandMessages(locale, ["support"]).support.videoLibrary. */
export type VideoLibraryMessages = Messages["support"]["videoLibrary"];

/**
 * Both training sections, with a filter box that narrows them by caption as you type.
 * Its strings come as a prop (`messages`), so no dictionary is bundled with it.
 */
export function VideoLibrary({
  sections,
  locale,
  messages: t,
}: {
  sections: readonly TrainingSection[];
  locale: Locale;
  messages: VideoLibraryMessages;
}) {
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  // Lesson numbers follow the full list, so they do not change while filtering.
  const numbered = useMemo(
    () =>
      sections.map((section) => ({
        ...section,
        total: section.videos.length,
        videos: section.videos.map((video, index) => ({ ...video, lesson: index + 1 })),
      })),
    [sections],
  );
  const shown = filterVideos(numbered, query);
  const total = countVideos(sections);
  const matching = countVideos(shown);
  const typed = query.trim();
  /** A string whose plural form follows `count`, with its numbers as the page's language writes them. */
  const counted = (forms: { one: string; other: string }, count: number, of: number) =>
    fill(pluralForm(locale, count, forms), {
      count: formatNumber(count, locale),
      total: formatNumber(of, locale),
    });

  // Words typed while the island's code was loading (it hydrates on that first key) are
  // in the box already: filter by them, rather than show a filter that ignores them.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setQuery(typed);
  }, []);

  const clear = () => {
    setQuery("");
    inputRef.current?.focus();
  };

  return (
    <div>
      {/* Without JavaScript the filter could not filter: it is not offered then. */}
      <search className="rounded-card border border-line bg-surface p-5 sm:p-6 noscript:hidden">
        <label htmlFor={inputId} className="block font-semibold text-navy-900">
          {t.filterLabel}
        </label>
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t.filterHint}
        </p>
        <SearchField
          className="mt-3 max-w-xl"
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
        />
        <p role="status" className="mt-3 text-sm font-medium text-muted">
          {counted(t.showing, matching, total)}
        </p>
      </search>

      {matching === 0 ? (
        <div className="mt-10 rounded-card border border-dashed border-line-strong px-6 py-12 text-center">
          <h2 className="text-h3">{fill(t.noMatchHeading, { query: typed })}</h2>
          <p className="mx-auto mt-3 max-w-measure text-muted">
            {fill(t.noMatchText, { total: formatNumber(total, locale) })}
          </p>
          <Button variant="secondary" className="mt-6" onClick={clear}>
            <X aria-hidden="true" className="size-4" />
            {t.clear}
          </Button>
        </div>
      ) : null}
      {/* Every section stays, even with no match: the page's section links lead here. */}
      {shown.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-14">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id={section.id} className="text-h2">
              {section.title}
            </h2>
            <p className="text-sm text-muted">
              {section.videos.length === section.total
                ? counted(t.sectionAll, section.total, section.total)
                : counted(t.sectionSome, section.videos.length, section.total)}
            </p>
          </div>
          <p className="mt-3 max-w-measure text-muted">{section.intro}</p>
          {section.videos.length === 0 ? (
            <p className="mt-6 rounded-card border border-dashed border-line-strong px-5 py-4 text-muted">
              {fill(t.sectionNone, { total: formatNumber(section.total, locale), query: typed })}
            </p>
          ) : (
            // Each video is a search record of its own, not words of this page.
            <ul data-pagefind-ignore="" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.videos.map((video) => (
                // Cards below the fold skip layout and paint until they near the screen.
                // Its id is where a search result for the video lands (scripts/lib/search-records.ts).
                <li key={video.poster} id={videoAnchor(video.poster)}>
                  <VideoFigure
                    video={video}
                    lesson={video.lesson}
                    messages={t}
                    // The lessons are in English: said on each, on pages in other languages.
                    narratedInEnglish={locale !== "en"}
                    locale={locale}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

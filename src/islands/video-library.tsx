import { Search, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { TrainingSection } from "~/content/schemas/training-videos";
import { Button } from "~/components/ui/button";
import { countVideos, filterVideos } from "~/components/support/filter-videos";
import { VideoFigure } from "~/components/support/video-figure";

/** Both training sections, with a filter box that narrows them by caption as you type. */
export function VideoLibrary({ sections }: { sections: readonly TrainingSection[] }) {
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
          Filter videos
        </label>
        <p id={hintId} className="mt-1 text-sm text-muted">
          Type a task or a screen, such as “batch”, “reconciliation” or “opportunity”.
        </p>
        <div className="relative mt-3 max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-subtle"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            className="min-h-12 w-full rounded-control border border-line-strong bg-white py-2 pr-4 pl-11 text-base text-ink placeholder:text-subtle focus:border-brand-600"
          />
        </div>
        <p role="status" className="mt-3 text-sm font-medium text-muted">
          Showing {matching} of {total} videos
        </p>
      </search>

      {matching === 0 ? (
        <div className="mt-10 rounded-card border border-dashed border-line-strong px-6 py-12 text-center">
          <h2 className="text-h3">No videos match “{query.trim()}”</h2>
          <p className="mx-auto mt-3 max-w-prose text-muted">
            Try a shorter word, such as “ledger” or “quote”, or clear the filter to see all {total}{" "}
            videos. If the lesson you need is not here, the support desk can walk you through it.
          </p>
          <Button variant="secondary" className="mt-6" onClick={clear}>
            <X aria-hidden="true" className="size-4" />
            Clear the filter
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
                ? `${section.total} videos`
                : `${section.videos.length} of ${section.total} videos`}
            </p>
          </div>
          <p className="mt-3 max-w-prose text-muted">{section.intro}</p>
          {section.videos.length === 0 ? (
            <p className="mt-6 rounded-card border border-dashed border-line-strong px-5 py-4 text-muted">
              None of this section’s {section.total} videos match “{query.trim()}”.
            </p>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.videos.map((video) => (
                // Cards below the fold skip layout and paint until they near the screen.
                <li key={video.poster}>
                  <VideoFigure video={video} lesson={video.lesson} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

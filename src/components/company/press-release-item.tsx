import { cn, dividedItem } from "~/lib/cn";

export type PressReleaseSummary = {
  slug: string;
  heading: string;
  date: string;
  /**
   * The date as people read it, formatted at build time: under a year's heading, without
   * the year ("December 10", « 10 décembre »).
   */
  dateLabel: string;
  /** The release's own page, in the list's language. */
  path: string;
};

/**
 * One release in the list: its date and its heading, the link to its page; the page
 * has the rest. Anchored by its file name, so the list's old #anchors still find it.
 * From `sm` the date takes a column of its own on the left, a dated list.
 */
export function PressReleaseItem({ release }: { release: PressReleaseSummary }) {
  return (
    <li
      id={release.slug}
      className={cn(
        dividedItem,
        "grid scroll-mt-28 gap-0.5 py-2.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-6 sm:py-3",
      )}
    >
      <p className="text-sm text-muted tabular-nums sm:pt-0.5">
        <time dateTime={release.date}>{release.dateLabel}</time>
      </p>
      <p className="text-pretty">
        {/* A block at least 24 px tall: a one-line headline is a whole target (WCAG 2.5.8). */}
        <a
          href={release.path}
          className="block min-h-6 w-fit leading-snug font-medium text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline"
        >
          {release.heading}
        </a>
      </p>
    </li>
  );
}

import { cn, dividedItem } from "~/lib/cn";
import { mediaUrl } from "~/lib/media";

export type PressReleaseSummary = {
  slug: string;
  heading: string;
  date: string;
  /** The date as people read it ("December 10, 2019", "10 décembre 2019"), formatted at build time. */
  dateLabel: string;
  /** The release's own page, in the list's language. */
  path: string;
  /** The release's first paragraph, whole. */
  summary: string;
  image?: string;
  imageAlt?: string;
};

/**
 * One release in the list: its date, heading (the link to its page), summary and,
 * when it has one, its picture. Anchored by its file name, so the list's old
 * #anchors still find it.
 *
 * The text comes first and the picture sits in a column on the right, so every
 * release's date and heading start at the same edge whether it has a picture or
 * not (most have none: a release shows a picture only when it has one of its own).
 * From `lg` the date takes a column of its own on the left, a dated list.
 */
export function PressReleaseItem({
  release,
  eagerImage = false,
}: {
  release: PressReleaseSummary;
  /** The first release's picture may be on screen at load: do not lazy-load it. */
  eagerImage?: boolean;
}) {
  return (
    <article
      id={release.slug}
      aria-labelledby={`${release.slug}-title`}
      // Rows: date, heading, summary and an empty last one that takes the picture's
      // extra height, so a picture taller than the text never spreads the text apart.
      className={cn(
        dividedItem,
        "grid scroll-mt-28 grid-rows-[auto_auto_1fr_auto] items-start gap-x-4 py-6 sm:grid-cols-[minmax(0,1fr)_12rem] sm:grid-rows-[auto_auto_auto_1fr] sm:gap-x-8 lg:grid-cols-[10rem_minmax(0,1fr)_14rem] lg:grid-rows-[auto_auto_1fr]",
        release.image && "grid-cols-[minmax(0,1fr)_6rem]",
      )}
    >
      <p className="col-start-1 row-start-1 text-sm font-semibold text-brand-700 lg:self-baseline">
        <time dateTime={release.date}>{release.dateLabel}</time>
      </p>
      <h3
        id={`${release.slug}-title`}
        className="col-start-1 row-start-2 mt-1 text-h4 text-balance lg:col-start-2 lg:row-start-1 lg:mt-0 lg:self-baseline"
      >
        {/* A block, so a one-line heading's link is as tall as its line: a 24 px target. */}
        <a
          href={release.path}
          className="block w-fit text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline"
        >
          {release.heading}
        </a>
      </h3>
      <p className="col-span-full row-start-4 mt-2 max-w-measure text-sm text-muted sm:col-span-1 sm:col-start-1 sm:row-start-3 lg:col-start-2 lg:row-start-2">
        {release.summary}
      </p>
      {release.image ? (
        <img
          src={mediaUrl(release.image)}
          // The heading beside it says what the release is; the picture is its illustration.
          alt=""
          width={800}
          height={450}
          loading={eagerImage ? "eager" : "lazy"}
          decoding="async"
          className="col-start-2 row-span-3 row-start-1 aspect-video w-full rounded-control bg-surface-2 object-cover sm:row-span-4 lg:col-start-3 lg:row-span-3"
        />
      ) : null}
    </article>
  );
}

import { dividedItem } from "~/lib/cn";
import { mediaUrl } from "~/lib/media";

export type PressReleaseSummary = {
  slug: string;
  heading: string;
  date: string;
  /** The date as people read it ("December 10, 2019", "10 décembre 2019"), formatted at build time. */
  dateLabel: string;
  /** The release's own page, in the list's language. */
  path: string;
  summary: string;
  image?: string;
  imageAlt?: string;
};

/**
 * One release in the list: its picture, date, heading (the link to its page) and
 * summary. Anchored by its file name, so the list's old #anchors still find it.
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
      className={`${dividedItem} grid scroll-mt-28 grid-cols-[6rem_minmax(0,1fr)] items-start gap-4 py-6 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6`}
    >
      {release.image ? (
        <img
          src={mediaUrl(release.image)}
          // The heading beside it says what the release is; the picture is its illustration.
          alt=""
          width={800}
          height={450}
          loading={eagerImage ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video w-full rounded-control bg-surface-2 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="aspect-video w-full rounded-control bg-surface-2" />
      )}
      <div className="min-w-0">
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={release.date}>{release.dateLabel}</time>
        </p>
        <h3 id={`${release.slug}-title`} className="mt-1 text-h4 text-balance">
          <a
            href={release.path}
            className="text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {release.heading}
          </a>
        </h3>
        <p className="mt-2 max-w-measure text-sm text-muted max-sm:hidden">{release.summary}</p>
      </div>
      <p className="col-span-2 -mt-2 text-sm text-muted sm:hidden">{release.summary}</p>
    </article>
  );
}

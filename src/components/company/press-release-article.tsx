import { fill } from "~/i18n/format";
import { useMessages } from "~/i18n/react";
import { cn } from "~/lib/cn";
import { Link2 } from "lucide-react";
import { mediaUrl } from "~/lib/media";

export type PressReleaseView = {
  slug: string;
  heading: string;
  date: string;
  /** The date as people read it ("December 10, 2019", "10 décembre 2019"), formatted at build time. */
  dateLabel: string;
  image?: string;
  imageAlt?: string;
  /** The body, rendered from Markdown at build time (our own content). */
  html: string;
};

/** One press release: anchored by its slug, with a visible link to itself. */
export function PressReleaseArticle({
  release,
  eagerImage = false,
  renderWhenVisible = false,
  className,
}: {
  release: PressReleaseView;
  /** The first release's picture may be on screen at load: do not lazy-load it. */
  eagerImage?: boolean;
  /**
   * Skip its layout and paint until it nears the viewport (a release well below the
   * fold, with light blocks above and below it: see the page).
   */
  renderWhenVisible?: boolean;
  className?: string;
}) {
  const t = useMessages("company");
  const titleId = `${release.slug}-title`;
  return (
    <article
      id={release.slug}
      aria-labelledby={titleId}
      className={cn(
        "grid gap-3 py-10 md:grid-cols-[11rem_1fr] md:gap-8",
        renderWhenVisible && className,
      )}
    >
      <p className="text-sm font-semibold text-brand-700 md:pt-1">
        <time dateTime={release.date}>{release.dateLabel}</time>
      </p>
      <div className="min-w-0">
        <h2 id={titleId} className="text-h3">
          {release.heading}
        </h2>
        <div
          className={
            release.image
              ? "mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start"
              : "mt-5"
          }
        >
          {release.image ? (
            <img
              src={mediaUrl(release.image)}
              alt={release.imageAlt ?? ""}
              width={800}
              height={450}
              loading={eagerImage ? "eager" : "lazy"}
              decoding="async"
              className="aspect-video w-full max-w-md rounded-card bg-surface-2 object-cover lg:order-2"
            />
          ) : null}
          <div
            className="flex max-w-prose flex-col gap-4 text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: release.html }}
          />
        </div>
        <a
          href={`#${release.slug}`}
          className="mt-5 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t.linkToRelease}
          <span className="sr-only">
            {fill(t.linkToReleaseNamed, { heading: release.heading })}
          </span>
        </a>
      </div>
    </article>
  );
}

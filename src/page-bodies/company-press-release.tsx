import { ArrowLeft, ArrowRight } from "lucide-react";
import { formatDate, type Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { newsArticleJsonLd } from "~/components/company/json-ld";
import { Container } from "~/components/ui/container";
import { pressReleaseFeedLink } from "~/content/feeds";
import { loadPressReleases, releaseDescription } from "~/content/press-releases";
import { cn } from "~/lib/cn";
import { mediaUrl } from "~/lib/media";
import { pageIn } from "~/content/pages";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

/**
 * A press release's own page, at the address its urlSlug gives in each language
 * (/company/press-releases/<date>-<urlSlug>), found by its file name.
 */

export async function load(locale: Locale, file: string) {
  const releases = await loadPressReleases(locale);
  const at = releases.findIndex((release) => release.slug === file);
  const release = releases[at];
  if (!release) throw new Error(`No press release ${file}`);
  const link = (other: (typeof releases)[number] | undefined) =>
    other && { heading: other.heading, path: other.path };
  return {
    slug: file,
    path: release.path,
    paths: release.paths,
    heading: release.heading,
    date: release.date,
    dateLabel: formatDate(release.date, locale),
    image: release.image,
    imageAlt: release.imageAlt,
    html: release.html,
    description: releaseDescription(release.html),
    // The list is newest first.
    newer: link(releases[at - 1]),
    older: link(releases[at + 1]),
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;

export function head(locale: Locale, data: PageData) {
  const { path } = data;
  const tags = seo({
    title: data.heading,
    description: data.description,
    locale,
    path,
    alternates: data.paths,
    jsonLd: [
      { "@context": "https://schema.org", ...newsArticleJsonLd(data, locale) },
      breadcrumbJsonLd("/company/press-releases", locale, { name: data.heading, path })!,
    ],
  });
  return [...tags, pressReleaseFeedLink(locale)];
}

function Body({ data }: { data: PageData }) {
  const t = useMessages("press");
  const list = pageIn("/company/press-releases", useLocale());
  return (
    <article aria-labelledby="release-title">
      <header className="border-b border-line bg-linear-to-b from-surface to-white">
        <Container className="py-12 md:py-16">
          <a
            data-pagefind-ignore=""
            href={`${list.path}#${data.slug}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.allReleases}
          </a>
          <p
            data-pagefind-ignore=""
            className="mt-4 text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase"
          >
            {t.eyebrow}
          </p>
          <h1 id="release-title" className="mt-3 text-h1 text-balance">
            {data.heading}
          </h1>
          <p className="mt-4 text-muted">
            {t.published} <time dateTime={data.date}>{data.dateLabel}</time>
          </p>
        </Container>
      </header>
      <Container className="py-12 md:py-16">
        {data.image ? (
          <img
            src={mediaUrl(data.image)}
            alt={data.imageAlt ?? ""}
            width={800}
            height={450}
            fetchPriority="high"
            className="aspect-video w-full rounded-card bg-surface-2 object-cover"
          />
        ) : null}
        <div
          className={cn(
            "flex max-w-measure flex-col gap-5 text-lead text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ul]:list-disc",
            data.image && "mt-10",
          )}
          dangerouslySetInnerHTML={{ __html: data.html }}
        />
        <nav
          aria-label={t.releaseNavigation}
          className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
        >
          {data.newer ? (
            <a
              href={data.newer.path}
              rel="prev"
              className="group flex flex-col gap-1 rounded-card border border-line p-5 hover:border-brand-600"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t.newer}
              </span>
              <span className="font-medium text-navy-900 group-hover:text-brand-700">
                {data.newer.heading}
              </span>
            </a>
          ) : (
            <span />
          )}
          {data.older ? (
            <a
              href={data.older.path}
              rel="next"
              className="group flex flex-col gap-1 rounded-card border border-line p-5 text-right hover:border-brand-600 sm:items-end"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                {t.older}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="font-medium text-navy-900 group-hover:text-brand-700">
                {data.older.heading}
              </span>
            </a>
          ) : null}
        </nav>
        <p className="mt-8">
          <a
            data-pagefind-ignore=""
            href={`${list.path}#${data.slug}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.allReleases}
          </a>
        </p>
      </Container>
    </article>
  );
}

export default Body;

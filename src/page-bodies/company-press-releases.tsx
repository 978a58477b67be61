import { formatDate, type Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { pressReleasesJsonLd } from "~/components/company/json-ld";
import { PressReleaseItem } from "~/components/company/press-release-item";
import { PressYearIndex } from "~/components/company/press-year-index";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/container";
import { pressReleaseFeedLink } from "~/content/feeds";
import { loadPressReleases, pressPage, releaseSummary } from "~/content/press-releases";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale, data: PageData) => [
  ...pageMeta("/company/press-releases", locale, [pressReleasesJsonLd(data.releases, locale)]),
  pressReleaseFeedLink(locale),
];

export async function load(locale: Locale) {
  const all = await loadPressReleases(locale);
  const releases = all.map(({ slug, path, heading, date, image }) => ({
    slug,
    heading,
    date,
    dateLabel: formatDate(date, locale),
    dayLabel: dayOfYear(date, locale),
    path,
    image,
  }));
  const [newest] = all;
  return {
    releases,
    latestLabel: pressPage(locale).latest,
    // Only the featured release shows its summary: the list is dates and headings.
    latestSummary: newest ? releaseSummary(newest.html) : "",
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;

/**
 * The date without its year ("December 10", « 1er mars »): in the list, each release
 * sits under its year's heading.
 */
export function dayOfYear(date: string, locale: Locale): string {
  return formatDate(date, locale).replace(/,?\s+\d{4}$/, "");
}

/** The releases by year, newest year first (the list is newest first already). */
function years<T extends { date: string }>(releases: readonly T[]) {
  const groups: { year: string; releases: T[] }[] = [];
  for (const release of releases) {
    const year = release.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.releases.push(release);
    else groups.push({ year, releases: [release] });
  }
  return groups;
}

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/press-releases");
  const t = useMessages("company");
  // The newest is featured on its own, above the years that hold the rest.
  const [latest, ...rest] = data.releases;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} heading={page.heading} lead={page.description} />
      {/* Each release is found on its own page: the list is not words of this one. */}
      <Container data-pagefind-ignore="" className="py-10 md:py-14">
        {latest ? (
          <article
            id={latest.slug}
            aria-labelledby={`${latest.slug}-title`}
            className="grid scroll-mt-28 gap-x-12 gap-y-3 rounded-card border border-line bg-surface p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
          >
            <div>
              <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">
                {data.latestLabel}
              </p>
              <p className="mt-2 text-sm text-muted">
                <time dateTime={latest.date}>{latest.dateLabel}</time>
              </p>
              <h2 id={`${latest.slug}-title`} className="mt-2 text-h3 text-balance">
                <a
                  href={latest.path}
                  className="text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {latest.heading}
                </a>
              </h2>
            </div>
            <p className="max-w-measure text-muted lg:self-end">{data.latestSummary}</p>
          </article>
        ) : null}
        {rest.length > 0 ? (
          <div className="mt-8">
            <PressYearIndex releases={rest} />
          </div>
        ) : null}
        {years(rest).map(({ year, releases: ofYear }) => (
          <section
            key={year}
            aria-labelledby={`year-${year}`}
            className="mt-6 grid gap-x-8 border-t border-line-strong pt-3 md:mt-8 md:grid-cols-[6rem_minmax(0,1fr)] md:pt-4"
          >
            <h2 id={`year-${year}`} className="scroll-mt-28 text-h3 tabular-nums md:pt-2">
              {year}
            </h2>
            <ul className="mt-1 md:mt-0">
              {ofYear.map((release) => (
                <PressReleaseItem
                  key={release.slug}
                  release={{ ...release, dateLabel: release.dayLabel }}
                />
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </>
  );
}

export default Body;

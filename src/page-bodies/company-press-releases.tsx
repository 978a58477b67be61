import { formatDate, type Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { pressReleasesJsonLd } from "~/components/company/json-ld";
import { PressReleaseItem } from "~/components/company/press-release-item";
import { PressYearIndex } from "~/components/company/press-year-index";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/container";
import { pressReleaseFeedLink } from "~/content/feeds";
import { loadPressReleases, releaseSummary } from "~/content/press-releases";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale, data: PageData) => [
  ...pageMeta("/company/press-releases", locale, [pressReleasesJsonLd(data.releases, locale)]),
  pressReleaseFeedLink(locale),
];

export async function load(locale: Locale) {
  const releases = (await loadPressReleases(locale)).map(
    ({ slug, path, heading, date, image, imageAlt, html }) => ({
      slug,
      heading,
      date,
      dateLabel: formatDate(date, locale),
      path,
      summary: releaseSummary(html),
      image,
      imageAlt,
    }),
  );
  return { releases };
}

export type PageData = Awaited<ReturnType<typeof load>>;

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
  const { releases } = data;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} heading={page.heading} lead={page.description} />
      {/* Each release is found on its own page: the list is not words of this one. */}
      <Container data-pagefind-ignore="" className="py-12 md:py-16">
        <PressYearIndex releases={releases} />
        {years(releases).map(({ year, releases: ofYear }) => (
          <section key={year} aria-labelledby={`year-${year}`} className="mt-10">
            <h2
              id={`year-${year}`}
              className="scroll-mt-28 border-b border-line pb-2 text-h3 tabular-nums"
            >
              {year}
            </h2>
            <div>
              {ofYear.map((release) => (
                <PressReleaseItem
                  key={release.slug}
                  release={release}
                  eagerImage={release === releases[0]}
                />
              ))}
            </div>
          </section>
        ))}
      </Container>
    </>
  );
}

export default Body;

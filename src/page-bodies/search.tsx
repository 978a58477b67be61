import type { Locale } from "~/i18n/locale";
import { fill } from "~/i18n/format";
import { useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { PageHero } from "~/components/page-hero";
import { SearchPanel } from "~/components/search/search-panel";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Container } from "~/components/ui/container";
import { loadPressReleases } from "~/content/press-releases";
import { localizedPages } from "~/content/pages";
import { localizedPath } from "~/lib/route-table";
import { searchSectionOf, searchSections, type SearchSection } from "~/lib/search";
import { homeName, pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/search", locale);

type Listed = { path: string; heading: string };

/** How many of the newest press releases the page lists; the press releases page lists them all. */
export const recentReleaseCount = 5;

/**
 * Every page a search could find, by section: the route table's listed pages, and
 * the newest press releases with a link to the press releases page, which lists
 * every one (so a visitor without script still reaches them all).
 */
export async function load(locale: Locale) {
  const bySection = new Map<SearchSection, Listed[]>(searchSections.map((s) => [s, []]));
  for (const page of localizedPages) {
    if (page.locale !== locale || page.indexable === false || page.canonical === "/search")
      continue;
    // The home page by the name the breadcrumbs give it, not by its long heading.
    const heading = page.canonical === "/" ? homeName[locale] : page.heading;
    bySection.get(searchSectionOf(page.canonical))!.push({ path: page.path, heading });
  }
  // The press releases page is the way to every release: it is listed last, as "All
  // 37 press releases", after the newest few.
  const releases = await loadPressReleases(locale);
  const listPath = localizedPath("/company/press-releases", locale);
  bySection.set("press", [
    ...releases.slice(0, recentReleaseCount).map((release) => ({
      path: release.path,
      heading: release.heading,
    })),
    ...bySection.get("press")!.filter((listed) => listed.path !== listPath),
  ]);
  return {
    sections: searchSections
      .map((section) => ({ section, pages: bySection.get(section)! }))
      .filter((group) => group.pages.length > 0),
    press: { listPath, count: releases.length },
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;

/** All sections, or one: radio buttons that narrow the results (with script only). */
function SectionFilter() {
  const t = useMessages("search");
  const choices: { value: string; label: string }[] = [
    { value: "", label: t.allSections },
    ...searchSections.map((section) => ({ value: section, label: t.sections[section] })),
  ];
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-navy-900">{t.sectionFilter}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line-strong bg-white px-4 text-sm font-medium text-navy-900 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
          >
            {/* Drawn by its label: the radio covers it, unseen, so the whole chip is its target. */}
            <input
              type="radio"
              name="section"
              value={choice.value}
              defaultChecked={choice.value === ""}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-none"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center py-1 text-brand-700 underline-offset-4 hover:underline";

/** One section of the index: its pages; for press releases, the newest few and the way to all. */
function IndexSection({
  section,
  pages,
  press,
}: PageData["sections"][number] & { press: PageData["press"] }) {
  const t = useMessages("search");
  return (
    // On four columns the press releases, the longest list, take two rows' height.
    <div className={section === "press" ? "xl:row-span-2" : undefined}>
      <h3 className="text-sm font-semibold tracking-[0.08em] text-brand-700 uppercase">
        {t.sections[section]}
      </h3>
      <ul className="mt-2">
        {pages.map((item) => (
          <li key={item.path}>
            <a href={item.path} className={linkClass}>
              {item.heading}
            </a>
          </li>
        ))}
        {section === "press" && (
          <li>
            <ArrowLink href={press.listPath}>
              {fill(t.allReleases, { count: press.count })}
            </ArrowLink>
          </li>
        )}
      </ul>
    </div>
  );
}

function Body({ data }: { data: PageData }) {
  const page = usePage("/search");
  const t = useMessages("search");
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      {/* The search over the index, the index across the page: no column stands empty. */}
      <Container className="flex flex-col gap-14 py-12 md:py-16">
        {/* Without script there is no search: the page lists every page instead. */}
        <div data-search-page="" className="max-w-3xl noscript:hidden">
          <SearchPanel idPrefix="search-page" variant="page" filters={<SectionFilter />} />
        </div>
        <section aria-labelledby="browse-heading">
          <h2 id="browse-heading" className="text-h3">
            {t.browseHeading}
          </h2>
          <p className="mt-2 hidden max-w-measure text-muted noscript:block">{t.browseLead}</p>
          <p className="mt-2 text-muted noscript:hidden">{t.browseLeadScripted}</p>
          <div
            data-page-index=""
            className="mt-6 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {data.sections.map((group) => (
              <IndexSection key={group.section} {...group} press={data.press} />
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}

export default Body;

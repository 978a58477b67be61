import { plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/react";
import { cn } from "~/lib/cn";
import { yearGridClass } from "./year-columns";

/** The first (newest) release of each year, for the year index at the top of the page. */
export function yearAnchors(
  releases: readonly { slug: string; date: string }[],
): { year: string; slug: string; count: number }[] {
  const years: { year: string; slug: string; count: number }[] = [];
  for (const release of releases) {
    const year = release.date.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.count += 1;
    else years.push({ year, slug: release.slug, count: 1 });
  }
  return years;
}

/** Links to each year's releases, newest year first. */
export function PressYearIndex({
  releases,
}: {
  releases: readonly { slug: string; date: string }[];
}) {
  const t = useMessages("company");
  const locale = useLocale();
  const years = yearAnchors(releases);
  return (
    <nav
      aria-labelledby="press-years"
      className="rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="press-years" className="text-sm font-semibold tracking-[0.12em] text-muted uppercase">
        {t.jumpToYear}
      </h2>
      {/* A grid, not a wrapping row: equal links in columns, none left alone on a last row. */}
      <ul className={cn("mt-3 grid gap-1.5 sm:gap-2", yearGridClass(years.length))}>
        {years.map(({ year, count }) => (
          <li key={year}>
            <a
              href={`#year-${year}`}
              className="flex min-h-11 items-center justify-center rounded-control border border-line-strong bg-white px-1 text-sm font-semibold text-navy-900 tabular-nums hover:border-brand-600 hover:text-brand-700"
            >
              {year}
              <span className="sr-only"> ({plural(locale, count, t.yearReleases)})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

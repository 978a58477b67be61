import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { fill, plural } from "~/i18n/format";
import { PageHero } from "~/components/page-hero";
import { SideList } from "~/components/sections/side-list";
import { LatestIssue, NewsletterList } from "~/components/support/newsletter-list";
import { NewsletterSignup } from "~/components/support/newsletter-signup";
import { Collapse } from "~/components/ui/collapse";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { shelveNewsletters } from "~/content/newsletters";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/support/newsletters", locale);

export async function load(locale: Locale) {
  const content = await entryIn("newsletters", locale);
  return { ...shelveNewsletters(content), latestLabel: content.latestLabel };
}

export type PageData = Awaited<ReturnType<typeof load>>;

/**
 * Both rows share the side column's width from 1024px, so the subscribe card above
 * and the side list below line up.
 */
const columns =
  "grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-x-16";

function Body({ data }: { data: PageData }) {
  const page = usePage("/support/newsletters");
  const locale = useLocale();
  const t = useMessages("support");
  const { latest, years, archiveThroughYear, latestLabel } = data;
  const issueCount = years.reduce((sum, year) => sum + year.issues.length, 0);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} heading={page.heading} lead={page.description} />
      {/* The newest issue and how to get the next one first, side by side on a wide
          screen, one above the other on a phone. */}
      <div className="section">
        <Container className={cn(columns, "lg:items-stretch")}>
          {latest ? (
            <LatestIssue year={latest.year} issue={latest.issue} label={latestLabel} />
          ) : null}
          <NewsletterSignup />
        </Container>
      </div>
      {/* Every issue by year: the recent years open, older ones closed (native
          <details>, no script), beside the side column. */}
      <Container className={cn("section", columns, "gap-16")}>
        <section aria-labelledby="newsletter-archive" className="lg:col-start-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <h2 id="newsletter-archive" className="text-h2">
              {t.newsletters.archive}
            </h2>
            <p className="text-sm text-muted">
              {fill(t.newsletters.archiveCount, {
                years: plural(locale, years.length, t.newsletters.years),
                issues: plural(locale, issueCount, t.newsletters.issues),
              })}
            </p>
          </div>
          <Collapse
            className="mt-6"
            headingLevel={3}
            defaultOpen={years
              .filter((entry) => entry.year > archiveThroughYear)
              .map((entry) => String(entry.year))}
            panels={years.map((entry) => ({
              key: String(entry.year),
              header: entry.year,
              extra: plural(locale, entry.issues.length, t.newsletters.issues),
              children: <NewsletterList entry={entry} />,
            }))}
          />
        </section>
        {/* A wide screen's column: on a phone the footer right below lists the same pages. */}
        <div className="max-lg:hidden lg:col-start-2">
          <SideList currentPath="/support/newsletters" />
        </div>
      </Container>
    </>
  );
}

export default Body;

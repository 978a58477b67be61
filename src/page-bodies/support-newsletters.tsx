import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { fill, plural } from "~/i18n/format";
import { PageHero } from "~/components/page-hero";
import { SideList } from "~/components/sections/side-list";
import { NewsletterList } from "~/components/support/newsletter-list";
import { pageGrid } from "~/components/software/page-body";
import { NewsletterSignup } from "~/components/support/newsletter-signup";
import { Collapse } from "~/components/ui/collapse";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { shelveNewsletters } from "~/content/newsletters";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/support/newsletters", locale);

export async function load(locale: Locale) {
  return shelveNewsletters(await entryIn("newsletters", locale));
}

export type PageData = Awaited<ReturnType<typeof load>>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/support/newsletters");
  const locale = useLocale();
  const t = useMessages("support");
  const { recent, archive, archiveThroughYear } = data;
  // Issues that can be opened: a lost issue is listed as "not available" but not counted.
  const archivedIssues = archive.reduce(
    (sum, year) => sum + year.issues.filter((issue) => issue.file).length,
    0,
  );
  return (
    <>
      <PageHero eyebrow={t.eyebrow} heading={page.heading} lead={page.description} />
      {/* This year's and last year's issues beside the side column, the archive across
          the page under them, its years two by two (see PageBody for the grid). */}
      <Container className={cn("py-14 md:py-20", pageGrid.body)}>
        <div className="flex flex-col gap-14 lg:col-start-1 lg:row-start-1">
          {recent.map((entry) => (
            <NewsletterList key={entry.year} entry={entry} />
          ))}
        </div>
        <Collapse
          className={pageGrid.across}
          headingLevel={2}
          defaultOpen={["archive"]}
          panels={[
            {
              key: "archive",
              header: (
                <span className="tracking-wide uppercase">
                  {t.newsletters.archive}{" "}
                  <span className="whitespace-nowrap">
                    {fill(t.newsletters.archiveThrough, { year: archiveThroughYear })}
                  </span>
                </span>
              ),
              extra: (
                <span className="hidden sm:inline">
                  {fill(t.newsletters.archiveCount, {
                    years: plural(locale, archive.length, t.newsletters.years),
                    issues: plural(locale, archivedIssues, t.newsletters.issues),
                  })}
                </span>
              ),
              children: (
                <div className="grid gap-8 pt-2 lg:grid-cols-2 lg:gap-x-12">
                  {archive.map((entry) => (
                    <NewsletterList key={entry.year} entry={entry} variant="rows" />
                  ))}
                </div>
              ),
            },
          ]}
        />
        <div
          className={cn(
            "grid content-start gap-8 md:grid-cols-2 md:items-start lg:grid-cols-1",
            "lg:col-start-2 lg:row-start-1",
          )}
        >
          <NewsletterSignup />
          <SideList currentPath="/support/newsletters" className="md:block" />
        </div>
      </Container>
    </>
  );
}

export default Body;

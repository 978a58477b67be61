import { newsletterPeriods, type NewsletterYear, type Newsletters } from "./schemas/newsletters";

export type NewsletterShelf = {
  /** Years after the archive, newest first. */
  recent: NewsletterYear[];
  /** Years in the collapsible archive, newest first. */
  archive: NewsletterYear[];
  archiveThroughYear: number;
};

/** Newest year first; within a year, issues in publishing order, whatever order the file uses. */
export function shelveNewsletters(data: Newsletters): NewsletterShelf {
  const years = [...data.years]
    .sort((a, b) => b.year - a.year)
    .map((entry) => ({
      ...entry,
      issues: [...entry.issues].sort(
        (a, b) => newsletterPeriods.indexOf(a.period) - newsletterPeriods.indexOf(b.period),
      ),
    }));
  return {
    recent: years.filter((y) => y.year > data.archiveThroughYear),
    archive: years.filter((y) => y.year <= data.archiveThroughYear),
    archiveThroughYear: data.archiveThroughYear,
  };
}

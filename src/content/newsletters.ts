import {
  newsletterPeriods,
  type NewsletterIssue,
  type NewsletterYear,
  type Newsletters,
} from "./schemas/newsletters";

/** An issue a visitor can open: one whose PDF was kept. */
export type AvailableIssue = NewsletterIssue & { file: string };
export type AvailableYear = Omit<NewsletterYear, "issues"> & { issues: AvailableIssue[] };

export type NewsletterShelf = {
  /** The newest issue that can be opened, which the page leads with. */
  latest?: { year: number; issue: AvailableIssue };
  /** Every year with an issue that can be opened, newest first. */
  years: AvailableYear[];
  /** Years after this one are open at first, this one and earlier ones closed. */
  archiveThroughYear: number;
};

const isAvailable = (issue: NewsletterIssue): issue is AvailableIssue => Boolean(issue.file);

/**
 * Newest year first; within a year, issues in publishing order, whatever order the file
 * uses. An issue whose PDF was lost stays in content, as a record, but the page leaves
 * it out: a visitor can do nothing with it, and it read as a broken page. A year left
 * with no issue goes too.
 */
export function shelveNewsletters(data: Newsletters): NewsletterShelf {
  const years = [...data.years]
    .sort((a, b) => b.year - a.year)
    .map((entry) => ({
      ...entry,
      issues: entry.issues
        .filter(isAvailable)
        .sort((a, b) => newsletterPeriods.indexOf(a.period) - newsletterPeriods.indexOf(b.period)),
    }))
    .filter((entry) => entry.issues.length > 0);
  const newest = years[0];
  return {
    latest: newest ? { year: newest.year, issue: newest.issues.at(-1)! } : undefined,
    years,
    archiveThroughYear: data.archiveThroughYear,
  };
}

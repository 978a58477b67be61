import { FileText } from "lucide-react";
import type { AvailableIssue, AvailableYear } from "~/content/newsletters";
import { mediaUrl } from "~/lib/media";
import { fill } from "~/i18n/format";
import { useMessages } from "~/i18n/react";
import { newsletterAnchor } from "~/lib/search";

/** The PDF tag after an issue's name. */
function PdfTag() {
  return (
    <span className="ml-1 rounded-control bg-brand-50 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-brand-700">
      PDF
    </span>
  );
}

/** The issue's title: a link to its own PDF, its year and "newsletter" said to screen readers. */
function IssueTitle({ year, issue }: { year: number; issue: AvailableIssue }) {
  const t = useMessages("support").newsletters;
  const { opensInNewTab } = useMessages("common");
  return (
    <a
      href={mediaUrl(issue.file)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <span className="sr-only">{fill(t.linkBefore, { year })}</span>
      {t.periods[issue.period]}
      {t.linkAfter ? <span className="sr-only">{t.linkAfter}</span> : null} <PdfTag />
      <span className="sr-only">{opensInNewTab}</span>
    </a>
  );
}

/** The newest issue, at the top of the page: its full name, its summary and its PDF. */
export function LatestIssue({
  year,
  issue,
  label,
}: {
  year: number;
  issue: AvailableIssue;
  /** Content's label over it ("Latest issue"), if any. */
  label?: string;
}) {
  const t = useMessages("support").newsletters;
  const { opensInNewTab } = useMessages("common");
  const name = `${fill(t.linkBefore, { year })}${t.periods[issue.period]}${t.linkAfter}`;
  return (
    <article
      aria-labelledby="latest-issue"
      className="flex gap-5 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <FileText
        aria-hidden="true"
        className="mt-1 hidden size-8 shrink-0 text-brand-600 sm:block"
      />
      <div>
        {label ? (
          <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">
            {label}
          </p>
        ) : null}
        {/* The heading is the link: the issue's name once, not a title and a link to it. */}
        <h2 id="latest-issue" className="mt-2 text-h3 first:mt-0">
          <a
            href={mediaUrl(issue.file)}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {name} <PdfTag />
            <span className="sr-only">{opensInNewTab}</span>
          </a>
        </h2>
        <p className="mt-3 max-w-measure text-muted">{issue.summary}</p>
      </div>
    </article>
  );
}

/**
 * One year's issues, each with its summary, as compact rows under the year's toggle in
 * the archive (which names the year: the list is labelled by it, with no heading of
 * its own).
 */
export function NewsletterList({ entry }: { entry: AvailableYear }) {
  return (
    // A named group, not a section: a landmark per year would crowd the page's list.
    <div role="group" aria-label={String(entry.year)}>
      {/* Each issue is a search record of its own, not words of this page. */}
      <ul data-pagefind-ignore="" className="grid gap-x-8 sm:grid-cols-2">
        {entry.issues.map((issue) => (
          <li
            key={issue.period}
            // Where a search result for this issue lands (scripts/lib/search-records.ts).
            id={newsletterAnchor(entry.year, issue.period)}
            className="flex gap-4 border-t border-line py-4"
          >
            <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <div>
              <IssueTitle year={entry.year} issue={issue} />
              <p className="mt-1.5 text-sm text-muted">{issue.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

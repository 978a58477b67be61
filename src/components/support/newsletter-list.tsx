import { FileText } from "lucide-react";
import type { NewsletterIssue, NewsletterYear } from "~/content/schemas/newsletters";
import { mediaUrl } from "~/lib/media";
import { cn } from "~/lib/cn";
import { fill } from "~/i18n/format";
import { useMessages } from "~/i18n/react";
import { newsletterAnchor } from "~/lib/search";

/** The issue's title: a link to its own PDF, or plain text when no copy was kept. */
function IssueTitle({ year, issue }: { year: number; issue: NewsletterIssue }) {
  const t = useMessages("support").newsletters;
  const { opensInNewTab } = useMessages("common");
  const period = t.periods[issue.period];
  if (!issue.file) {
    return (
      <p className="font-semibold text-navy-900">
        <span className="sr-only">{fill(t.missingBefore, { year })}</span>
        {period}
      </p>
    );
  }
  return (
    <a
      href={mediaUrl(issue.file)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <span className="sr-only">{fill(t.linkBefore, { year })}</span>
      {period}
      {t.linkAfter ? <span className="sr-only">{t.linkAfter}</span> : null}{" "}
      <span className="ml-1 rounded-control bg-brand-50 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-brand-700">
        PDF
      </span>
      <span className="sr-only">{opensInNewTab}</span>
    </a>
  );
}

const variants = {
  /** Cards in two columns, for the current years. */
  cards: {
    heading: "text-h2",
    list: "mt-5 grid gap-4 sm:grid-cols-2",
    item: "flex gap-4 rounded-card border p-5",
    available: "border-line bg-white shadow-card",
    missing: "border-line bg-surface",
  },
  /** Compact rows, for the archive. */
  rows: {
    heading: "text-h3",
    list: "mt-3 grid gap-x-8 sm:grid-cols-2",
    item: "flex gap-4 border-t border-line py-4",
    available: "",
    missing: "",
  },
} as const;

/** One year of newsletters: a heading and each issue with its summary. */
export function NewsletterList({
  entry,
  variant = "cards",
}: {
  entry: NewsletterYear;
  variant?: keyof typeof variants;
}) {
  const t = useMessages("support").newsletters;
  const style = variants[variant];
  const Heading = variant === "cards" ? "h2" : "h3";
  const headingId = `newsletters-${entry.year}`;
  return (
    // A named group, not a section: a landmark per year would crowd the page's list.
    <div role="group" aria-labelledby={headingId}>
      <Heading id={headingId} className={style.heading}>
        {entry.year}
      </Heading>
      {/* Each issue is a search record of its own, not words of this page. */}
      <ul data-pagefind-ignore="" className={style.list}>
        {entry.issues.map((issue) => (
          <li
            key={issue.period}
            // Where a search result for this issue lands (scripts/lib/search-records.ts).
            id={newsletterAnchor(entry.year, issue.period)}
            className={cn(style.item, issue.file ? style.available : style.missing)}
          >
            {/* A lost issue is a plain note, not a file: no icon, its text kept in line. */}
            {issue.file ? (
              <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
            ) : (
              <span aria-hidden="true" className="size-6 shrink-0" />
            )}
            <div>
              <IssueTitle year={entry.year} issue={issue} />
              <p className="mt-1.5 text-sm text-muted">{issue.summary}</p>
              {issue.file ? null : <p className="mt-1.5 text-sm text-muted italic">{t.notKept}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Award as AwardIcon } from "lucide-react";
import type { Award } from "~/content/schemas/awards";

/**
 * The partner awards and levels, newest first, each with its year and what it means.
 * From `lg` the list runs down two columns, so that it fills the row and the years
 * still read in order; each award is ruled off above, and the list closes with a rule
 * while it is one column.
 */
export function AwardList({ awards }: { awards: readonly Award[] }) {
  return (
    <ol className="gap-x-16 border-b border-line lg:columns-2 lg:border-b-0">
      {awards.map((award) => (
        <li
          key={award.title}
          className="grid break-inside-avoid gap-2 border-t border-line py-6 sm:grid-cols-[7rem_1fr] sm:gap-6 lg:grid-cols-[5rem_1fr]"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700 sm:items-start sm:pt-1">
            <AwardIcon aria-hidden="true" className="size-5 text-accent-600" />
            <time dateTime={String(award.year)}>{award.year}</time>
          </p>
          <div>
            <h3 className="text-h4">{award.title}</h3>
            <p className="mt-1 max-w-measure text-muted">{award.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

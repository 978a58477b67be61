import { cn, dividedItem } from "~/lib/cn";
import { Award as AwardIcon } from "lucide-react";
import type { Award } from "~/content/schemas/awards";

/** The partner awards and levels, newest first, each with its year and what it means. */
export function AwardList({ awards }: { awards: readonly Award[] }) {
  return (
    <ol className="border-y border-line">
      {awards.map((award) => (
        <li
          key={award.title}
          className={cn(dividedItem, "grid gap-2 py-6 sm:grid-cols-[7rem_1fr] sm:gap-6")}
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

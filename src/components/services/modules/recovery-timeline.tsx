import type { z } from "zod";
import type { recoveryModule } from "~/content/schemas/services";
import { useLocale } from "~/i18n/react";
import { cn } from "~/lib/cn";
import { barShare, formatDuration } from "./duration";

type Recovery = z.infer<typeof recoveryModule>;

/** The work that could be lost: warm stripes, the same in the legend and the rows. */
const stripes =
  "bg-[repeating-linear-gradient(135deg,var(--color-accent-400)_0_4px,var(--color-accent-300)_4px_8px)]";

/**
 * Disaster recovery's targets, drawn: for each group of systems, one line with the
 * disaster in the middle, the work that could be lost reaching back to the left
 * (recovery point) and the time until the systems run again reaching right (recovery
 * time), on one logarithmic scale so minutes and days share the drawing. The bars are
 * decoration: each row says its two targets in words under them, and the legend says
 * what each term means.
 */
export function RecoveryTimeline({
  disasterLabel,
  point,
  time,
  tiers,
  note,
}: Pick<Recovery, "disasterLabel" | "point" | "time" | "tiers" | "note">) {
  const locale = useLocale();
  const all = tiers.flatMap((tier) => [tier.point, tier.time]);
  return (
    <div className="mt-8 rounded-card border border-line bg-white p-4 shadow-card sm:p-8">
      <dl className="grid gap-4 @xl:grid-cols-2 @xl:gap-8">
        {[
          { term: point, mark: stripes },
          { term: time, mark: "bg-brand-600" },
        ].map(({ term, mark }) => (
          // A list's group holds its term and definition only: the mark sits in the term.
          <div key={term.name} className="relative pl-11">
            <dt className="font-semibold text-navy-900">
              <span
                aria-hidden="true"
                className={cn("absolute top-1.5 left-0 h-3 w-8 rounded-full", mark)}
              />
              {term.name}
            </dt>
            <dd className="mt-1 text-sm text-muted">{term.text}</dd>
          </div>
        ))}
      </dl>

      <div className="relative mt-8">
        <p className="mx-auto w-fit rounded-control bg-navy-900 px-3 py-1 text-xs font-semibold text-white">
          {disasterLabel}
        </p>
        <ul className="mt-4 flex flex-col gap-4">
          {tiers.map((tier) => {
            const pointText = formatDuration(tier.point, locale);
            const timeText = formatDuration(tier.time, locale);
            return (
              <li key={tier.name} className="rounded-card bg-surface px-4 py-4 sm:px-5">
                <h3 className="text-h4">{tier.name}</h3>
                <p className="mt-1 text-sm text-muted">{tier.systems}</p>
                <div aria-hidden="true" className="relative mt-4 grid grid-cols-2">
                  {/* The disaster: the same mark in the middle of every row. */}
                  <span className="absolute -inset-y-1.5 left-1/2 w-0.5 -translate-x-1/2 rounded-full bg-navy-900" />
                  <div className="flex justify-end">
                    <span
                      className={cn("h-3 rounded-l-full", stripes)}
                      style={{ width: `${barShare(tier.point, all) * 100}%` }}
                    />
                  </div>
                  <div className="flex">
                    <span
                      className="h-3 rounded-r-full bg-brand-600"
                      style={{ width: `${barShare(tier.time, all) * 100}%` }}
                    />
                  </div>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-4 text-sm">
                  <div className="pr-2 text-right">
                    <dt className="text-muted">{point.label}</dt>
                    <dd className="font-semibold text-navy-900">{pointText}</dd>
                  </div>
                  <div className="pl-2">
                    <dt className="text-muted">{time.label}</dt>
                    <dd className="font-semibold text-navy-900">{timeText}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
      {note ? <p className="mt-6 max-w-measure text-sm text-subtle">{note}</p> : null}
    </div>
  );
}

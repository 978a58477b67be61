import { Check } from "lucide-react";
import type { z } from "zod";
import type { plansModule } from "~/content/schemas/services";
import { cn } from "~/lib/cn";

type Plans = z.infer<typeof plansModule>;

/**
 * Client Care's plans side by side where the section is wide enough for three (or
 * two) cards, one under the other on a phone. Each plan is a titled card: who it
 * fits, how it is priced (in words: no figure the company has not given), then what
 * it includes as a list.
 */
export function PlanTiers({ plans, note }: Pick<Plans, "plans" | "note">) {
  return (
    <div className="mt-8">
      <ul
        className={cn(
          "grid gap-6",
          // Side by side, each card spans the list's three rows (who it is for, its
          // price, what it includes) as a subgrid: the prices line up across the cards
          // whatever the length of the names and summaries above them.
          "@2xl:grid-rows-[auto_auto_1fr] @2xl:gap-y-0",
          plans.length === 3 ? "@2xl:grid-cols-3" : "@2xl:grid-cols-2",
        )}
      >
        {plans.map((plan, i) => (
          <li
            key={plan.name}
            className={cn(
              "flex flex-col rounded-card border bg-white p-5 shadow-card sm:p-6 @2xl:row-span-3 @2xl:grid @2xl:grid-rows-subgrid @2xl:gap-y-0 @2xl:p-5",
              // The fullest plan last, edged in the brand colour: the eye ends on it.
              i === plans.length - 1 ? "border-brand-600 ring-1 ring-brand-600" : "border-line",
            )}
          >
            <div>
              <h3 className="text-h3">{plan.name}</h3>
              <p className="mt-2 text-sm text-muted">{plan.summary}</p>
            </div>
            <p className="mt-5 self-start rounded-control bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
              {plan.price}
            </p>
            <div>
              {plan.lead ? (
                <p className="mt-5 text-sm font-semibold text-navy-900">{plan.lead}</p>
              ) : null}
              <ul className={cn("flex flex-col gap-3", plan.lead ? "mt-3" : "mt-5")}>
                {plan.includes.map((item) => (
                  <li key={item} className="flex gap-2.5 text-sm text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-5 max-w-measure text-sm text-subtle">{note}</p> : null}
    </div>
  );
}

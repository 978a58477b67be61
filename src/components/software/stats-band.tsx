import { cn } from "~/lib/cn";
import { statColumns } from "./columns";

type Stat = { value: string; label: string };

/** Big figures with their labels on a navy band; each figure is a term of a description list. */
export function StatsBand({ items, className }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl
      className={cn(
        "mt-8 grid gap-px overflow-hidden rounded-card bg-navy-800 shadow-card",
        statColumns[items.length],
        className,
      )}
    >
      {items.map((stat) => (
        <div
          key={stat.value + stat.label}
          className="flex flex-col-reverse justify-end bg-navy-900 px-6 py-7"
        >
          <dt className="mt-2 text-sm text-navy-100">{stat.label}</dt>
          <dd className="text-h2 font-semibold tracking-tight text-accent-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { Check } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

type ChecklistProps = {
  items: readonly React.ReactNode[];
  columns?: 1 | 2 | 3;
  className?: string;
};

const grid = {
  1: "",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
} as const;

/** A list of capabilities, modules or areas, each with a check mark. */
export function Checklist({ items, columns = 1, className }: ChecklistProps) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-3", grid[columns], className)}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
          >
            <Check className="size-4" strokeWidth={2.5} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

import { cn } from "~/lib/cn";
import { cardColumns, type MultiColumn } from "./columns";

type Step = { title: string; text: string };

// In one column a step's number stands at its left; in a row of steps, above its title.
const inRow: Record<MultiColumn, string> = {
  "@2xl": "@2xl:pt-18 @2xl:pl-6",
  "@4xl": "@4xl:pt-18 @4xl:pl-6",
  "@5xl": "@5xl:pt-18 @5xl:pl-6",
};

/** A numbered process: a real ordered list, numbered by the browser. */
export function Steps({ items }: { items: readonly Step[] }) {
  const columns = cardColumns[items.length];
  return (
    <ol className={cn("mt-8 grid gap-6 [counter-reset:step]", columns?.list)}>
      {items.map((step) => (
        <li
          key={step.title}
          className={cn(
            "relative rounded-card bg-surface p-6 pl-18 [counter-increment:step] before:absolute before:top-6 before:left-6 before:flex before:size-9 before:items-center before:justify-center before:rounded-full before:bg-brand-600 before:font-semibold before:text-white before:content-[counter(step)]",
            columns && inRow[columns.multi],
          )}
        >
          <h3 className="text-h4">{step.title}</h3>
          <p className="mt-1 max-w-measure text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

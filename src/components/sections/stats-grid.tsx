import { clsx } from "clsx";
import { cn } from "~/lib/cn";
import { statLayout } from "./stat-columns";

export type Stat = { value: string; label: string };

// Tiles that share one background: the grid's colour shows in the 1px gaps and the
// border between and around them.
const tones = {
  /** Navy tiles, on a white page or a navy band. */
  dark: {
    grid: "border-navy-800 bg-navy-800",
    tile: "bg-navy-900",
    value: "text-accent-300",
    label: "text-navy-100",
  },
  /** White tiles, on a light band. */
  light: {
    grid: "border-line bg-line",
    tile: "bg-white",
    value: "text-navy-900",
    label: "text-muted",
  },
} as const;

type StatsGridProps = {
  items: readonly Stat[];
  tone?: keyof typeof tones;
  className?: string;
};

/**
 * Big figures with their labels, each a term of a description list, as tiles laid out
 * by the grid's own width (see stat-columns.ts): every stats band on the site.
 */
export function StatsGrid({ items, tone = "dark", className }: StatsGridProps) {
  const colours = tones[tone];
  const layout = statLayout(items.length, Math.max(...items.map((stat) => stat.label.length)));
  return (
    <div className={cn("@container", className)}>
      <dl
        className={cn(
          "grid gap-px overflow-hidden rounded-card border shadow-card",
          colours.grid,
          layout.list,
        )}
      >
        {items.map((stat, i) => (
          <div
            key={stat.value + stat.label}
            className={cn(
              "flex flex-col-reverse justify-end gap-2 px-3.5 py-5 @xs:px-4 @lg:px-6 @lg:py-7",
              colours.tile,
              layout.items[i],
              layout.tile,
            )}
          >
            <dt className={cn("text-sm", colours.label)}>{stat.label}</dt>
            {/* The type scale joins with clsx: tailwind-merge would drop it as a clash
                with the colour. In a band under 20rem (a phone under 360px) the tiles
                are some 110px inside: "semaines" or "10 000+" fits at 24px, not 26. */}
            <dd
              className={clsx(
                "text-[1.5rem] leading-tight font-semibold tracking-tight tabular-nums @xs:text-h2",
                colours.value,
                layout.value,
              )}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import { clsx } from "clsx";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

export type Stat = { value: string; label: string };

type StatsBandProps = {
  stats: readonly Stat[];
  /** Names the band for screen readers ("Ridgeline in numbers"). */
  label: string;
  /** Navy band (the default) or a light one. */
  tone?: "dark" | "light";
  className?: string;
};

// Type-scale classes (text-h1, text-lead...) are joined with clsx, not cn(): tailwind-merge
// does not know the custom type scale and would drop it as a clash with the text colour.
const tones = {
  dark: { band: "bg-navy-900", value: "text-accent-300", label: "text-navy-100" },
  light: { band: "border-y border-line bg-surface", value: "text-navy-900", label: "text-muted" },
} as const;

const columns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-2 lg:grid-cols-5",
  6: "grid-cols-2 lg:grid-cols-3",
} as const;

/** Big numbers with their labels: 1981, 3,750+, 20+ countries... as a description list. */
export function StatsBand({ stats, label, tone = "dark", className }: StatsBandProps) {
  const colours = tones[tone];
  const grid = columns[Math.min(Math.max(stats.length, 2), 6) as keyof typeof columns];
  return (
    <section aria-label={label} className={cn(colours.band, className)}>
      <Container className="py-12 md:py-14">
        <dl className={cn("grid gap-x-8 gap-y-10", grid)}>
          {stats.map((stat, i) => (
            <div
              key={stat.label}
              // Five on two columns: the last spans the row rather than stand alone.
              className={cn(
                "flex flex-col",
                stats.length === 5 && i === 4 && "col-span-2 lg:col-span-1",
              )}
            >
              <dt className={cn("order-2 mt-2 text-sm leading-snug", colours.label)}>
                {stat.label}
              </dt>
              <dd
                className={clsx(
                  "order-1 text-h1 font-semibold tracking-tight tabular-nums",
                  colours.value,
                )}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

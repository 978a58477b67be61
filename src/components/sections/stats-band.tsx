import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";
import { type Stat, StatsGrid } from "./stats-grid";

type StatsBandProps = {
  stats: readonly Stat[];
  /** Names the band for screen readers ("Ridgeline in numbers"). */
  label: string;
  /** Navy band (the default) or a light one. */
  tone?: "dark" | "light";
  className?: string;
};

const bands = { dark: "bg-navy-900", light: "border-y border-line bg-surface" } as const;

/** A band across the page of big numbers with their labels: 1981, 3,750+, 20+ countries... */
export function StatsBand({ stats, label, tone = "dark", className }: StatsBandProps) {
  return (
    <section aria-label={label} className={cn(bands[tone], className)}>
      <Container className="py-12 md:py-14">
        <StatsGrid items={stats} tone={tone} />
      </Container>
    </section>
  );
}

/**
 * How the benchmark turns a route's Lighthouse runs into the one row it judges.
 *
 * PRODUCT.md's speed budgets are "median of 3": each budgeted number is the median
 * of that number over the runs (Lighthouse CI's `aggregationMethod: "median"`). The
 * scores that should not vary from run to run (accessibility, best practices, SEO)
 * take the lowest run instead, so one failing run is never outvoted.
 *
 * Until session 13 the bench took "the run with the median performance score" and
 * reported all of its numbers. With every run scoring 100 that was always the first
 * run, so the TBT it judged was one run's, not a median.
 */

/** The numbers one Lighthouse run gives a route. */
export type RunScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

/** The median; for an even count, the mean of the middle two (as Lighthouse does). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The row a route is judged by: medians of the measured numbers, lowest of the scores. */
export function summarizeRuns(runs: readonly RunScores[]): RunScores {
  if (runs.length === 0) throw new Error("no runs to summarise");
  const med = (pick: (run: RunScores) => number) => median(runs.map(pick));
  const lowest = (pick: (run: RunScores) => number) => Math.min(...runs.map(pick));
  return {
    performance: Math.round(med((r) => r.performance)),
    accessibility: lowest((r) => r.accessibility),
    bestPractices: lowest((r) => r.bestPractices),
    seo: lowest((r) => r.seo),
    fcpMs: Math.round(med((r) => r.fcpMs)),
    lcpMs: Math.round(med((r) => r.lcpMs)),
    cls: Number(med((r) => r.cls).toFixed(3)),
    tbtMs: Math.round(med((r) => r.tbtMs)),
  };
}

/**
 * Lighthouse simulates a mid-range phone by multiplying the CPU time each task took
 * on the measuring machine by `cpuSlowdownMultiplier` (4 by default). That 4 assumes
 * a machine whose Lighthouse CPU benchmark index is about 1,533; on a slower machine
 * every task is already longer, and the simulated phone slower than the one meant.
 * Lighthouse's CLI warns below an index of 1,000 ("The tested device appears to have a
 * slower CPU than Lighthouse expects"); its throttling guide sends readers to the CPU
 * throttling calculator for the multiplier that fits their machine.
 *
 * `hostCalibratedMultiplier` is that calculator's mapping from benchmark index to
 * multiplier (lighthouse-cpu-throttling-calculator, the same piecewise-linear
 * anchors: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 1766 → 5×, 2000 → 6×). The bench
 * reports TBT at that multiplier beside the budgeted default-throttling TBT, so a
 * reader can tell a slow or busy machine from a slower site. Budgets are judged at
 * the default multiplier only.
 */
export function hostCalibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`Not a CPU benchmark index: ${benchmarkIndex}`);
  }
  // Below 150 the calculator gives no multiplier (it calls the machine too slow to
  // measure with); 1× is the most a simulation can take away.
  if (benchmarkIndex < 150) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

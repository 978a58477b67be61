import { describe, expect, it } from "vitest";
import { median, summarizeRuns, type RunScores } from "./bench-summary";

describe("median", () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[63, 0, 19], 19],
    [[79, 39, 15], 39],
    [[0, 0, 110], 0],
    [[4, 1, 3, 2], 2.5],
    [[10, 20], 15],
    [[0.002, 0, 0.001], 0.001],
  ])("%j → %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("leaves its input in order", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow("median of no values");
  });
});

const run = (overrides: Partial<RunScores>): RunScores => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 0,
  ...overrides,
});

describe("summarizeRuns", () => {
  it.each<[string, RunScores[], Partial<RunScores>]>([
    [
      "TBT is the median of the runs, not the first run's",
      [run({ tbtMs: 63 }), run({ tbtMs: 0 }), run({ tbtMs: 19 })],
      { tbtMs: 19 },
    ],
    [
      "two runs over budget make the median over budget",
      [run({ tbtMs: 61 }), run({ tbtMs: 0 }), run({ tbtMs: 52 })],
      { tbtMs: 52 },
    ],
    [
      "each measured number takes its own median",
      [
        run({ performance: 97, fcpMs: 800, lcpMs: 1600, cls: 0.02 }),
        run({ performance: 100, fcpMs: 1000, lcpMs: 1100, cls: 0 }),
        run({ performance: 99, fcpMs: 700, lcpMs: 1300, cls: 0.001 }),
      ],
      { performance: 99, fcpMs: 800, lcpMs: 1300, cls: 0.001 },
    ],
    [
      "one run failing accessibility, best practices or SEO is the row's score",
      [run({ accessibility: 96 }), run({ bestPractices: 92 }), run({ seo: 91 })],
      { accessibility: 96, bestPractices: 92, seo: 91 },
    ],
    [
      "an even number of runs averages the middle two, rounded",
      [run({ tbtMs: 10, lcpMs: 1201 }), run({ tbtMs: 21, lcpMs: 1204 })],
      { tbtMs: 16, lcpMs: 1203 },
    ],
    ["one run is its own summary", [run({ tbtMs: 44, seo: 66 })], { tbtMs: 44, seo: 66 }],
  ])("%s", (_name, runs, expected) => {
    expect(summarizeRuns(runs)).toMatchObject(expected);
  });

  it("refuses no runs", () => {
    expect(() => summarizeRuns([])).toThrow("no runs");
  });
});

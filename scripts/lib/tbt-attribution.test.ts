import { describe, expect, it } from "vitest";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import {
  commitTaskTime,
  splitBlockingTime,
  taskKind,
  type SimulatedTask,
  type TaskKind,
} from "./tbt-attribution";

const task = (start: number, end: number, kind: TaskKind = "rendering"): SimulatedTask => ({
  start,
  end,
  duration: end - start,
  kind,
});
const none = { commit: 0, rendering: 0, script: 0, parse: 0, other: 0 };

describe("splitBlockingTime", () => {
  // First paint at 700 ms, interactive at 2,000 ms (simulated).
  it.each([
    ["a commit task that ends before the first paint", [task(600, 690, "commit")], 0, {}],
    [
      "a commit task crossing the first paint by 150 ms",
      [task(600, 850, "commit")],
      100,
      { commit: 100 },
    ],
    ["a commit task crossing it by less than 50 ms", [task(600, 740, "commit")], 0, {}],
    ["a 120 ms layout task after the first paint", [task(900, 1020)], 70, { rendering: 70 }],
    ["a task under 50 ms", [task(900, 949, "script")], 0, {}],
    [
      "several kinds, and a task cut off by the interactive time",
      [
        task(600, 850, "commit"),
        task(900, 1020),
        task(1100, 1160, "script"),
        task(1950, 2100, "parse"),
      ],
      180,
      { commit: 100, rendering: 70, script: 10 },
    ],
  ])("%s", (_name, tasks, total, byKind) => {
    expect(splitBlockingTime(tasks, 700, 2000)).toEqual({ total, byKind: { ...none, ...byKind } });
  });

  it("sums to Lantern's own TBT for the same tasks", () => {
    const tasks = [
      task(0, 400, "commit"),
      task(650, 790),
      task(800, 1100, "script"),
      task(1500, 1540),
    ];
    for (const [fcp, tti] of [
      [100, 2000],
      [700, 1000],
      [1200, 1100],
    ] as const) {
      expect(splitBlockingTime(tasks, fcp, tti).total).toBe(
        Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(tasks, fcp, tti),
      );
    }
  });
});

describe("taskKind", () => {
  const ev = (name: string, dur?: number) => ({ name, dur });
  it.each([
    [
      "the navigation commit",
      [ev("DocumentLoader::CommitNavigation", 5000), ev("Layout", 90000)],
      "commit",
    ],
    [
      "a first frame",
      [ev("UpdateLayoutTree", 12000), ev("Layout", 25000), ev("Paint", 4000)],
      "rendering",
    ],
    ["a module evaluation", [ev("v8.evaluateModule", 9000), ev("Layout", 1000)], "script"],
    ["a parser chunk", [ev("ParseHTML", 14000), ev("EvaluateScript", 9000)], "parse"],
    ["only instant events", [ev("UpdateCounters"), ev("MarkDOMContent")], "other"],
    ["nothing it knows", [ev("GPUTask", 60000)], "other"],
  ])("%s", (_name, events, kind) => {
    expect(taskKind(events)).toBe(kind);
  });
});

describe("commitTaskTime", () => {
  // Wall and thread time in µs, as two runs of /software/sage-intact recorded them.
  const emptyDocument = { dur: 11_697, tdur: 3_717 };
  const page = { dur: 88_548, tdur: 17_888 };
  it.each([
    [
      "the page's commit after the empty document's",
      [emptyDocument, page],
      { wallMs: 89, threadMs: 18 },
    ],
    ["the page's commit before it", [page, emptyDocument], { wallMs: 89, threadMs: 18 }],
    ["one commit", [{ dur: 27_985, tdur: 16_874 }], { wallMs: 28, threadMs: 17 }],
    ["no thread time recorded: the wall time", [{ dur: 30_400 }], { wallMs: 30, threadMs: 30 }],
    ["no commit task", [], null],
  ])("%s", (_name, events, expected) => {
    expect(commitTaskTime(events)).toEqual(expected);
  });
});

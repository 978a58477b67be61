/**
 * Where a Lighthouse run's TBT comes from, by kind of main-thread task; above all,
 * how much of it the navigation's first task accounts for.
 *
 * Lighthouse's simulated phone (Lantern) replays every main-thread task of the trace
 * at four times its wall-clock length (twice, if the task did layout) and counts,
 * from the simulated first paint on, whatever of each task exceeds 50 ms. The first
 * task of every navigation commits it and creates the page's JavaScript context; a
 * page of one paragraph has it too. On a shared machine its wall time swings (20-160
 * ms here) while its thread time stays near 20 ms: it waits for a CPU. When it ends
 * past the simulated first paint, it alone can add 100-500 ms of TBT. The bench
 * reports that part, and the parts from rendering (style, layout, paint) and from the
 * rest, beside the TBT, so a reader can tell the page's own work from the machine's
 * queue. Information, never a budget.
 */
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

/** What a main-thread task mostly did. */
export type TaskKind = "commit" | "rendering" | "script" | "parse" | "other";

/** A main-thread task as Lantern simulated it, in simulated milliseconds. */
export type SimulatedTask = { start: number; end: number; duration: number; kind: TaskKind };

const kindOfEvent: Record<string, Exclude<TaskKind, "commit" | "other">> = {
  UpdateLayoutTree: "rendering",
  Layout: "rendering",
  PrePaint: "rendering",
  Paint: "rendering",
  EvaluateScript: "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  RunMicrotasks: "script",
  ParseHTML: "parse",
};

/**
 * The kind of a task from the trace events it contains (name and wall time in µs):
 * the one that commits a navigation is "commit"; otherwise whichever of style, layout
 * and paint ("rendering"), script, or HTML parsing took longest.
 */
export function taskKind(events: readonly { name: string; dur?: number }[]): TaskKind {
  if (events.some((e) => e.name === "DocumentLoader::CommitNavigation")) return "commit";
  const time = { rendering: 0, script: 0, parse: 0 };
  for (const e of events) {
    const kind = kindOfEvent[e.name];
    if (kind) time[kind] += e.dur ?? 0;
  }
  const [kind, longest] = Object.entries(time).sort((a, b) => b[1] - a[1])[0]!;
  return longest > 0 ? (kind as TaskKind) : "other";
}

/**
 * One estimate's TBT, split by the kind of task it comes from: the same sum Lantern
 * computes (with its own per-task function), taken apart.
 */
export function splitBlockingTime(tasks: readonly SimulatedTask[], fcpMs: number, ttiMs: number) {
  const byKind: Record<TaskKind, number> = {
    commit: 0,
    rendering: 0,
    script: 0,
    parse: 0,
    other: 0,
  };
  let total = 0;
  if (ttiMs <= fcpMs) return { total, byKind };
  for (const task of tasks) {
    if (task.duration < Lantern.Metrics.TBTUtils.BLOCKING_TIME_THRESHOLD) continue;
    const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(task, fcpMs, ttiMs);
    total += blocking;
    byKind[task.kind] += blocking;
  }
  return { total, byKind };
}

/**
 * The wall and thread time, in ms, of the task that commits the page, given the trace
 * events of every task that commits a navigation. A run usually has two: the new
 * renderer first commits its initial empty document (about 4 ms of thread time, no
 * script context), then the page itself; the page's is the long one. Null when there
 * is none (once in 69 runs on 2026-11-22; why, the trace did not say). Chrome's trace
 * events carry the thread time as `tdur`, a field Lantern's type does not name.
 */
export function commitTaskTime(events: readonly { dur: number; tdur?: number }[]) {
  const longest = events.reduce<(typeof events)[number] | undefined>(
    (a, e) => (a && a.dur >= e.dur ? a : e),
    undefined,
  );
  return longest
    ? {
        wallMs: Math.round(longest.dur / 1000),
        threadMs: Math.round((longest.tdur ?? longest.dur) / 1000),
      }
    : null;
}

type MetricData = Parameters<typeof LanternTotalBlockingTime.request>[0];
type MetricContext = Parameters<typeof LanternTotalBlockingTime.request>[1];

/**
 * A run's simulated TBT and its parts by kind of task (Lantern's blend: the mean of
 * its optimistic and pessimistic estimates), with the commit task's wall and thread
 * time as the trace recorded them.
 */
export async function blockingTimeByTask(data: MetricData, context: MetricContext) {
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  type NodeTimings = typeof tbt.optimisticEstimate.nodeTimings;
  type Node = NodeTimings extends Map<infer N, unknown> ? N : never;
  // Both estimates simulate the same graph: classify each CPU task once.
  const kinds = new Map<Node, TaskKind>();
  for (const node of tbt.optimisticEstimate.nodeTimings.keys()) {
    if (node.type === Lantern.Graph.BaseNode.types.CPU) kinds.set(node, taskKind(node.childEvents));
  }
  const estimate = (nodeTimings: NodeTimings, fcpMs: number, ttiMs: number) => {
    const tasks: SimulatedTask[] = [];
    for (const [node, timing] of nodeTimings) {
      const kind = kinds.get(node);
      if (kind)
        tasks.push({
          start: timing.startTime,
          end: timing.endTime,
          duration: timing.duration,
          kind,
        });
    }
    return splitBlockingTime(tasks, fcpMs, ttiMs);
  };
  // As Lantern pairs them: the optimistic TBT runs from the pessimistic first paint to
  // the optimistic interactive time, and the other way round.
  const optimistic = estimate(
    tbt.optimisticEstimate.nodeTimings,
    fcp.pessimisticEstimate.timeInMs,
    tti.optimisticEstimate.timeInMs,
  );
  const pessimistic = estimate(
    tbt.pessimisticEstimate.nodeTimings,
    fcp.optimisticEstimate.timeInMs,
    tti.pessimisticEstimate.timeInMs,
  );
  const byKind = Object.fromEntries(
    Object.keys(optimistic.byKind).map((k) => {
      const kind = k as TaskKind;
      return [kind, Math.round((optimistic.byKind[kind] + pessimistic.byKind[kind]) / 2)];
    }),
  ) as Record<TaskKind, number>;
  const commitTask = commitTaskTime(
    [...kinds].flatMap(([node, kind]) =>
      kind === "commit" && node.type === Lantern.Graph.BaseNode.types.CPU ? [node.event] : [],
    ),
  );
  return {
    tbtMs: (optimistic.total + pessimistic.total) / 2,
    byKind,
    commitTask,
  };
}

import { describe, expect, it } from "vitest";
import {
  statLayout,
  statLayouts,
  WORDY_LABEL,
  wordyStatLayouts,
  type StatLayout,
} from "./stat-columns";

/** Tailwind's container widths, in rem, smallest first. */
const widths = {
  "@xs": 20,
  "@sm": 24,
  "@md": 28,
  "@lg": 32,
  "@xl": 36,
  "@2xl": 42,
  "@3xl": 48,
  "@4xl": 56,
  "@5xl": 64,
  "@6xl": 72,
} as const;

/** The narrowest band: a 320px phone less its gutters (280px). */
const narrowest = 17.5;

/** The value of `utility` (grid-cols, col-span) that `classes` give at a band width. */
function valueAt(classes: string, utility: string, rem: number): number {
  const steps = [...classes.matchAll(new RegExp(`(?:^|\\s)(@\\w+:)?${utility}-(\\d+)`, "g"))]
    .map(([, width, value]) => ({
      rem: width ? widths[width.slice(0, -1) as keyof typeof widths] : 0,
      value: Number(value),
    }))
    .filter((step) => step.rem <= rem)
    .sort((a, b) => a.rem - b.rem);
  return steps.at(-1)?.value ?? 1;
}

/** The rows of a grid at a band width: each row the spans of its cells, placed in order. */
function rowsAt(
  count: number,
  rem: number,
  { list, items }: StatLayout = statLayout(count),
): { columns: number; rows: number[][] } {
  const columns = valueAt(list, "grid-cols", rem);
  const rows: number[][] = [[]];
  for (const item of items) {
    const span = valueAt(item, "col-span", rem);
    const row = rows.at(-1)!;
    if (row.reduce((sum, s) => sum + s, 0) + span > columns) rows.push([span]);
    else row.push(span);
  }
  return { columns, rows };
}

const bandWidths = [narrowest, ...Object.values(widths)];

describe("stats band layouts", () => {
  it.each(Object.keys(statLayouts).map(Number))("%i figures: a span for each", (count) => {
    expect(statLayout(count).items).toHaveLength(count);
  });

  it.each(
    Object.keys(statLayouts).flatMap((count) => bandWidths.map((rem) => [Number(count), rem])),
  )("%i figures in a %srem band", (count, rem) => {
    const { columns, rows } = rowsAt(count, rem);
    for (const row of rows) {
      // Every row full, its cells equal: nothing left over beside an empty cell.
      expect(
        row.reduce((sum, span) => sum + span, 0),
        `${rows.join(" | ")}`,
      ).toBe(columns);
      expect(new Set(row).size).toBe(1);
      // A figure alone on its row is a list's row, or the last of rows of one.
      if (row.length === 1) expect(columns === 1 || row === rows.at(-1)).toBe(true);
    }
    // An even count two to a row even on the narrowest phone; an odd count one to a
    // row (a list) until its rows are full.
    if (count % 2 === 0) expect(rows[0]!.length).toBeGreaterThanOrEqual(2);
    else if (columns === 1) expect(statLayout(count).tile).toBeTruthy();
    // Every tile wide enough for its figure: 8.5rem on a phone, 12rem once there are
    // more than two to a row.
    const tile = Math.min(...rows.flat()) * (Math.max(rem, narrowest) / columns);
    expect(tile).toBeGreaterThanOrEqual(rows[0]!.length > 2 ? 12 : 8.5);
  });

  it.each([
    // count, rows at 375px (a 335px band), at 890px (826px), across 1440px (1136px)
    [3, "1,1,1", "3", "3"],
    [4, "2,2", "4", "4"],
    [5, "1,1,1,1,1", "3,2", "5"],
    [6, "2,2,2", "3,3", "3,3"],
    [7, "1,1,1,1,1,1,1", "4,3", "4,3"],
    [8, "2,2,2,2", "4,4", "4,4"],
  ])("%i figures: rows of %s, then %s, then %s", (count, phone, tablet, desktop) => {
    const shape = (px: number) =>
      rowsAt(count, px / 16)
        .rows.map((row) => row.length)
        .join(",");
    expect([shape(335), shape(826), shape(1136)]).toEqual([phone, tablet, desktop]);
  });

  it("one figure, or more than the table holds: one column", () => {
    expect(statLayout(1)).toEqual({ list: "", items: [""] });
    expect(statLayout(9).list).toBe("");
  });
});

describe("wordy bands (a label over WORDY_LABEL characters)", () => {
  const wordy = "x".repeat(WORDY_LABEL + 1);
  it.each(Object.keys(wordyStatLayouts).map(Number))(
    "%i figures: chosen for a long label only",
    (count) => {
      expect(statLayout(count, wordy.length)).toBe(wordyStatLayouts[count]);
      expect(statLayout(count, WORDY_LABEL)).toBe(statLayouts[count]);
    },
  );

  it.each(
    Object.keys(wordyStatLayouts).flatMap((count) => bandWidths.map((rem) => [Number(count), rem])),
  )("%i figures in a %srem band: rows full and equal", (count, rem) => {
    const { columns, rows } = rowsAt(count, rem, wordyStatLayouts[count]);
    for (const row of rows) expect(row.reduce((sum, span) => sum + span, 0)).toBe(columns);
    // On a phone (a band under 28rem), one figure to a row.
    if (rem < 28) expect(columns).toBe(1);
  });
});

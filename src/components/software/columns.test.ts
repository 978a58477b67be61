import { describe, expect, it } from "vitest";
import { cardColumns } from "./columns";

/** Tailwind's container widths, in rem, smallest first. */
const widths = { "@lg": 32, "@xl": 36, "@2xl": 42, "@3xl": 48, "@4xl": 56, "@5xl": 64 } as const;

/** The columns a grid's classes give at each container width, from the narrowest. */
function columnsByWidth(classes: string): number[] {
  const steps = [...classes.matchAll(/(@\w+):grid-cols-(\d+)/g)].map(([, width, columns]) => ({
    rem: widths[width as keyof typeof widths],
    columns: Number(columns),
  }));
  return [0, ...Object.values(widths)].map(
    (rem) => steps.filter((step) => step.rem <= rem).at(-1)?.columns ?? 1,
  );
}

describe("grid columns by number of items", () => {
  it.each(Object.entries(cardColumns))("%s cards: never one alone on the last row", (n, entry) => {
    const count = Number(n);
    for (const columns of columnsByWidth(entry.list)) {
      expect(columns).toBeLessThanOrEqual(count);
      if (columns > 1) expect(count % columns, `${count} in ${columns}`).not.toBe(1);
    }
    // Several to a row from the width named in `multi`, one column before it.
    const multi = widths[entry.multi];
    const first = [...entry.list.matchAll(/(@\w+):/g)][0]![1] as keyof typeof widths;
    expect(widths[first]).toBe(multi);
  });
});

import { describe, expect, it } from "vitest";
import { cardSpanClass } from "./grid-spans";

/** The cards of each row, from the spans: [columns per row, span of each card]. */
function rows(count: number, columns: number, span: (cls: string) => number): number[][] {
  const out: number[][] = [[]];
  let used = 0;
  for (let i = 0; i < count; i++) {
    const s = span(cardSpanClass(i, count));
    if (used + s > columns) {
      out.push([]);
      used = 0;
    }
    out.at(-1)!.push(s);
    used += s;
  }
  return out;
}

const twoColumns = (cls: string) => (cls.includes("sm:col-span-2") ? 2 : 1);
const sixColumns = (cls: string) => (cls.includes("lg:col-span-3") ? 3 : 2);

describe("cardSpanClass: no row ends with one card", () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 16])("%i cards", (count) => {
    for (const row of rows(count, 2, twoColumns)) {
      expect(
        row.reduce((a, b) => a + b, 0),
        `${count} cards at two columns`,
      ).toBe(2);
    }
    for (const row of rows(count, 6, sixColumns)) {
      expect(
        row.reduce((a, b) => a + b, 0),
        `${count} cards at three columns`,
      ).toBe(6);
      if (count > 1) expect(row.length).toBeGreaterThan(1);
    }
  });

  it("five products: the first leads at two columns; the last two share a row at three", () => {
    expect([0, 1, 2, 3, 4].map((i) => cardSpanClass(i, 5))).toEqual([
      "sm:col-span-2 lg:col-span-2",
      "lg:col-span-2",
      "lg:col-span-2",
      "lg:col-span-3",
      "lg:col-span-3",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { mostYearColumns, yearColumns, yearGridClass } from "./year-columns";

/** The links on each row of a grid of `columns`. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) =>
    Math.min(columns, count - row * columns),
  );

describe("yearColumns", () => {
  it.each([
    // count, most that fit, columns, links per row
    [13, 5, 5, [5, 5, 3]],
    [13, 8, 7, [7, 6]],
    [13, 14, 13, [13]],
    [14, 5, 5, [5, 5, 4]],
    [16, 5, 4, [4, 4, 4, 4]],
    [9, 8, 5, [5, 4]],
    [21, 5, 3, [3, 3, 3, 3, 3, 3, 3]],
    [3, 5, 3, [3]],
    [1, 5, 1, [1]],
  ])("%i years where %i fit: %i columns", (count, max, columns, perRow) => {
    expect(yearColumns(count, max)).toBe(columns);
    expect(rows(count, columns)).toEqual(perRow);
  });

  it("never leaves one year alone on the last row, nor more columns than fit", () => {
    for (let count = 2; count <= 40; count++) {
      for (const max of Object.values(mostYearColumns)) {
        const columns = yearColumns(count, max);
        expect(columns, `${count} at ${max}`).toBeLessThanOrEqual(max);
        expect(rows(count, columns).at(-1), `${count} at ${max}`).toBeGreaterThan(1);
      }
    }
  });

  it("gives 13 years five columns on a phone, seven from sm and one row from lg", () => {
    expect(yearGridClass(13)).toBe("grid-cols-5 sm:grid-cols-7 lg:grid-cols-13");
  });
});

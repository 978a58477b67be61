import { describe, expect, it } from "vitest";
import { badgesPerPhoneRow } from "./badge-row";

describe("badges to a row on a phone", () => {
  it.each([
    // count, to a row, rows
    [1, 1, "1"],
    [2, 2, "2"],
    [3, 3, "3"],
    [4, 4, "4"],
    [5, 3, "3,2"],
    [6, 3, "3,3"],
    [7, 4, "4,3"],
    [8, 4, "4,4"],
    [9, 3, "3,3,3"],
    [10, 4, "4,4,2"],
    [11, 4, "4,4,3"],
  ])("%i badges: %i to a row (%s)", (count, perRow, rows) => {
    expect(badgesPerPhoneRow(count)).toBe(perRow);
    const shape = Array.from({ length: Math.ceil(count / perRow) }, (_, i) =>
      Math.min(perRow, count - i * perRow),
    );
    expect(shape.join(",")).toBe(rows);
    // The last row at least half full: no badge alone under a full row.
    expect(shape.at(-1)! * 2).toBeGreaterThanOrEqual(perRow);
  });
});

/**
 * Columns for a section's grid by how many items it holds, so that no item stands
 * alone on a last row: at every width, the items fill their rows or leave at most one
 * cell empty, never all but one. The widths are the section's (container queries),
 * so a grid beside the side column and the same grid across the page each get what
 * fits. Below the first width a grid is one column. Written out whole, so Tailwind
 * sees every class; columns.test.ts checks each entry.
 */

/** From which section width a grid has more than one column. */
export type MultiColumn = "@2xl" | "@4xl" | "@5xl";

/**
 * Cards (module areas, steps). `multi` says from which width there are several to a
 * row, for cards laid out differently in a row than in a column (steps). Other
 * numbers: one column.
 */
export const cardColumns: Record<number, { list: string; multi: MultiColumn }> = {
  2: { list: "@2xl:grid-cols-2", multi: "@2xl" },
  3: { list: "@2xl:grid-cols-3", multi: "@2xl" },
  4: { list: "@2xl:grid-cols-2 @5xl:grid-cols-4", multi: "@2xl" },
  5: { list: "@5xl:grid-cols-5", multi: "@5xl" },
  6: { list: "@2xl:grid-cols-2 @4xl:grid-cols-3", multi: "@2xl" },
  7: { list: "@4xl:grid-cols-4", multi: "@4xl" },
  8: { list: "@2xl:grid-cols-2 @5xl:grid-cols-4", multi: "@2xl" },
};

/**
 * Stats on the navy band, whose cells share one background: every row full, since an
 * empty cell would show as a lighter block. Figures like "6.3 million" need about
 * 15rem a cell to stay on one line.
 */
export const statColumns: Record<number, string> = {
  2: "@lg:grid-cols-2",
  3: "@xl:grid-cols-3",
  4: "@lg:grid-cols-2 @3xl:grid-cols-4",
  5: "@4xl:grid-cols-5",
  6: "@lg:grid-cols-2 @3xl:grid-cols-3",
  8: "@lg:grid-cols-2 @3xl:grid-cols-4",
};

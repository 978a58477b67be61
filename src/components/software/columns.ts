/**
 * Columns for a section's grid by how many items it holds, so that no item stands
 * alone on a last row: at every width, the items fill their rows or leave at most one
 * cell empty, never all but one. The widths are the section's (container queries),
 * so a grid beside the side column and the same grid across the page each get what
 * fits. Below the first width a grid is one column. Written out whole, so Tailwind
 * sees every class; columns.test.ts checks each entry. (Stats bands: sections/stat-columns.ts.)
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
  // Three of some 270px at 890 wrapped every title: three across from a 56rem section.
  3: { list: "@4xl:grid-cols-3", multi: "@4xl" },
  4: { list: "@2xl:grid-cols-2 @5xl:grid-cols-4", multi: "@2xl" },
  5: { list: "@5xl:grid-cols-5", multi: "@5xl" },
  6: { list: "@2xl:grid-cols-2 @4xl:grid-cols-3", multi: "@2xl" },
  7: { list: "@4xl:grid-cols-4", multi: "@4xl" },
  8: { list: "@2xl:grid-cols-2 @5xl:grid-cols-4", multi: "@2xl" },
};

/**
 * How a stats band lays out its figures, by how many it holds. The figures are tiles
 * that share one background, so every row is full: an odd figure out spans its row,
 * and the cells of a row are equal. Two to a row from the narrowest phone (a 280px
 * band at 320px: a tile of some 140px holds "10 000+" or "semaines" at 24px, the
 * figures' smallest size), then as many as fit in a row once the band is wide enough
 * for tiles of 12rem or more. The widths are the band's own (container queries), so a
 * band beside the side column and one across the page each get what fits. Written out
 * whole, so Tailwind sees every class; stat-columns.test.ts checks each entry.
 */
export type StatLayout = {
  /** The grid's columns. */
  list: string;
  /** Each figure's span, by position ("" for one column). */
  items: readonly string[];
};

/** Two figures to a row at every width. */
const pairs = (count: number): StatLayout => ({
  list: "grid-cols-2",
  items: Array.from({ length: count }, () => ""),
});

export const statLayouts: Record<number, StatLayout> = {
  2: pairs(2),
  // Two and one across the row, then three in a row.
  3: { list: "grid-cols-2 @xl:grid-cols-3", items: ["", "", "col-span-2 @xl:col-span-1"] },
  // Two rows of two, then four in a row.
  4: { list: "grid-cols-2 @3xl:grid-cols-4", items: ["", "", "", ""] },
  // Two, two and one across the row; then three and two on six columns, the two as
  // wide as the three together; then five in a row.
  5: {
    list: "grid-cols-2 @2xl:grid-cols-6 @5xl:grid-cols-5",
    items: [
      "@2xl:col-span-2 @5xl:col-span-1",
      "@2xl:col-span-2 @5xl:col-span-1",
      "@2xl:col-span-2 @5xl:col-span-1",
      "@2xl:col-span-3 @5xl:col-span-1",
      "col-span-2 @2xl:col-span-3 @5xl:col-span-1",
    ],
  },
  // Three rows of two, then two rows of three.
  6: { list: "grid-cols-2 @2xl:grid-cols-3", items: ["", "", "", "", "", ""] },
  // Three rows of two and one across; then four and three on twelve columns.
  7: {
    list: "grid-cols-2 @3xl:grid-cols-12",
    items: [
      "@3xl:col-span-3",
      "@3xl:col-span-3",
      "@3xl:col-span-3",
      "@3xl:col-span-3",
      "@3xl:col-span-4",
      "@3xl:col-span-4",
      "col-span-2 @3xl:col-span-4",
    ],
  },
  // Four rows of two, then two rows of four.
  8: { list: "grid-cols-2 @3xl:grid-cols-4", items: ["", "", "", "", "", "", "", ""] },
};

/**
 * A band whose longest label runs over this many characters is wordy: on a phone its
 * figures go one to a row, for their labels' sake (French hosting's 98-character label
 * took nine lines in a 130px tile).
 */
export const WORDY_LABEL = 60;

/** Wordy bands: one figure to a row until two (or all) fit with room for their labels. */
export const wordyStatLayouts: Record<number, StatLayout> = {
  3: { list: "grid-cols-1 @xl:grid-cols-3", items: ["", "", ""] },
  4: { list: "grid-cols-1 @lg:grid-cols-2 @5xl:grid-cols-4", items: ["", "", "", ""] },
};

/**
 * The layout for a band of `count` figures whose longest label has `longestLabel`
 * characters (a single figure: one column).
 */
export function statLayout(count: number, longestLabel = 0): StatLayout {
  const wordy = longestLabel > WORDY_LABEL ? wordyStatLayouts[count] : undefined;
  return (
    wordy ?? statLayouts[count] ?? { list: "", items: Array.from({ length: count }, () => "") }
  );
}

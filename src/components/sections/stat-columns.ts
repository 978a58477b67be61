/**
 * How a stats band lays out its figures, by how many it holds. The figures are tiles
 * that share one background, so every row is full and the cells of a row are equal:
 * no figure is ever left alone on a half-empty row. An even count goes two to a row
 * from the narrowest phone (a 280px band at 320px: a tile of some 140px holds "10 000+"
 * or "semaines" at 24px, the figures' smallest size). An odd count is a list on a
 * phone, one figure to a row with its label beside it, until the band is wide enough
 * for all of them in full rows of tiles of 12rem or more. The widths are the band's own
 * (container queries), so a band beside the side column and one across the page each
 * get what fits. Written out whole, so Tailwind sees every class; stat-columns.test.ts
 * checks each entry.
 */
export type StatLayout = {
  /** The grid's columns. */
  list: string;
  /** Each figure's span, by position ("" for one column). */
  items: readonly string[];
  /** Each tile, where the layout lists the figures one to a row: figure beside label. */
  tile?: string;
  /**
   * The figure, beside its label in that list: at least one width, so the labels line
   * up, and never broken ("Plus de 3 750"); a label with no room left goes under it.
   */
  value?: string;
};

/** One figure to a row, its label beside it, below the `@xl` (36rem) band width. */
const listBelowXl = {
  tile: "@max-xl:flex-row-reverse @max-xl:flex-wrap @max-xl:items-baseline @max-xl:gap-x-4 @max-xl:gap-y-1 @max-xl:py-4",
  value: "@max-xl:min-w-28 @max-xl:whitespace-nowrap",
};
/** The same below `@2xl` (42rem). */
const listBelow2xl = {
  tile: "@max-2xl:flex-row-reverse @max-2xl:flex-wrap @max-2xl:items-baseline @max-2xl:gap-x-4 @max-2xl:gap-y-1 @max-2xl:py-4",
  value: "@max-2xl:min-w-28 @max-2xl:whitespace-nowrap",
};
/** The same below `@3xl` (48rem). */
const listBelow3xl = {
  tile: "@max-3xl:flex-row-reverse @max-3xl:flex-wrap @max-3xl:items-baseline @max-3xl:gap-x-4 @max-3xl:gap-y-1 @max-3xl:py-4",
  value: "@max-3xl:min-w-28 @max-3xl:whitespace-nowrap",
};

/** Two figures to a row at every width. */
const pairs = (count: number): StatLayout => ({
  list: "grid-cols-2",
  items: Array.from({ length: count }, () => ""),
});

export const statLayouts: Record<number, StatLayout> = {
  2: pairs(2),
  // A list, then three in a row.
  3: { list: "grid-cols-1 @xl:grid-cols-3", items: ["", "", ""], ...listBelowXl },
  // Two rows of two, then four in a row.
  4: { list: "grid-cols-2 @3xl:grid-cols-4", items: ["", "", "", ""] },
  // A list; then three and two on six columns, the two as wide as the three
  // together; then five in a row.
  5: {
    list: "grid-cols-1 @2xl:grid-cols-6 @5xl:grid-cols-5",
    items: [
      "@2xl:col-span-2 @5xl:col-span-1",
      "@2xl:col-span-2 @5xl:col-span-1",
      "@2xl:col-span-2 @5xl:col-span-1",
      "@2xl:col-span-3 @5xl:col-span-1",
      "@2xl:col-span-3 @5xl:col-span-1",
    ],
    ...listBelow2xl,
  },
  // Three rows of two, then two rows of three.
  6: { list: "grid-cols-2 @2xl:grid-cols-3", items: ["", "", "", "", "", ""] },
  // A list; then four and three on twelve columns.
  7: {
    list: "grid-cols-1 @3xl:grid-cols-12",
    items: [
      "@3xl:col-span-3",
      "@3xl:col-span-3",
      "@3xl:col-span-3",
      "@3xl:col-span-3",
      "@3xl:col-span-4",
      "@3xl:col-span-4",
      "@3xl:col-span-4",
    ],
    ...listBelow3xl,
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

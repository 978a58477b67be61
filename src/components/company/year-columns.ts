/**
 * How many columns a grid of `count` year links gets where at most `max` fit: as few
 * rows as possible, the links shared out evenly between them, and never one link on
 * its own on the last row (it reads as left over). 13 years at 5: 5, 5, 3; at 8: 7, 6.
 */
export function yearColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  for (let columns = max; columns > 1; columns -= 1) {
    if (count % columns === 1) continue;
    const even = Math.ceil(count / Math.ceil(count / columns));
    return count % even === 1 ? columns : even;
  }
  return max;
}

/**
 * The most year links a row holds, each at least 44 px wide (a tap target): on a
 * 320 px phone, from `sm` (640 px) and from `lg` (1,024 px).
 */
export const mostYearColumns = { phone: 5, sm: 8, lg: 14 } as const;

// Written whole so Tailwind sees each class; index = columns.
const phone = [
  "",
  "grid-cols-1",
  "grid-cols-2",
  "grid-cols-3",
  "grid-cols-4",
  "grid-cols-5",
] as const;
const sm = [
  "",
  "sm:grid-cols-1",
  "sm:grid-cols-2",
  "sm:grid-cols-3",
  "sm:grid-cols-4",
  "sm:grid-cols-5",
  "sm:grid-cols-6",
  "sm:grid-cols-7",
  "sm:grid-cols-8",
] as const;
const lg = [
  "",
  "lg:grid-cols-1",
  "lg:grid-cols-2",
  "lg:grid-cols-3",
  "lg:grid-cols-4",
  "lg:grid-cols-5",
  "lg:grid-cols-6",
  "lg:grid-cols-7",
  "lg:grid-cols-8",
  "lg:grid-cols-9",
  "lg:grid-cols-10",
  "lg:grid-cols-11",
  "lg:grid-cols-12",
  "lg:grid-cols-13",
  "lg:grid-cols-14",
] as const;

/** The grid column classes for `count` year links at each width. */
export function yearGridClass(count: number): string {
  return [
    phone[yearColumns(count, mostYearColumns.phone)],
    sm[yearColumns(count, mostYearColumns.sm)],
    lg[yearColumns(count, mostYearColumns.lg)],
  ].join(" ");
}

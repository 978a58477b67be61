/**
 * Column spans for a list of cards on a grid of one column on phones, two from `sm`
 * and three from `lg` (a six-column grid, two per card), chosen so that no row ends
 * with one card on its own: at two columns an odd count lets its first card lead
 * across the row; at three, a last row of two shares the width, and a last row of one
 * becomes two rows of two.
 */
export const cardGridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-6";

export function cardSpanClass(index: number, count: number): string {
  const leads = count % 2 === 1 && count > 1 && index === 0;
  const rest = count % 3;
  const wide =
    (rest === 2 && index >= count - 2) || (rest === 1 && count > 3 && index >= count - 4);
  // Written whole so Tailwind sees each class.
  return [leads ? "sm:col-span-2" : "", wide ? "lg:col-span-3" : "lg:col-span-2"]
    .filter(Boolean)
    .join(" ");
}

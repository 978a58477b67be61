import type { Locator } from "@playwright/test";

/**
 * The cards of a grid's list, row by row as they are laid out: how many sit on each row.
 * A list whose last row holds one card beside empty columns looks unfinished.
 */
export async function cardRows(list: Locator): Promise<number[]> {
  const tops = await list
    .locator(":scope > li")
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

/** True when the list's last row is alone on its row but the others held more than one. */
export function endsWithLoneCard(rows: readonly number[]): boolean {
  return rows.length > 1 && rows.at(-1) === 1 && Math.max(...rows) > 1;
}

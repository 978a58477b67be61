import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve Tailwind conflicts (tailwind-merge
 * would cost ~8 KB gzip on every page): components expose variants instead of
 * letting callers override their padding, size or colour.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * A line under each item of a list but the last: set on the items themselves, not
 * as Tailwind's `divide-y` on the list, whose child selector Chrome would try on every
 * element of the page (docs/decisions/0012-no-child-combinator-utilities.md).
 */
export const dividedItem = "border-b border-line last:border-b-0";

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
 * with one of Tailwind's divide utilities on the list, whose child selector Chrome
 * would try on every element of the page (docs/decisions/0010-no-child-combinator-utilities.md).
 * (Not named here: Tailwind reads comments too, and a utility's name in one is enough
 * to put its rule in the stylesheet.)
 */
export const dividedItem = "border-b border-line last:border-b-0";

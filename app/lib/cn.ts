import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve Tailwind conflicts (tailwind-merge
 * would cost ~8 KB gzip on every page): components expose variants instead of
 * letting callers override their padding, size or colour.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

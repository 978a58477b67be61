import { en, type Messages } from "./en";
import { fr } from "./fr";
import type { Locale } from "./locale";

/**
 * One typed dictionary per language: src/i18n/en/ defines the strings and their
 * shape, src/i18n/fr/ must give every one of them (a missing or extra key is a type
 * error). Namespaces are files: layout (header, menus, footer), home, software...
 */
export type { Messages };

export const dictionaries: Record<Locale, Messages> = { en, fr };

/**
 * The namespaces an island needs, as a prop: only these strings are serialised into
 * the page, and no dictionary is bundled into the island's script.
 */
export function islandMessages<N extends keyof Messages>(
  locale: Locale,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const all = dictionaries[locale];
  return Object.fromEntries(namespaces.map((n) => [n, all[n]])) as Pick<Messages, N>;
}

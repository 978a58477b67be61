/**
 * The site's two languages. English pages keep their addresses; each has a French
 * twin under /fr (src/lib/route-table.ts holds both paths). Plain data and pure
 * functions: imported by the browser bundle, the build, the server and the scripts.
 */

export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The prefix of every French path: /fr, /fr/logiciels... */
export const frenchPrefix = "/fr";

/** <html lang>, hreflang and JSON-LD inLanguage. */
export const languageTag: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

/** og:locale's form of the same tag. */
export const ogLocale: Record<Locale, string> = { en: "en_CA", fr: "fr_CA" };

/** The language's own name, as the switcher offers it. */
export const languageName: Record<Locale, string> = { en: "English", fr: "Français" };

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "fr" : "en";
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

/** The language of a page by its path: /fr and everything under it is French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === frenchPrefix || pathname.startsWith(`${frenchPrefix}/`) ? "fr" : "en";
}

/** "3,750" or "3 750" (with a no-break space, as Quebec writes it). */
export function formatNumber(value: number, locale: Locale): string {
  return value.toLocaleString(languageTag[locale]);
}

/** "December 10, 2019" or "10 décembre 2019" ("1er décembre"), of a calendar date (read as UTC). */
export function formatDate(date: Date | string, locale: Locale): string {
  const value = typeof date === "string" ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  const text = new Intl.DateTimeFormat(locale === "en" ? "en-US" : "fr-CA", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(value);
  // French writes the first of the month « 1er décembre », not « 1 décembre ».
  return locale === "fr" ? text.replace(/^1 /, "1er ") : text;
}

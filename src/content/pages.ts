import { locales, type Locale } from "~/i18n/locale";
import {
  localizedPages as routes,
  routeIn,
  type CanonicalPath,
  type LocalizedRoute,
} from "~/lib/route-table";
import { readYamlFile } from "./read";
import { pagesSchema, type PageText } from "./schemas/pages";

export type { PageText } from "./schemas/pages";

/** content/en/pages.yaml and content/fr/pages.yaml, checked. */
const pageWords = Object.fromEntries(
  locales.map((locale) => [locale, readYamlFile(`${locale}/pages.yaml`, pagesSchema(locale))]),
) as Record<Locale, ReturnType<ReturnType<typeof pagesSchema>["parse"]>>;

/** A built page in one language: its address and its words. */
export type LocalizedPage = LocalizedRoute & PageText;

/** A page in a language, by its canonical path: where it is and what it is called. */
export function pageIn(canonical: CanonicalPath, locale: Locale): LocalizedPage {
  return { ...routeIn(canonical, locale), ...pageWords[locale].pages[canonical] };
}

/** Every page in every language with its words, in the route table's order. */
export const localizedPages: readonly LocalizedPage[] = routes.map((route) => ({
  ...route,
  ...pageWords[route.locale].pages[route.canonical],
}));

/** The words of the not-found page (/404) and of the error page (/500). */
export const notFoundPage = {
  en: pageWords.en.pages["/404"],
  fr: pageWords.fr.pages["/404"],
} as const satisfies Record<Locale, PageText>;
export const errorPage = {
  en: pageWords.en.pages["/500"],
  fr: pageWords.fr.pages["/500"],
} as const satisfies Record<Locale, PageText>;

/** Breadcrumb names of the folders above the pages ("/services": "IT services"). */
export function sectionNamesIn(locale: Locale): Readonly<Record<string, string>> {
  return pageWords[locale].sections;
}

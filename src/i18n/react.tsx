import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "./locale";
import type { Messages } from "./messages";

/**
 * The page's language and its interface strings, for every React component under
 * a root. Astro renders each component an .astro file names as its own root, so
 * each root provides this: pages through <Localized> (src/i18n/localized.tsx, which
 * holds both dictionaries and never reaches the browser), islands with the few
 * namespaces they use, passed as a prop (see islandMessages). Nothing here imports
 * the route table, so an island may use it for a few bytes; links are in ./links.ts.
 */
type I18n = { locale: Locale; messages: Partial<Messages> };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, messages, children }: I18n & { children: ReactNode }) {
  return <I18nContext value={{ locale, messages }}>{children}</I18nContext>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("No language for this component: render it inside <Localized>");
  return i18n;
}

export function useLocale(): Locale {
  return useI18n().locale;
}

/** The interface strings of one namespace, in the page's language. */
export function useMessages<N extends keyof Messages>(namespace: N): Messages[N] {
  const messages = useI18n().messages[namespace] as Messages[N] | undefined;
  if (!messages) throw new Error(`The "${namespace}" strings were not given to this island`);
  return messages;
}

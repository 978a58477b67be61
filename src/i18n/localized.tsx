import type { ReactNode } from "react";
import type { Locale } from "./locale";
import { dictionaries } from "./messages";
import { I18nProvider } from "./react";

/**
 * The language of a page's static React roots (body, header, footer...): rendered
 * at build time only, so both dictionaries stay out of the browser's bundles.
 * Islands use islandMessages instead.
 */
export function Localized({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} messages={dictionaries[locale]}>
      {children}
    </I18nProvider>
  );
}

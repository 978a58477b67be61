import { ArrowUp } from "lucide-react";
import type { Locale } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";

/**
 * A way back up from far down a long page (press releases, videos, product pages):
 * a round link in the corner, to the page's main content. No script: CSS shows it
 * once the page has scrolled more than a screen and a bit (app.css,
 * [data-back-to-top]), and hides it, out of the tab order, before that.
 */
export function BackToTop({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main"
      data-back-to-top=""
      className="fixed right-4 bottom-4 z-30 flex size-11 items-center justify-center rounded-full bg-navy-900 text-white shadow-pop hover:bg-brand-700 focus-visible:outline-offset-4"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">{dictionaries[locale].layout.backToTop}</span>
    </a>
  );
}

import type { Locale } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-50 -translate-y-24 rounded-control bg-navy-900 px-4 py-3 font-semibold text-white focus:translate-y-0"
    >
      {dictionaries[locale].layout.skipLink}
    </a>
  );
}

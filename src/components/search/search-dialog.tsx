import { X } from "lucide-react";
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { searchDialogId } from "~/lib/search";
import { SearchPanel } from "./search-panel";

/**
 * The search dialog of every page: closed, it is inert markup. The header's Search
 * link (and the / key) opens it with showModal() (src/scripts/search-launcher.ts),
 * which traps the focus, and Escape or Close returns it where it was. Nothing of
 * search (its script, Pagefind, the index) loads before that.
 */
export function SearchDialog({ locale }: { locale: Locale }) {
  return (
    <Localized locale={locale}>
      <Dialog />
    </Localized>
  );
}

function Dialog() {
  const t = useMessages("search");
  const href = useHref();
  const titleId = `${searchDialogId}-title`;
  return (
    <dialog
      id={searchDialogId}
      data-search-dialog=""
      aria-labelledby={titleId}
      className="m-0 mx-auto mt-[max(1rem,6dvh)] max-h-[min(44rem,calc(100dvh-2rem))] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-card border border-line bg-white p-0 text-ink shadow-pop backdrop:bg-navy-950/50 sm:w-[calc(100%-3rem)]"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-navy-900">
          {t.dialogTitle}
        </h2>
        <button
          type="button"
          data-search-close=""
          aria-label={t.close}
          className="-mr-2 flex size-11 items-center justify-center rounded-control text-muted hover:bg-surface hover:text-navy-900"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="px-5 pt-4 pb-5 sm:px-6">
        <SearchPanel idPrefix={searchDialogId} variant="dialog" />
        <p className="mt-4 border-t border-line pt-3 text-sm">
          <a
            href={href("/search")}
            data-search-all=""
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t.allResults}
          </a>
        </p>
      </div>
    </dialog>
  );
}

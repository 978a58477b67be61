import { CircleCheck, FileText } from "lucide-react";
import type { Capability } from "~/content/schemas/page-blocks";
import { plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/react";
import { cn } from "~/lib/cn";
import { mediaUrl } from "~/lib/media";

/**
 * A capability list. An item with a document links to its PDF (new tab, labelled
 * as a PDF); an item without one is plain text, never an empty link. Where the
 * section is wide enough, the list runs in rows of two; the last of an odd number
 * takes a row of its own across both columns, its text kept to the reading measure,
 * so that no item stands alone in one column under an empty one.
 */
export function Checklist({ items }: { items: readonly Capability[] }) {
  const locale = useLocale();
  const t = useMessages("software");
  const { opensInNewTab } = useMessages("common");
  return (
    <ul className="mt-8 grid gap-x-12 gap-y-6 @xl:grid-cols-2">
      {items.map((item, i) => (
        <li
          key={item.title}
          className={cn(
            "flex gap-3",
            items.length % 2 === 1 && i === items.length - 1 && "@xl:col-span-2",
          )}
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
          <div className="max-w-measure">
            {item.document ? (
              <a
                href={mediaUrl(item.document.path)}
                target="_blank"
                rel="noopener"
                className="group inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-control font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
              >
                {item.title}{" "}
                <span className="inline-flex items-center gap-1 rounded-control bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 no-underline">
                  <FileText aria-hidden="true" className="size-3.5" />
                  {plural(locale, item.document.pages, t.pdfPages)}
                </span>
                <span className="sr-only">{opensInNewTab}</span>
              </a>
            ) : (
              <span className="font-semibold text-navy-900">{item.title}</span>
            )}
            {item.text ? <p className="mt-1 text-muted">{item.text}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

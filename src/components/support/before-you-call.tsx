import { CircleCheck } from "lucide-react";
import type * as React from "react";
import type { SupportDesk } from "~/content/schemas/support-desk";
import { useMessages } from "~/i18n/react";

/**
 * What to have ready before calling, beside what happens once you do and `children`
 * (the self-help links) under that: five items on the left against three steps and
 * two links on the right, so neither column stops short of the other.
 */
export function BeforeYouCall({
  desk,
  children,
}: {
  desk: SupportDesk;
  children?: React.ReactNode;
}) {
  const t = useMessages("support").contactSupport;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
      <section aria-labelledby="have-ready" className="rounded-card border border-line p-6 sm:p-8">
        <h2 id="have-ready" className="text-h3">
          {t.haveReady}
        </h2>
        <ul className="mt-6 flex flex-col gap-5">
          {desk.haveReady.map((item) => (
            <li key={item.title} className="flex gap-4">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <p className="font-semibold text-navy-900">{item.title}</p>
                <p className="mt-1 max-w-measure text-muted">{item.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-6 lg:gap-8">
        <section aria-labelledby="when-you-call" className="rounded-card bg-surface p-6 sm:p-8">
          <h2 id="when-you-call" className="text-h3">
            {t.whenYouCall}
          </h2>
          <ol className="mt-6 flex flex-col gap-5">
            {desk.whenYouCall.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <p className="max-w-measure pt-1 text-muted">{step}</p>
              </li>
            ))}
          </ol>
        </section>
        {children}
      </div>
    </div>
  );
}

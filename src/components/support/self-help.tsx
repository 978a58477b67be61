import { ArrowRight, BookOpen, Newspaper, PlayCircle } from "lucide-react";
import type { SupportDesk } from "~/content/schemas/support-desk";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";

const icons: Partial<Record<string, typeof Newspaper>> = {
  "/support/training-videos": PlayCircle,
  "/support/newsletters": Newspaper,
};

/** Answers customers can find for themselves, without waiting on the phone. */
export function SelfHelp({ links }: { links: SupportDesk["selfHelp"] }) {
  const t = useMessages("support").contactSupport;
  const href = useHref();
  return (
    <section aria-labelledby="self-help">
      <h2 id="self-help" className="text-h3">
        {t.selfHelp}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {links.map(({ to, title, text }) => {
          const Icon = icons[to] ?? BookOpen;
          return (
            <li key={to}>
              <a
                href={href(to)}
                className="group flex h-full gap-4 rounded-card border border-line bg-surface p-6 hover:border-brand-600"
              >
                <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-600" />
                <span>
                  <span className="flex items-center gap-2 font-semibold text-navy-900 group-hover:text-brand-700">
                    {title}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted">{text}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useId } from "react";
import { useMessages } from "~/i18n/react";
import { cn } from "~/lib/cn";

type SectionLink = { id: string; heading: string };

/**
 * 'On this page': the page's own sections, as links to their headings. Plain links:
 * the browser scrolls to the section and moves the focus there; nothing marks the
 * section in view (no script).
 */
export function SectionNav({
  sections,
  className,
}: {
  sections: readonly SectionLink[];
  className?: string;
}) {
  const headingId = useId();
  const t = useMessages("software");
  return (
    <nav aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase"
      >
        {t.onThisPage}
      </h2>
      <ol className="mt-3 flex flex-col border-l-2 border-line">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={cn(
                "-ml-0.5 flex min-h-11 items-center border-l-2 border-transparent py-2 pl-4 text-sm font-medium text-navy-900",
                "hover:border-brand-600 hover:text-brand-700",
              )}
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

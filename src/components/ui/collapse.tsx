import { ChevronDown } from "lucide-react";
import * as React from "react";
import { cn, dividedItem } from "~/lib/cn";

export type CollapsePanel = {
  /** Stable identity, used by `defaultOpen`. */
  key: string;
  header: React.ReactNode;
  children: React.ReactNode;
  /** A disabled panel stays as it is: open or closed. */
  disabled?: boolean;
  /** Shown at the end of the header (a count); read as the end of the toggle's name. */
  extra?: React.ReactNode;
};

type CollapseProps = {
  panels: readonly CollapsePanel[];
  /** At most one panel open at a time. */
  accordion?: boolean;
  /** Keys of the panels open at first (in accordion mode, only the first counts). */
  defaultOpen?: readonly string[];
  /** The level of the headings in the toggles, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const headingTags = { 2: "h2", 3: "h3", 4: "h4" } as const;

const headerClass =
  "flex min-h-14 w-full items-center gap-3 rounded-card px-5 py-3 text-left font-semibold text-navy-900";

/**
 * A disclosure list with no script: each panel is a native <details> (click, Enter
 * and Space toggle it), an accordion shares one `name` so the browser keeps one
 * open. Closed panels stay in the HTML, so their text is there for search engines
 * and find-in-page (which opens them).
 */
export function Collapse({
  panels,
  accordion = false,
  defaultOpen = [],
  headingLevel = 3,
  className,
}: CollapseProps) {
  const name = React.useId();
  const Heading = headingTags[headingLevel];
  const open = new Set(accordion ? defaultOpen.slice(0, 1) : defaultOpen);

  return (
    <div className={cn("rounded-card border border-line bg-white", className)}>
      {panels.map((panel) => {
        const isOpen = open.has(panel.key);
        const chevron = (
          <ChevronDown
            aria-hidden="true"
            className={cn(
              "size-5 shrink-0 text-brand-600 transition-transform duration-200",
              panel.disabled
                ? isOpen
                  ? ""
                  : "-rotate-90"
                : "-rotate-90 group-open/panel:rotate-0",
              panel.disabled && "text-subtle",
            )}
          />
        );
        const extra = panel.extra ? (
          <span className="ml-auto shrink-0 text-sm font-normal text-muted">{panel.extra}</span>
        ) : null;
        const body = <div className="px-5 pt-1 pb-6">{panel.children}</div>;
        if (panel.disabled) {
          return (
            <div key={panel.key} className={dividedItem}>
              <div className={cn(headerClass, "text-subtle")}>
                {chevron}
                <Heading className="m-0 text-h4 text-subtle">{panel.header}</Heading>
                {extra}
              </div>
              {isOpen ? body : null}
            </div>
          );
        }
        return (
          <details
            key={panel.key}
            name={accordion ? name : undefined}
            open={isOpen}
            className={cn("group/panel", dividedItem)}
          >
            <summary
              className={cn(
                headerClass,
                "cursor-pointer list-none hover:text-brand-700 [&::-webkit-details-marker]:hidden",
              )}
            >
              {chevron}
              <Heading className="m-0 text-h4 text-inherit">{panel.header}</Heading>
              {extra}
            </summary>
            {body}
          </details>
        );
      })}
    </div>
  );
}

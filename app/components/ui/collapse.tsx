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
  /** Shown at the end of the header, outside the toggle (a count, a link). */
  extra?: React.ReactNode;
};

type CollapseProps = {
  panels: readonly CollapsePanel[];
  /** At most one panel open at a time. */
  accordion?: boolean;
  /** Keys of the panels open at first (in accordion mode, only the first counts). */
  defaultOpen?: readonly string[];
  /** The level of the headings that hold the toggles, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const headingTags = { 2: "h2", 3: "h3", 4: "h4" } as const;

/**
 * A disclosure list: each header is a real button inside a heading. Closed
 * panels stay in the DOM (hidden), so prerendered HTML carries all their text.
 */
export function Collapse({
  panels,
  accordion = false,
  defaultOpen = [],
  headingLevel = 3,
  className,
}: CollapseProps) {
  const [open, setOpen] = React.useState<ReadonlySet<string>>(
    () => new Set(accordion ? defaultOpen.slice(0, 1) : defaultOpen),
  );
  const baseId = React.useId();
  const Heading = headingTags[headingLevel];

  const toggle = (key: string) =>
    setOpen((current) => {
      if (current.has(key)) return new Set([...current].filter((k) => k !== key));
      return new Set(accordion ? [key] : [...current, key]);
    });

  return (
    <div className={cn("rounded-card border border-line bg-white", className)}>
      {panels.map((panel, index) => {
        const isOpen = open.has(panel.key);
        const headerId = `${baseId}-header-${index}`;
        const regionId = `${baseId}-panel-${index}`;
        const activate = () => {
          if (!panel.disabled) toggle(panel.key);
        };
        return (
          <div key={panel.key} className={dividedItem}>
            <div className="flex items-center gap-4 pr-5">
              <Heading className="m-0 flex-1 text-h4">
                <button
                  type="button"
                  id={headerId}
                  aria-expanded={isOpen}
                  aria-controls={regionId}
                  aria-disabled={panel.disabled || undefined}
                  onClick={activate}
                  onKeyDown={(event) => {
                    // Handled here, not left to the browser, so Enter and Space behave the
                    // same everywhere (and in jsdom); preventing the default stops a second click.
                    if (event.key !== "Enter" && event.key !== " ") return;
                    event.preventDefault();
                    if (!event.repeat) activate();
                  }}
                  className={cn(
                    "flex min-h-14 w-full items-center gap-3 rounded-card px-5 py-3 text-left font-semibold text-navy-900",
                    panel.disabled ? "cursor-not-allowed text-subtle" : "hover:text-brand-700",
                  )}
                >
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      "size-5 shrink-0 text-brand-600 transition-transform duration-200",
                      isOpen ? "rotate-0" : "-rotate-90",
                      panel.disabled && "text-subtle",
                    )}
                  />
                  <span>{panel.header}</span>
                </button>
              </Heading>
              {panel.extra ? (
                <div className="shrink-0 text-sm text-muted">{panel.extra}</div>
              ) : null}
            </div>
            {/* A section named by its header is a region landmark. */}
            <section
              id={regionId}
              aria-labelledby={headerId}
              hidden={!isOpen}
              className="px-5 pt-1 pb-6"
            >
              {panel.children}
            </section>
          </div>
        );
      })}
    </div>
  );
}

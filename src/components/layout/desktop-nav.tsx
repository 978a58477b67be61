import { ChevronDown } from "lucide-react";
import { isGroup, type MenuGroup } from "~/content/navigation";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { cn } from "~/lib/cn";
import { menuSlug } from "./menu-slug";

/**
 * The original's dropdown timings, kept by CSS (app.css, [data-menu-group]): a
 * dropdown opens 150 ms after the pointer enters its group and closes 100 ms after
 * it leaves.
 */
export const HOVER_OPEN_DELAY_MS = 150;
export const HOVER_CLOSE_DELAY_MS = 100;

const itemClass =
  "block rounded-control px-3 py-2 text-sm whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";

/**
 * Above 890px: a horizontal menu with no script at all. Each group's button opens
 * its dropdown as a native popover (click, Enter or Space; Escape, a click outside or
 * opening another group closes it, and the browser returns the focus and announces
 * the button as expanded). A mouse opens it by hovering too, with the original's
 * delays (app.css). The dropdown hangs under its button by CSS anchor positioning.
 * The labels are in sentence case at 15px, as written in navigation.yaml; a group's
 * overview page ("All Sage software") leads its dropdown.
 */
export function DesktopNav({
  menu,
  currentPath,
}: {
  menu: readonly MenuGroup[];
  currentPath?: string;
}) {
  const t = useMessages("layout");
  const href = useHref();
  const current = (to: string) => (to === currentPath ? "page" : undefined);
  return (
    <nav aria-label={t.mainNav} className="hidden h-full nav:block">
      <ul className="flex h-full items-center xl:gap-1">
        {menu.map((group) => {
          const id = `menu-${menuSlug(group.label)}`;
          return (
            <li key={group.label} data-menu-group="" className="relative flex h-full items-center">
              <button
                type="button"
                popoverTarget={id}
                className="flex min-h-11 items-center gap-1 rounded-control px-1.5 text-sm font-semibold whitespace-nowrap hover:text-brand-700 xl:px-3"
              >
                {group.label}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
              </button>
              <div
                id={id}
                popover="auto"
                data-menu=""
                className="w-max min-w-dropdown rounded-card border border-line bg-white p-1.5 text-ink shadow-pop"
              >
                <ul>
                  {group.overview && (
                    <li className="mb-1 border-b border-line pb-1">
                      <a
                        href={href(group.overview.to)}
                        aria-current={current(group.overview.to)}
                        className={cn(itemClass, "font-semibold")}
                      >
                        {group.overview.label}
                      </a>
                    </li>
                  )}
                  {group.items.map((item) =>
                    isGroup(item) ? (
                      <li key={item.label} className="mt-1 border-t border-line pt-1">
                        <span className="block px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
                          {item.label}
                        </span>
                        <ul aria-label={item.label}>
                          {item.items.map((link) => (
                            <li key={link.to}>
                              <a
                                href={href(link.to)}
                                aria-current={current(link.to)}
                                className={cn(itemClass, "pl-5")}
                              >
                                {link.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </li>
                    ) : (
                      <li key={item.to}>
                        <a
                          href={href(item.to)}
                          aria-current={current(item.to)}
                          className={itemClass}
                        >
                          {item.label}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { isGroup, type MenuItem, type MenuGroup, type SubMenu } from "~content/navigation";
import { cn } from "~/lib/cn";
import { useCloseWhenLeft } from "./use-close-when-left";

/**
 * At 890px and below: a hamburger that toggles a panel holding the same menu as
 * nested, click-to-open submenus. The icon turns blue while the panel is open.
 *
 * The panel is a native popover opened by the button's popovertarget, so the menu
 * works before the scripts arrive (they load after the first paint) and without
 * them; until then CSS shows its submenus open, since only script can toggle them.
 * Once hydrated, React's `open` and the popover follow each other: the browser's
 * own toggles (the button, Escape, a click outside) through the toggle event, and
 * React's (a navigation, focus leaving the menu) through showPopover/hidePopover.
 * In a browser without popovers the state alone opens it (`data-open`, app.css).
 */
export function MobileNav({ menu }: { menu: readonly MenuGroup[] }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element || !supportsPopover()) return;
    // Opened before hydration: React takes the state over as it is.
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => {
    const element = panel.current;
    if (!element || !supportsPopover() || element.matches(":popover-open") === open) return;
    if (open) element.showPopover();
    else element.hidePopover();
  }, [open]);

  // A navigation closes the panel (adjusting state during render, not in an effect).
  const [shownFor, setShownFor] = useState(location.pathname);
  if (shownFor !== location.pathname) {
    setShownFor(location.pathname);
    setOpen(false);
  }

  // Close when focus or a click lands outside the button and panel: the open panel
  // would otherwise cover the page element that Tab moved to.
  const root = useRef<HTMLDivElement>(null);
  useCloseWhenLeft(
    open,
    () => setOpen(false),
    () => root.current,
  );

  return (
    // Escape from anywhere inside the menu closes it; the handler only listens.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="nav:hidden"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          e.currentTarget.querySelector<HTMLButtonElement>("button")?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        popoverTarget={panelId}
        // Where the browser has no popovers, the button toggles the state itself.
        onClick={() => {
          if (!supportsPopover()) setOpen((o) => !o);
        }}
        className={cn(
          "flex size-11 items-center justify-center rounded-control",
          open ? "bg-brand-50 text-brand-600" : "text-navy-900",
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-7" />
        ) : (
          <Menu aria-hidden="true" className="size-7" />
        )}
      </button>
      <nav
        ref={panel}
        id={panelId}
        aria-label="Main menu"
        popover="auto"
        data-open={open ? "" : undefined}
        // The browser's popover style centres the box; this one hangs under the header. Its
        // bottom border is transparent: forced colours draw it where they drop the shadow.
        className="fixed inset-x-0 top-header bottom-auto h-auto max-h-[calc(100dvh-var(--spacing-header))] w-full max-w-none overflow-y-auto border-y border-line border-b-transparent bg-white px-5 pt-2 pb-6 text-ink shadow-pop sm:px-8"
      >
        <ul>
          {menu.map((group) => (
            <Disclosure key={group.label} group={group} level={0} />
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Popovers arrived in Chrome 114, Firefox 125 and Safari 17. */
const supportsPopover = () => "showPopover" in HTMLElement.prototype;

function Disclosure({ group, level }: { group: MenuGroup | SubMenu; level: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={level === 0 ? "border-b border-line" : undefined}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "flex min-h-12 w-full items-center justify-between gap-2 text-left",
          level === 0
            ? "text-sm font-semibold tracking-[0.06em] text-navy-900 uppercase"
            : "pl-4 text-base text-ink",
          open && "text-brand-700",
        )}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 transition-transform", open && "rotate-180")}
        />
      </button>
      {/* Without script a submenu could never open: until hydration CSS shows them all. */}
      <ul id={id} hidden={!open} data-menu="" className={cn("pb-2", level > 0 && "pl-4")}>
        {group.items.map((item) => (
          <Item key={item.label} item={item} level={level + 1} />
        ))}
      </ul>
    </li>
  );
}

function Item({ item, level }: { item: MenuItem; level: number }) {
  if (isGroup(item)) return <Disclosure group={item} level={level} />;
  return (
    <li>
      <NavLink
        to={item.to}
        className="flex min-h-11 items-center rounded-control pl-4 text-base text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
      >
        {item.label}
      </NavLink>
    </li>
  );
}

import { ChevronDown, Menu, X } from "lucide-react";
import { isGroup, type MenuItem, type MenuGroup, type SubMenu } from "~/content/navigation";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { cn } from "~/lib/cn";

const panelId = "mobile-menu";

/**
 * At 890px and below: a hamburger that toggles a panel holding the same menu as
 * nested submenus, with no script. The panel is a native popover (the button, Escape
 * and a click outside toggle it; the browser announces the button as expanded and
 * returns the focus), each submenu a <details>. While the panel is open the icon
 * turns blue and becomes a cross (app.css, [data-mobile-nav]).
 */
export function MobileNav({
  menu,
  currentPath,
  children,
}: {
  menu: readonly MenuGroup[];
  currentPath?: string;
  /** Shown below the menu: the language switcher, on a phone. */
  children?: React.ReactNode;
}) {
  const t = useMessages("layout");
  return (
    <div data-mobile-nav="" className="nav:hidden">
      <button
        type="button"
        aria-label={t.mobileMenuButton}
        popoverTarget={panelId}
        className="flex size-11 items-center justify-center rounded-control"
      >
        <Menu aria-hidden="true" data-icon="closed" className="size-7" />
        <X aria-hidden="true" data-icon="open" className="size-7" />
      </button>
      <nav
        id={panelId}
        aria-label={t.mobileNav}
        popover="auto"
        // The browser's popover style centres the box; this one hangs under the header. Its
        // bottom border is transparent: forced colours draw it where they drop the shadow.
        className="fixed inset-x-0 top-header bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--spacing-header))] w-full max-w-none overflow-y-auto border-y border-line border-b-transparent bg-white px-5 pt-2 pb-6 text-ink shadow-pop sm:px-8"
      >
        <ul>
          {menu.map((group) => (
            <Submenu key={group.label} group={group} level={0} currentPath={currentPath} />
          ))}
        </ul>
        {children}
      </nav>
    </div>
  );
}

type Level = { level: number; currentPath?: string };

function Submenu({ group, level, currentPath }: { group: MenuGroup | SubMenu } & Level) {
  return (
    <li className={level === 0 ? "border-b border-line" : undefined}>
      <details className="group/submenu">
        <summary
          className={cn(
            "flex min-h-12 w-full cursor-pointer list-none items-center justify-between gap-2 text-left group-open/submenu:text-brand-700 [&::-webkit-details-marker]:hidden",
            level === 0
              ? "text-sm font-semibold tracking-[0.06em] text-navy-900 uppercase"
              : "pl-4 text-base text-ink",
          )}
        >
          {group.label}
          <ChevronDown
            aria-hidden="true"
            className="size-5 transition-transform group-open/submenu:rotate-180"
          />
        </summary>
        <ul className={cn("pb-2", level > 0 && "pl-4")}>
          {group.items.map((item) => (
            <Item key={item.label} item={item} level={level + 1} currentPath={currentPath} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function Item({ item, level, currentPath }: { item: MenuItem } & Level) {
  const href = useHref();
  if (isGroup(item)) return <Submenu group={item} level={level} currentPath={currentPath} />;
  return (
    <li>
      <a
        href={href(item.to)}
        aria-current={item.to === currentPath ? "page" : undefined}
        className="flex min-h-11 items-center rounded-control pl-4 text-base text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
      >
        {item.label}
      </a>
    </li>
  );
}

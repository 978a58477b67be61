import { ArrowRight, ChevronDown, Menu, Phone, Search, X } from "lucide-react";
import { site } from "~/content/site";
import {
  isGroup,
  type InternalLink,
  type MenuItem,
  type MenuGroup,
  type SubMenu,
} from "~/content/navigation";
import type { PhoneMenuWords } from "~/content/schemas/navigation";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { cn } from "~/lib/cn";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/phone-link";

declare module "react" {
  // The invoker commands of HTML (a button opens or closes a dialog, no script), which
  // React renders as written but @types/react does not know yet.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface must name @types/react's type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close";
  }
}

const sheetId = "mobile-menu";

/**
 * What opens and closes the sheet, with no script. Browsers with invoker commands
 * (Chrome and Edge 135, Firefox 144, Safari 26.2) open it as a modal dialog: the page
 * behind is inert, so the focus stays in the sheet, Escape closes it and the focus goes
 * back to the menu button. Older ones read `popovertarget` instead and show it as a
 * popover, which Escape and a tap outside close too, the focus free to leave it.
 */
const opens = { commandfor: sheetId, command: "show-modal", popoverTarget: sheetId } as const;
const closes = {
  commandfor: sheetId,
  command: "close",
  popoverTarget: sheetId,
  popoverTargetAction: "hide",
} as const;

/**
 * At 890px and below: a menu button that opens a full-height sheet over the dimmed
 * page, with no script. The sheet holds a search link, the menu as nested submenus
 * (each a <details>, a group's overview page first, the current page's group open),
 * the language switch, and at its foot, always in view, the contact link and the main
 * phone number. A tap on the dimmed page, Escape or the close button closes it; the
 * page behind does not scroll while it is open (the `:root:has()` rule below).
 */
export function MobileNav({
  menu,
  currentPath,
  words,
  contactLink,
  searchHref,
  children,
}: {
  menu: readonly MenuGroup[];
  currentPath?: string;
  words: PhoneMenuWords;
  contactLink: InternalLink;
  /** The search page; with script the site's search launcher opens the dialog instead. */
  searchHref: string;
  /** Shown below the menu: the language switcher. */
  children?: React.ReactNode;
}) {
  const t = useMessages("layout");
  const href = useHref();
  // On the search page itself the launcher would only focus the page's field, which
  // the open sheet covers: there the link reloads the page instead.
  const onSearchPage = currentPath === "/search";
  return (
    <div data-mobile-nav="" className="nav:hidden">
      <button
        type="button"
        aria-label={t.mobileMenuButton}
        {...opens}
        className="flex size-11 items-center justify-center rounded-control"
      >
        <Menu aria-hidden="true" data-icon="closed" className="size-7" />
        <X aria-hidden="true" data-icon="open" className="size-7" />
      </button>
      <dialog
        id={sheetId}
        aria-label={t.mobileMenuButton}
        popover="auto"
        // The whole window, clear: the sheet and the dimmed page are drawn inside it, so
        // that a tap on the dim is a tap on a close button in every browser. The
        // `:root:has()` variants hold the page still while it is open (their rule is
        // on the root element, not on this one).
        className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden border-0 bg-transparent p-0 text-ink backdrop:bg-transparent open:flex [:root:has(&:popover-open)]:overflow-hidden [:root:has(&[open])]:overflow-hidden"
      >
        <div className="relative z-10 ml-auto flex h-full w-[min(24rem,calc(100%-3rem))] flex-col bg-white shadow-pop transition-transform duration-200 ease-out starting:translate-x-full">
          <div className="flex h-header shrink-0 items-center gap-2 border-b border-line pr-4 pl-5">
            <a
              href={searchHref}
              data-search-open={onSearchPage ? undefined : ""}
              aria-haspopup={onSearchPage ? undefined : "dialog"}
              className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-control border border-line-strong bg-surface px-3 text-base text-muted hover:border-brand-600 hover:text-brand-700"
            >
              <Search aria-hidden="true" className="size-5 shrink-0" />
              <span className="truncate">{words.search}</span>
            </a>
            <button
              type="button"
              aria-label={words.close}
              {...closes}
              className="flex size-11 shrink-0 items-center justify-center rounded-control text-navy-900 hover:bg-brand-50 hover:text-brand-700"
            >
              <X aria-hidden="true" className="size-7" />
            </button>
          </div>
          <nav
            aria-label={t.mobileNav}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-2 pb-4"
          >
            <ul>
              {menu.map((group) => (
                <Submenu key={group.label} group={group} level={0} currentPath={currentPath} />
              ))}
            </ul>
            {children}
          </nav>
          {/* Pinned: the next step is in view however long the open submenus are. */}
          <div className="flex shrink-0 flex-col gap-2 border-t border-line bg-surface px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <ButtonLink href={href(contactLink.to)} size="menu" className="w-full">
              {contactLink.label}
            </ButtonLink>
            <PhoneLink
              phone={site.phones.main}
              label={words.call}
              className={buttonClass({ variant: "secondary", size: "menu" }, "w-full")}
            >
              <Phone aria-hidden="true" className="size-5" />
            </PhoneLink>
          </div>
        </div>
        {/* The dimmed page. Out of the tab order and hidden from screen readers, who
            have the close button: it is a second way for a pointer, not a control. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          {...closes}
          className="absolute inset-0 size-full cursor-default bg-navy-950/60 transition-opacity duration-200 starting:opacity-0"
        />
      </dialog>
    </div>
  );
}

type Level = { level: number; currentPath?: string };

const linkClass =
  "flex min-h-11 items-center gap-2 rounded-control pl-4 text-base hover:bg-brand-50 hover:text-brand-700";

/** Whether a group or submenu leads to the page shown. */
function holds(group: MenuGroup | SubMenu, path: string | undefined): boolean {
  if (path === undefined) return false;
  if ("overview" in group && group.overview?.to === path) return true;
  return group.items.some((item) => (isGroup(item) ? holds(item, path) : item.to === path));
}

function Submenu({ group, level, currentPath }: { group: MenuGroup | SubMenu } & Level) {
  const href = useHref();
  const overview = "overview" in group ? group.overview : undefined;
  return (
    <li className={level === 0 ? "border-b border-line" : undefined}>
      {/* Its own open state styles its summary (details[open] > summary), not a group
          variant, which an open outer group would set on the submenus inside it too. */}
      <details open={holds(group, currentPath)}>
        <summary
          className={cn(
            "flex min-h-12 w-full cursor-pointer list-none items-center justify-between gap-2 text-left [&::-webkit-details-marker]:hidden [details[open]>&]:text-brand-700",
            level === 0 ? "text-base font-semibold text-navy-900" : "pl-4 text-base text-ink",
          )}
        >
          {group.label}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform [details[open]>summary>&]:rotate-180"
          />
        </summary>
        <ul className={cn("pb-2", level > 0 && "pl-4")}>
          {overview && (
            <li>
              <a
                href={href(overview.to)}
                aria-current={overview.to === currentPath ? "page" : undefined}
                className={cn(linkClass, "font-semibold text-brand-700")}
              >
                {overview.label}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </a>
            </li>
          )}
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
        className={cn(
          linkClass,
          "text-ink aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
        )}
      >
        {item.label}
      </a>
    </li>
  );
}

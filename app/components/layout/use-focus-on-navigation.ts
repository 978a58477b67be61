import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** What a keyboard can reach with Tab, in document order. */
const TAB_STOPS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function tabStops(): Element[] {
  return [...document.querySelectorAll(TAB_STOPS)];
}

/** Enough to tell whether the Tab stop found at a remembered position is the same control. */
function signature(element: Element): string {
  return `${element.tagName} ${element.getAttribute("href") ?? ""} ${element.textContent?.trim()}`;
}

/**
 * After a client-side navigation to another page, moves focus to the new page's
 * heading (or, without one, to `main`), so a keyboard user continues from the top of
 * the new page and a screen reader announces where they are; a link to a #fragment
 * of another page focuses that fragment, and so does a link to a #fragment of the
 * page already shown (the router scrolls there; without the focus, the next Tab
 * would go on from the link, far from where the page now is). Back and Forward return
 * the focus to the control that last had it on that entry, where the scroll position
 * is restored too, as the browser's own back/forward cache does. A full page load
 * leaves focus alone. The heading or fragment only becomes focusable by script
 * (tabindex -1), never a Tab stop (docs/decisions/0013-focus-after-navigation.md).
 */
export function useFocusOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, key });
  // For each history entry, the position among the page's Tab stops of the control that
  // last had focus there. A position, not the element: coming back renders new elements.
  const lastFocus = useRef(new Map<string, { position: number; signature: string }>());

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const control = event.target as Element;
      const position = tabStops().indexOf(control);
      if (position >= 0)
        lastFocus.current.set(shown.current.key, { position, signature: signature(control) });
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);

  useEffect(() => {
    const before = shown.current;
    if (before.key === key) return;
    shown.current = { pathname, key };
    const remembered = navigationType === "POP" ? lastFocus.current.get(key) : undefined;
    const returnTo = remembered && tabStops()[remembered.position];
    if (returnTo instanceof HTMLElement && signature(returnTo) === remembered?.signature) {
      returnTo.focus({ preventScroll: true });
      // A control that cannot take focus now (in a closed menu) falls back to the heading.
      if (document.activeElement === returnTo) return;
    }
    const fragment = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target =
      before.pathname === pathname
        ? fragment
        : fragment || main.current?.querySelector<HTMLElement>("h1") || main.current;
    if (!target) return;
    if (!target.hasAttribute("tabindex") && target.tabIndex < 0) {
      target.setAttribute("tabindex", "-1");
      target.setAttribute("data-reading-position", "");
    }
    target.focus({ preventScroll: true });
  }, [pathname, hash, key, navigationType, main]);
}

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, moves focus to the new page's
 * heading (or, without one, to `main`), so a keyboard user continues from the top of
 * the new page and a screen reader announces where they are; a link to a #fragment
 * of another page focuses that fragment, and so does a link to a #fragment of the
 * page already shown (the router scrolls there; without the focus, the next Tab
 * would go on from the link, far from where the page now is). A full page load
 * leaves focus alone. The target only becomes focusable by script (tabindex -1),
 * never a Tab stop (docs/decisions/0013-focus-after-navigation.md).
 */
export function useFocusOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const shown = useRef({ pathname, key });
  useEffect(() => {
    const before = shown.current;
    if (before.key === key) return;
    shown.current = { pathname, key };
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
  }, [pathname, hash, key, main]);
}

import type { ClientDirective } from "astro";
import { hydrateOnFirstUse } from "./interaction";

/**
 * `client:after-load`: hydrate an island once the page has loaded (its pictures and
 * font too) and painted, and the browser is idle, or on the visitor's first touch, focus or key
 * anywhere in the page if that comes first (`client:interaction="page"`). Astro's own
 * `client:idle` waits only for an idle moment, which a page still waiting on the
 * network has early; this one keeps the island's script from competing with what the
 * first paint needs. For an island the visitor may want at any moment (the search
 * shortcut): the `value` names shortcut keys that, pressed before it has loaded, are
 * held and replayed (`client:after-load="/"`).
 */
const afterLoad: ClientDirective = (load, options) => {
  const keys = typeof options.value === "string" ? [options.value] : [];
  const start = hydrateOnFirstUse(load, document, keys);
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => void start());
    else setTimeout(() => void start(), 200);
  };
  // Once a frame has been painted after the load event: a page can finish loading before
  // its first paint (a fast link, a slow processor), and the script must not delay it.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(whenIdle));
  if (document.readyState === "complete") afterNextPaint();
  else window.addEventListener("load", afterNextPaint, { once: true });
};

export default afterLoad;

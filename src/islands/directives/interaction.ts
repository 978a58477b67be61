import type { ClientDirective } from "astro";

/** The first signs that the visitor is using the island. */
const triggers = ["pointerdown", "focusin", "keydown", "input"] as const;

/** Keys typed into a field are the visitor's words, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

type Held =
  | { kind: "click"; target: HTMLElement }
  | { kind: "submit"; form: HTMLFormElement }
  | { kind: "key"; key: string };

/**
 * Hydrates an island on the visitor's first touch, focus or key in `scope` (the island,
 * or the whole page), and returns the function that does it, for other triggers; it
 * runs once. A click or a form submission that arrives while the island's code is
 * loading is held and replayed once it has hydrated (a tap on a link whose handler is
 * not there yet would otherwise follow the link); so is a shortcut key (`heldKeys`)
 * pressed meanwhile or that started the loading, and, page-wide, Space on a link. If the code cannot load (offline), the held click or
 * submission goes ahead without it, as it would with script off.
 */
export function hydrateOnFirstUse(
  load: Parameters<ClientDirective>[0],
  scope: HTMLElement | Document,
  heldKeys: readonly string[] = [],
): () => Promise<void> {
  // Page-wide, only links are held: a button elsewhere on the page has its own handler
  // already (held and replayed, it would act twice), and the page's enhanced links act
  // on Space, as buttons do (src/scripts/link-activation.ts).
  const pageWide = scope === document;
  let held: Held | null = null;
  let started = false;
  const isHeldKey = (event: Event): event is KeyboardEvent =>
    event instanceof KeyboardEvent &&
    heldKeys.includes(event.key) &&
    !isTyping(event.target) &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey;
  const hold = (event: Event) => {
    const target = event.target;
    if (isHeldKey(event)) {
      held = { kind: "key", key: event.key };
    } else if (
      pageWide &&
      event instanceof KeyboardEvent &&
      event.key === " " &&
      target instanceof HTMLAnchorElement &&
      target.href
    ) {
      held = { kind: "click", target };
    } else if (event.type === "submit" && target instanceof HTMLFormElement) {
      held = { kind: "submit", form: target };
    } else if (event instanceof MouseEvent && target instanceof Element) {
      // A click with a modifier or another button asks for the link itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const actionable = target.closest<HTMLElement>(
        pageWide ? "a[href]" : "a[href], button, summary",
      );
      if (!actionable) return;
      held = { kind: "click", target: actionable };
    } else return;
    event.preventDefault();
  };
  const replay = () => {
    if (held?.kind === "click") held.target.click();
    else if (held?.kind === "submit") held.form.requestSubmit();
    else if (held?.kind === "key") {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: held.key, bubbles: true }));
    }
  };
  const start = async (event?: Event) => {
    if (started) return;
    started = true;
    for (const type of triggers) scope.removeEventListener(type, start, true);
    // The trigger itself, when it is a shortcut: the hold below is not yet listening.
    if (event && isHeldKey(event)) hold(event);
    const heldEvents = ["click", "submit", "keydown"];
    for (const type of heldEvents) scope.addEventListener(type, hold, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      for (const type of heldEvents) scope.removeEventListener(type, hold, true);
      // Hydrated, the island handles the replay; unhydrated, the browser does.
      replay();
    }
  };
  for (const type of triggers) {
    scope.addEventListener(type, start, { capture: true, passive: heldKeys.length === 0 });
  }
  return () => start();
}

/**
 * `client:interaction`: hydrate an island on the visitor's first touch, focus or
 * key inside it, not with the page, so a page loads no framework script until
 * someone uses the part that needs it. The island's HTML works without script
 * (a form posts, a link opens its file), so nothing is lost before hydration.
 *
 * `client:interaction="page"` watches the whole page instead of the island: for one
 * that enhances links anywhere in it (the Enlarge and play links of a product page).
 *
 * An island whose first render depends on the address (data-hydrate-with-query)
 * hydrates at once when the address carries one of the parameters it names.
 */
const interaction: ClientDirective = (load, options, el) => {
  const start = hydrateOnFirstUse(load, options.value === "page" ? document : el);
  // An island that reads the address on load names the query parameters it reads in
  // data-hydrate-with-query (the contact form: REQUEST A DEMO's ?product=): with one of
  // them present it has something to show at once, so it hydrates now.
  const wanted = el
    .querySelector("[data-hydrate-with-query]")
    ?.getAttribute("data-hydrate-with-query");
  const query = new URLSearchParams(window.location.search);
  if (wanted?.split(" ").some((name) => query.has(name))) void start();
};

export default interaction;

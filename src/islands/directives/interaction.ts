import type { ClientDirective } from "astro";

/** The first signs that the visitor is using the island. */
const triggers = ["pointerdown", "focusin", "keydown", "input"] as const;

/**
 * `client:interaction`: hydrate an island on the visitor's first touch, focus or
 * key inside it, not with the page, so a page loads no framework script until
 * someone uses the part that needs it. The island's HTML works without script
 * (a form posts, a link opens its file), so nothing is lost before hydration.
 *
 * A click or a form submission that arrives while the island's code is loading is
 * held and replayed once it has hydrated (a tap on a link whose handler is not
 * there yet would otherwise follow the link). If the code cannot load (offline),
 * the held action goes ahead without it, as it would with script off.
 *
 * An island whose first render depends on the address (data-hydrate-with-query)
 * hydrates at once when the address carries one of the parameters it names.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let held:
    { kind: "click"; target: HTMLElement } | { kind: "submit"; form: HTMLFormElement } | null =
    null;
  const hold = (event: Event) => {
    const target = event.target;
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      held = { kind: "submit", form: target };
    } else if (event instanceof MouseEvent && target instanceof Element) {
      // A click with a modifier or another button asks for the link itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const actionable = target.closest<HTMLElement>("a[href], button, summary");
      if (!actionable) return;
      held = { kind: "click", target: actionable };
    } else return;
    event.preventDefault();
  };
  const replay = () => {
    if (held?.kind === "click") held.target.click();
    else if (held?.kind === "submit") held.form.requestSubmit();
  };

  const start = async () => {
    for (const type of triggers) el.removeEventListener(type, start, true);
    el.addEventListener("click", hold, true);
    el.addEventListener("submit", hold, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener("click", hold, true);
      el.removeEventListener("submit", hold, true);
      // Hydrated, the island handles the replay; unhydrated, the browser does.
      replay();
    }
  };
  // An island that reads the address on load names the query parameters it reads in
  // data-hydrate-with-query (the contact form: REQUEST A DEMO's ?product=): with one of
  // them present it has something to show at once, so it hydrates now.
  const wanted = el
    .querySelector("[data-hydrate-with-query]")
    ?.getAttribute("data-hydrate-with-query");
  const query = new URLSearchParams(window.location.search);
  if (wanted?.split(" ").some((name) => query.has(name))) {
    void start();
    return;
  }
  for (const type of triggers) el.addEventListener(type, start, { capture: true, passive: true });
};

export default interaction;

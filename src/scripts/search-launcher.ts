/**
 * On every page, the only script search costs before it is used (well under a
 * kilobyte): the header's Search link and the / key open the search dialog. The
 * dialog is in the page already (closed); its script (src/scripts/search.ts) and
 * Pagefind load when it opens. If they cannot load (offline), the link goes to the
 * results page, as it does without script. On the results page it starts the page's
 * own search panel the same way.
 */
import { onLinkActivate } from "./link-activation";

/** Keys typed into a field are the visitor's words, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

const dismissable = new WeakSet<HTMLDialogElement>();

/**
 * Close and a click on the backdrop (the dialog box itself is the target only there)
 * close the dialog; wired here, with the opening, so they work while the search
 * script is still loading.
 */
function closeOnDismiss(dialog: HTMLDialogElement) {
  if (dismissable.has(dialog)) return;
  dismissable.add(dialog);
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest("[data-search-close]")) dialog.close();
  });
}

function openSearch(fallback: string): boolean {
  // On the results page, its own field is the search: no dialog over it.
  const pageField = document.querySelector<HTMLInputElement>("[data-search-page] input[name=q]");
  if (pageField) {
    pageField.focus();
    pageField.select();
    return true;
  }
  // Found by its attribute: importing its id from a module would bring that module along.
  const dialog = document.querySelector("dialog[data-search-dialog]");
  if (!(dialog instanceof HTMLDialogElement)) return false;
  if (!dialog.open) {
    closeOnDismiss(dialog);
    dialog.showModal();
  }
  // The field, not the dialog's first control (Close), takes the focus.
  dialog.querySelector<HTMLInputElement>("input[name=q]")?.focus();
  import("./search")
    .then(({ startSearch }) => startSearch(dialog))
    .catch(() => {
      dialog.close();
      window.location.assign(fallback);
    });
  return true;
}

/**
 * The results page: a shared link (?q=) searches at once; otherwise search loads on the
 * visitor's first touch, focus or key in its field, as the dialog does on opening.
 */
function startSearchPage(panel: HTMLElement) {
  const start = () => {
    for (const type of ["pointerdown", "focusin", "keydown", "input"]) {
      panel.removeEventListener(type, start, true);
    }
    void import("./search").then(({ startSearch }) => startSearch(panel));
  };
  if (new URLSearchParams(window.location.search).has("q")) {
    start();
    return;
  }
  for (const type of ["pointerdown", "focusin", "keydown", "input"]) {
    panel.addEventListener(type, start, { capture: true, passive: true });
  }
}

export function startSearchLauncher() {
  const page = document.querySelector<HTMLElement>("[data-search-page]");
  if (page) startSearchPage(page);
  onLinkActivate("a[data-search-open]", (link) => openSearch(link.href));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.defaultPrevented || event.ctrlKey || event.metaKey) return;
    if (event.altKey || isTyping(event.target)) return;
    const link = document.querySelector<HTMLAnchorElement>("a[data-search-open]");
    if (link && openSearch(link.href)) event.preventDefault();
  });
}

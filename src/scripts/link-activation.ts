/**
 * Links that a static page's script acts on in place (an image's Enlarge link, a
 * video's play link). No framework: these pages have no React in the browser.
 */

type LinkClick = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/**
 * Whether a click on a link asks for the link itself rather than for what the page does
 * with it: another mouse button, or a modifier key (a new tab or window, a download).
 * Enter on a focused link arrives as a plain primary click.
 */
export function wantsLinkItself(event: LinkClick): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Runs `act` on a plain click, Enter or Space on any link matching `selector`, now or
 * later in the document, instead of following it, as a button would. A click with another
 * button or a modifier key follows the link, as the visitor asked; so does one for
 * which `act` returns false (it found nothing to act on). One listener per event for
 * the whole document: nothing to attach when links are added.
 */
export function onLinkActivate(selector: string, act: (link: HTMLAnchorElement) => boolean) {
  const linkOf = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(selector) : null;
    return link instanceof HTMLAnchorElement ? link : null;
  };
  document.addEventListener("click", (event) => {
    const link = linkOf(event);
    if (!link || event.defaultPrevented || wantsLinkItself(event)) return;
    if (act(link)) event.preventDefault();
  });
  document.addEventListener("keydown", (event) => {
    // Space scrolls the page on a link; on these it acts, as on a button.
    if (event.key !== " " || event.defaultPrevented) return;
    const link = linkOf(event);
    if (!link || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (act(link)) event.preventDefault();
  });
}

import type { Page } from "@playwright/test";

/**
 * The visible text inside `root` set under `min` CSS pixels, as "11px: the words…" (an
 * empty list when there is none). Text for screen readers only (1px boxes) and text in
 * closed or hidden parts does not count.
 */
export function smallText(page: Page, root = "main", min = 12): Promise<string[]> {
  return page.evaluate(
    ({ root, min }) => {
      const found: string[] = [];
      const scope = document.querySelector(root);
      if (!scope) return [`no ${root} on the page`];
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(parent);
        if (style.visibility === "hidden") continue;
        const size = parseFloat(style.fontSize);
        if (size < min) found.push(`${size}px: ${text.slice(0, 60)}`);
      }
      return found;
    },
    { root, min },
  );
}

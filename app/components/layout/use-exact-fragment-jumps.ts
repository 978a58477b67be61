import { useEffect } from "react";

/** Frames to watch after a jump: the blocks near the target are laid out in the first one or two. */
const SETTLE_FRAMES = 4;

/**
 * Keeps an in-page link's jump exact on pages that skip the layout of blocks far
 * from the viewport (`render-when-visible`, content-visibility: auto). The browser
 * scrolls to the target using the skipped blocks' estimated heights; the blocks
 * around the new position are then laid out at their real heights, and the target
 * moves (on the press releases at 1,440 px, a year's first release ended under the
 * header). For a few frames after the jump this puts the target back where the
 * browser meant it: at the page's scroll padding, below the fixed header.
 *
 * Only for a plain click on a link to a fragment of this page; Back and Forward keep
 * the position the browser restores. Before the scripts load the jump is the
 * browser's alone (decision 0007).
 */
export function useExactFragmentJumps() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      const id = link?.getAttribute("href")?.slice(1);
      if (!id) return;
      const target = document.getElementById(decodeURIComponent(id));
      if (!target) return;
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      let frame = 0;
      const settle = () => {
        // No box (hidden, in a closed panel): the browser did not move, nor do we.
        if (target.getClientRects().length === 0) return;
        const off = target.getBoundingClientRect().top - padding;
        if (Math.abs(off) > 1) window.scrollBy({ top: off, behavior: "instant" });
        frame += 1;
        if (frame < SETTLE_FRAMES) requestAnimationFrame(settle);
      };
      // This listener runs before the browser's own jump; the first frame comes after it.
      requestAnimationFrame(settle);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}

import type { Locator } from "@playwright/test";

/**
 * Button labels on a phone (issue 39, item 7): no button, nor a link drawn as one,
 * breaks a word across lines ("APPELEZ- / NOUS"), and none takes two lines while
 * beside something that squeezed it ("NOUS / JOINDRE" in the header). A label may
 * take two lines between words only when the button already has its container's
 * whole width: then the words cannot fit on one line of the screen.
 *
 * The labels are read from the page as drawn, never from a list of expected words.
 * routes.spec.ts checks every route with it; labels.spec.ts, the open phone menu.
 */

export type LabelProblem = { label: string; problem: string };

/** Every button-styled control in `scope` whose label is broken or squeezed. */
export function labelProblems(scope: Locator): Promise<LabelProblem[]> {
  return scope.evaluate((root) => {
    const problems: { label: string; problem: string }[] = [];
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Text for screen readers only (the sr-only pattern): clipped to a pixel.
    const screenReaderOnly = (element: Element, within: Element) => {
      for (let e: Element | null = element; e && e !== within.parentElement; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.position === "absolute" && style.clip !== "auto") return true;
      }
      return false;
    };
    // Drawn as a button: a filled or outlined box with rounded corners and its
    // content centred, as src/components/ui/button.tsx draws them (and anything that
    // copies the look without it).
    const looksLikeButton = (element: Element) => {
      const style = getComputedStyle(element);
      if (!/flex/.test(style.display) || style.justifyContent !== "center") return false;
      if (parseFloat(style.borderTopLeftRadius) <= 0) return false;
      const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)";
      const outlined = ["Top", "Right", "Bottom", "Left"].every(
        (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      return filled || outlined;
    };

    for (const control of root.querySelectorAll("a, button")) {
      if (!shown(control) || !looksLikeButton(control)) continue;
      // Each shown character's line: the top of its box.
      const characters: { character: string; top: number | null; height: number }[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !shown(parent) || screenReaderOnly(parent, control)) continue;
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          characters.push({
            character: text[i]!,
            top: box && box.width > 0 ? box.top : null,
            height: box?.height ?? 0,
          });
        }
      }
      const label = characters
        .map((c) => c.character)
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      if (!label) continue;
      const lineHeight = Math.max(...characters.map((c) => c.height));
      const sameLine = (a: number, b: number) => Math.abs(a - b) < lineHeight / 2;

      // The lines: the distinct tops of the characters drawn.
      const tops: number[] = [];
      for (const { top } of characters) {
        if (top !== null && !tops.some((t) => sameLine(t, top))) tops.push(top);
      }
      // A word: the characters between two spaces (a break there is allowed).
      let word: { character: string; top: number | null }[] = [];
      const endWord = () => {
        const drawn = word.filter((c) => c.top !== null);
        if (drawn.some((c) => !sameLine(c.top!, drawn[0]!.top!))) {
          problems.push({
            label,
            problem: `breaks the word "${word.map((c) => c.character).join("")}" across lines`,
          });
        }
        word = [];
      };
      for (const c of characters) {
        if (/\s/.test(c.character)) endWord();
        else word.push(c);
      }
      endWord();

      if (tops.length > 1) {
        const container = control.parentElement!;
        const style = getComputedStyle(container);
        const room =
          container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const width = control.getBoundingClientRect().width;
        if (width < room - 2) {
          problems.push({
            label,
            problem: `takes ${tops.length} lines in ${Math.round(width)}px, squeezed in a container with ${Math.round(room)}px`,
          });
        }
      }
    }
    return problems;
  });
}

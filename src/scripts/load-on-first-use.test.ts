// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { loadOnFirstUse } from "./load-on-first-use";

// jsdom runs no module scripts: a test settles the added script itself, as the
// browser would, by firing its load event. The real thing runs in Chromium
// (tests/e2e/image-preview.spec.ts and software.spec.ts).

/** A product page's links in a document of its own, the loader started on it. */
function page() {
  const doc = document.implementation.createHTMLDocument("product");
  doc.body.innerHTML = `
    <template data-media-links><script type="module" src="/assets/links.js"></script></template>
    <a data-enlarge="" href="/media/big.webp">Enlarge</a>
    <a href="/elsewhere">Elsewhere</a>`;
  loadOnFirstUse(doc);
  const added = () => [...doc.head.querySelectorAll("script")];
  return {
    link: doc.querySelector<HTMLAnchorElement>("a[data-enlarge]")!,
    other: doc.querySelector<HTMLAnchorElement>('a[href="/elsewhere"]')!,
    added,
  };
}

describe("loadOnFirstUse", () => {
  it("adds nothing before a link is reached, nor for other links", () => {
    const { other, added } = page();
    other.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    expect(added()).toEqual([]);
  });

  it("adds the module named in the template, once, when a link is first pointed at", () => {
    const { link, added } = page();
    link.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(added().map((s) => [s.type, s.getAttribute("src")])).toEqual([
      ["module", "/assets/links.js"],
    ]);
  });

  it("holds a click made while the module loads and gives it to the link once it has run", () => {
    const { link, added } = page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const replayed = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener("click", replayed);
    added()[0]!.dispatchEvent(new Event("load"));
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it("holds Space on a link too, which would otherwise scroll the page", () => {
    const { link } = page();
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    link.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
  });

  it("lets a click with a modifier key follow the link", () => {
    const { link } = page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("leaves clicks alone once the module has run", () => {
    const { link, added } = page();
    link.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    added()[0]!.dispatchEvent(new Event("load"));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

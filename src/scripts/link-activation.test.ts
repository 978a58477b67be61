// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { onLinkActivate, wantsLinkItself } from "./link-activation";

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe("wantsLinkItself", () => {
  it.each([
    ["a plain primary click (or Enter)", plain, false],
    ["Ctrl+click (new tab on Windows and Linux)", { ...plain, ctrlKey: true }, true],
    ["Cmd+click (new tab on a Mac)", { ...plain, metaKey: true }, true],
    ["Shift+click (new window)", { ...plain, shiftKey: true }, true],
    ["Alt+click (download)", { ...plain, altKey: true }, true],
    ["a middle click", { ...plain, button: 1 }, true],
  ])("%s → %s", (_name, event, expected) => {
    expect(wantsLinkItself(event)).toBe(expected);
  });
});

describe("onLinkActivate", () => {
  const acted: string[] = [];
  beforeAll(() => {
    // Listeners stay on the document for the whole file, as on a page.
    onLinkActivate("a[data-act]", (link) => {
      acted.push(link.id);
      return link.dataset.act !== "nothing";
    });
  });
  afterEach(() => {
    acted.length = 0;
    document.body.innerHTML = "";
  });

  function page() {
    document.body.innerHTML = `
      <a id="act" data-act href="#file"><img alt="A file"></a>
      <a id="none" data-act="nothing" href="#other">Other</a>
      <a id="plain" href="#plain">Plain</a>`;
    const get = (id: string) => document.getElementById(id)!;
    return { act: get("act"), none: get("none"), plain: get("plain") };
  }
  const click = (target: Element, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
  const key = (target: Element, init: KeyboardEventInit) =>
    target.dispatchEvent(
      new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }),
    );

  it("acts on a plain click inside a matching link, instead of following it", () => {
    const { act } = page();
    expect(click(act.querySelector("img")!)).toBe(false);
    expect(acted).toEqual(["act"]);
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the browser", (_name, init) => {
    const { act } = page();
    expect(click(act, init)).toBe(true);
    expect(acted).toEqual([]);
  });

  it("acts on Space, which would scroll the page, and leaves other keys alone", () => {
    const { act } = page();
    expect(key(act, { key: " " })).toBe(false);
    expect(key(act, { key: "a" })).toBe(true);
    expect(key(act, { key: " ", shiftKey: true })).toBe(true);
    expect(acted).toEqual(["act"]);
  });

  it("follows the link when there is nothing to act on, and ignores other links", () => {
    const { none, plain } = page();
    expect(click(none)).toBe(true);
    expect(key(none, { key: " " })).toBe(true);
    expect(click(plain)).toBe(true);
    expect(acted).toEqual(["none", "none"]);
  });

  it("leaves a click that a handler has already taken", () => {
    const { act } = page();
    act.addEventListener("click", (event) => event.preventDefault(), { once: true });
    click(act);
    expect(acted).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { wantsLinkItself } from "./use-play-on-demand";

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

import { describe, expect, it } from "vitest";
import { translatedPath, winAnsiText, wrapToWidth } from "./lib";

describe("wrapToWidth", () => {
  const byLength = (line: string) => line.length;

  it.each([
    ["one two three", 7, ["one two", "three"]],
    ["short", 44, ["short"]],
    ["a b c d", 3, ["a b", "c d"]],
    ["  spaced   out  ", 20, ["spaced out"]],
    ["unbreakable-word here", 5, ["unbreakable-word", "here"]],
    // No-break spaces, as French sets them, join their words.
    ["Fonctions\u00a0: un deux", 11, ["Fonctions\u00a0:", "un deux"]],
    ["lire «\u00a0Aide\u00a0» ici", 8, ["lire", "«\u00a0Aide\u00a0»", "ici"]],
    ["a b\u202f; c", 4, ["a", "b\u202f;", "c"]],
  ])("wraps %j at a width of %i", (text, max, lines) => {
    expect(wrapToWidth(text, max, byLength)).toEqual(lines);
  });
});

describe("winAnsiText", () => {
  it("sets a narrow no-break space, which WinAnsi lacks, as a no-break space", () => {
    expect(winAnsiText("Pourquoi\u202f? Voici\u00a0: 3\u202f750")).toBe(
      "Pourquoi\u00a0? Voici\u00a0: 3\u00a0750",
    );
  });
});

describe("translatedPath", () => {
  it.each([
    ["newsletters/2024-q1.pdf", "newsletters/2024-q1-fr.pdf"],
    ["software/sage100/manufacturing.pdf", "software/sage100/manufacturing-fr.pdf"],
    ["videos/captions/a.b.vtt", "videos/captions/a.b-fr.vtt"],
  ])("puts the French %s at %s", (english, french) => {
    expect(translatedPath(english, "fr")).toBe(french);
  });

  it("refuses a name without an extension", () => {
    expect(() => translatedPath("software/v1.0/readme", "fr")).toThrow(/no extension/);
  });
});

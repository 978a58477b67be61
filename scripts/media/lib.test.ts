import { describe, expect, it } from "vitest";
import { wrapToWidth } from "./lib";

describe("wrapToWidth", () => {
  const byLength = (line: string) => line.length;

  it.each([
    ["one two three", 7, ["one two", "three"]],
    ["short", 44, ["short"]],
    ["a b c d", 3, ["a b", "c d"]],
    ["  spaced   out  ", 20, ["spaced out"]],
    ["unbreakable-word here", 5, ["unbreakable-word", "here"]],
  ])("wraps %j at a width of %i", (text, max, lines) => {
    expect(wrapToWidth(text, max, byLength)).toEqual(lines);
  });
});

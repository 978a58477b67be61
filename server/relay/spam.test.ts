import { describe, expect, it } from "vitest";
import { spamReason } from "./spam";

describe("spamReason", () => {
  const now = 1_800_000_000_000;
  it.each<[string, boolean, number | undefined, number, ReturnType<typeof spamReason>]>([
    ["nothing suspicious", false, now - 60_000, 2000, null],
    ["no render time (JavaScript off)", false, undefined, 2000, null],
    ["honeypot filled", true, now - 60_000, 2000, "honeypot"],
    ["honeypot wins over timing", true, now - 100, 2000, "honeypot"],
    ["sent 100 ms after render", false, now - 100, 2000, "too-fast"],
    ["sent at the same instant", false, now, 2000, "too-fast"],
    ["sent exactly at the minimum", false, now - 2000, 2000, null],
    ["browser clock ahead of ours", false, now + 30_000, 2000, null],
    ["check turned off", false, now - 100, 0, null],
  ])("%s", (_label, honeypotFilled, renderedAt, minFillMs, expected) => {
    expect(spamReason({ honeypotFilled, renderedAt, now, minFillMs })).toBe(expected);
  });
});

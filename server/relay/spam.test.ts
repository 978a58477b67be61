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

describe("spamReason with the browser's send time (one clock)", () => {
  const now = 1_800_000_000_000;
  const minute = 60_000;
  it.each<[string, number, number, ReturnType<typeof spamReason>]>([
    // The browser's clock runs a minute fast; the visitor took 61 s. Against our
    // clock that looked like 1 s, and a real enquiry was filed as spam.
    ["clock a minute fast, 61 s on the form", now - minute + minute, now + minute + 1000, null],
    ["clock a minute slow, 61 s on the form", now - 61_000 - minute, now - minute, null],
    [
      "a bot, 300 ms on the form, whatever its clock",
      now + 5 * minute,
      now + 5 * minute + 300,
      "too-fast",
    ],
    ["exactly the minimum", now - 2000, now, null],
    ["a send time before the render time proves nothing", now, now - 500, null],
  ])("%s", (_label, renderedAt, sentAt, expected) => {
    expect(spamReason({ honeypotFilled: false, renderedAt, sentAt, now, minFillMs: 2000 })).toBe(
      expected,
    );
  });
});

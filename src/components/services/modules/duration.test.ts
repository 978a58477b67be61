import { describe, expect, it } from "vitest";
import { barShare, formatDuration, minutesOf } from "./duration";

describe("formatDuration", () => {
  // French keeps the figure and its unit on one line (a no-break space).
  it("writes the figure and its unit in the language asked for", () => {
    expect(formatDuration({ value: 15, unit: "minute" }, "en")).toBe("15 minutes");
    expect(formatDuration({ value: 1, unit: "day" }, "en")).toBe("1 day");
    expect(formatDuration({ value: 4, unit: "hour" }, "fr")).toBe("4\u00a0heures");
    expect(formatDuration({ value: 1, unit: "hour" }, "fr")).toBe("1\u00a0heure");
  });
});

describe("barShare", () => {
  const all = [
    { value: 15, unit: "minute" },
    { value: 4, unit: "hour" },
    { value: 3, unit: "day" },
  ] as const;

  it("gives the longest duration the whole length and keeps the others in order", () => {
    const shares = all.map((d) => barShare(d, all));
    expect(shares[2]).toBe(1);
    expect(shares[0]).toBeLessThan(shares[1]!);
    expect(shares[1]).toBeLessThan(shares[2]!);
  });

  it("never draws a bar shorter than its floor", () => {
    expect(barShare({ value: 1, unit: "minute" }, all, 0.1)).toBe(0.1);
  });

  it("counts hours and days in minutes", () => {
    expect(minutesOf({ value: 2, unit: "hour" })).toBe(120);
    expect(minutesOf({ value: 1, unit: "day" })).toBe(1440);
  });
});

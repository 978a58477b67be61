import { describe, expect, it } from "vitest";
import { InterOutliner, OutlinePath } from "./outline-text";

/** Every point a path visits, made absolute again (m, l, q, c and z only). */
function absolutePoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, command, args] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === "z") {
      x = startX;
      y = startY;
      continue;
    }
    const n = (args!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const pairs: [number, number][] = [];
    for (let i = 0; i < n.length; i += 2) pairs.push([x + n[i]!, y + n[i + 1]!]);
    points.push(...pairs);
    [x, y] = pairs[pairs.length - 1]!;
    if (command === "m") [startX, startY] = [x, y];
  }
  return points.map(([px, py]) => [Math.round(px * 10) / 10, Math.round(py * 10) / 10]);
}

describe("OutlinePath", () => {
  it.each([
    // harfbuzz outline (font units, y up), origin, scale -> relative path in user units, y down
    ["M0,0L100,0L100,100Z", 10, 20, 0.1, "m10 20l10 0l0-10z"],
    ["M0,0Q50,100 100,0Z", 0, 0, 0.1, "m0 0q5-10 10 0z"],
    ["M0,0C0,10 10,10 10,0Z", 5, 5, 1, "m5 5c0-10 10-10 10 0z"],
    ["M3,3L6,3Z", 0, 0, 0.1, "m.3-.3l.3 0z"],
    ["M0,0L-10,0Z", 0, 0, 0.05, "m0 0l-.5 0z"],
  ])("places %s at (%d, %d) x%d as %s", (outline, x, y, scale, expected) => {
    expect(new OutlinePath().add(outline, x, y, scale).toString()).toBe(expected);
  });

  it("starts the next glyph from where the last subpath closed", () => {
    const d = new OutlinePath()
      .add("M0,0L10,0L10,10Z", 0, 100, 1)
      .add("M0,0L10,0Z", 20, 100, 1)
      .toString();
    expect(d).toBe("m0 100l10 0l0-10zm20 0l10 0z");
    expect(absolutePoints(d)).toEqual([
      [0, 100],
      [10, 100],
      [10, 90],
      [20, 100],
      [30, 100],
    ]);
  });

  it("never lets rounding drift: each point lands on its own rounded position", () => {
    // Thirds of a unit round differently each step; relative steps are taken between rounded points.
    const outline =
      "M0,0" + Array.from({ length: 30 }, (_, i) => `L${i + 1},${i + 1}`).join("") + "Z";
    const d = new OutlinePath().add(outline, 0, 0, 1 / 3).toString();
    const points = absolutePoints(d);
    expect(points).toHaveLength(31);
    points.forEach(([px, py], i) => {
      expect(px).toBe(Math.round((i / 3) * 10) / 10);
      expect(py).toBe(Math.round((-i / 3) * 10) / 10 || 0);
    });
  });
});

describe("InterOutliner", () => {
  it("draws a word as one path whose width follows Inter's advances, centred on its anchor", async () => {
    const ink = await InterOutliner.load([700]);
    const svg = ink.path({
      x: 100,
      y: 50,
      size: 20,
      weight: 700,
      fill: "#fff",
      content: "TOP",
      anchor: "middle",
    });
    expect(svg).toMatch(/^<path fill="#fff" d="m[^"]+"\/>$/);
    const xs = absolutePoints(/d="([^"]+)"/.exec(svg)![1]!).map(([x]) => x);
    const [left, right] = [Math.min(...xs), Math.max(...xs)];
    // "TOP" at 20 units is about 45 units wide: centred on 100 within a unit either side.
    expect(right - left).toBeGreaterThan(35);
    expect(right - left).toBeLessThan(55);
    expect(Math.abs((left + right) / 2 - 100)).toBeLessThan(2);
  });

  it("draws heavier weights with more ink, and adds letter spacing between letters", async () => {
    const ink = await InterOutliner.load([500, 800]);
    const width = (weight: number, letterSpacing = 0) => {
      const d = /d="([^"]+)"/.exec(
        ink.path({ x: 0, y: 0, size: 10, weight, fill: "#000", content: "MM", letterSpacing }),
      )![1]!;
      const xs = absolutePoints(d).map(([x]) => x);
      return Math.max(...xs) - Math.min(...xs);
    };
    expect(width(800)).toBeGreaterThan(width(500));
    expect(width(500, 2)).toBeCloseTo(width(500) + 2, 0);
  });

  it("sets a run that is wider than maxWidth smaller, to fit, and leaves a narrower one alone", async () => {
    const ink = await InterOutliner.load([500]);
    const inked = (maxWidth?: number) => {
      const d = /d="([^"]+)"/.exec(
        ink.path({
          x: 100,
          y: 50,
          size: 11,
          weight: 500,
          fill: "#000",
          content: "By customers and renewals",
          letterSpacing: 1,
          anchor: "middle",
          maxWidth,
        }),
      )![1]!;
      const points = absolutePoints(d);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      return {
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
        centre: (Math.max(...xs) + Math.min(...xs)) / 2,
      };
    };
    const natural = inked();
    expect(natural.width).toBeGreaterThan(140);
    const fitted = inked(100);
    // The ink is a little narrower than the advances it is set in.
    expect(fitted.width).toBeLessThanOrEqual(100);
    expect(fitted.width).toBeGreaterThan(95);
    expect(Math.abs(fitted.centre - 100)).toBeLessThan(1);
    // Scaled as a whole: the letters get shorter by the same factor.
    expect(fitted.height / natural.height).toBeCloseTo(fitted.width / natural.width, 1);
    expect(inked(500)).toEqual(natural);
  });

  it("refuses a weight it did not load", async () => {
    const ink = await InterOutliner.load([500]);
    expect(() =>
      ink.path({ x: 0, y: 0, size: 10, weight: 900, fill: "#000", content: "A" }),
    ).toThrow(/weight 900 was not loaded/);
  });
});

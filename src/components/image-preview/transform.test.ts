import { describe, expect, it } from "vitest";
import {
  clampScale,
  initialTransform,
  MAX_SCALE,
  panLimit,
  transformReducer,
  transformStyle,
  type Transform,
  type TransformAction,
  type View,
} from "./transform";

const at = (overrides: Partial<Transform>): Transform => ({ ...initialTransform, ...overrides });

// A 3:2 image fitted to 600x400 in an 800x500 stage.
const view: View = { image: { width: 600, height: 400 }, stage: { width: 800, height: 500 } };
// The same image in a stage tall enough for it at 1.5x.
const tallStage: View = { ...view, stage: { width: 800, height: 700 } };

type Case = {
  name: string;
  from: Transform;
  action: TransformAction;
  to: Partial<Transform>;
};

const cases: Case[] = [
  // zoomIn / zoomOut: steps of 0.5 within [1, 50]
  { name: "zoomIn from 1", from: initialTransform, action: { type: "zoomIn" }, to: { scale: 1.5 } },
  {
    name: "zoomIn from 49.5",
    from: at({ scale: 49.5 }),
    action: { type: "zoomIn" },
    to: { scale: 50 },
  },
  {
    name: "zoomIn at 50 stays",
    from: at({ scale: 50 }),
    action: { type: "zoomIn" },
    to: { scale: 50 },
  },
  {
    name: "zoomOut from 2",
    from: at({ scale: 2 }),
    action: { type: "zoomOut" },
    to: { scale: 1.5 },
  },
  {
    name: "zoomOut at 1 stays",
    from: initialTransform,
    action: { type: "zoomOut" },
    to: { scale: 1 },
  },
  {
    name: "zoomOut to 1 recentres",
    from: at({ scale: 1.5, x: 40, y: -30 }),
    action: { type: "zoomOut" },
    to: { scale: 1, x: 0, y: 0 },
  },
  {
    name: "zoomIn about the centre scales the offset",
    from: at({ scale: 2, x: 40, y: -20 }),
    action: { type: "zoomIn" },
    to: { scale: 2.5, x: 50, y: -25 },
  },
  {
    name: "zoomIn keeps rotation and flips",
    from: at({ rotate: 90, flipX: true }),
    action: { type: "zoomIn" },
    to: { scale: 1.5, rotate: 90, flipX: true },
  },
  // zoomTo (pinch): snapped to the 0.5 grid and clamped
  {
    name: "zoomTo 3.2 snaps to 3",
    from: initialTransform,
    action: { type: "zoomTo", scale: 3.2 },
    to: { scale: 3 },
  },
  {
    name: "zoomTo 3.3 snaps to 3.5",
    from: initialTransform,
    action: { type: "zoomTo", scale: 3.3 },
    to: { scale: 3.5 },
  },
  {
    name: "zoomTo 80 clamps to 50",
    from: initialTransform,
    action: { type: "zoomTo", scale: 80 },
    to: { scale: 50 },
  },
  {
    name: "zoomTo 0.2 clamps to 1",
    from: at({ scale: 4, x: 10 }),
    action: { type: "zoomTo", scale: 0.2 },
    to: { scale: 1, x: 0 },
  },
  {
    name: "zoomTo about a point keeps that point still",
    from: initialTransform,
    action: { type: "zoomTo", scale: 2, origin: { x: 100, y: 50 } },
    to: { scale: 2, x: -100, y: -50 },
  },
  // wheel: up zooms in, down zooms out, one step per event
  {
    name: "wheel up",
    from: initialTransform,
    action: { type: "wheel", deltaY: -120 },
    to: { scale: 1.5 },
  },
  {
    name: "wheel down",
    from: at({ scale: 3 }),
    action: { type: "wheel", deltaY: 3 },
    to: { scale: 2.5 },
  },
  {
    name: "wheel sideways only",
    from: at({ scale: 3 }),
    action: { type: "wheel", deltaY: 0 },
    to: { scale: 3 },
  },
  {
    name: "wheel up at 50",
    from: at({ scale: 50 }),
    action: { type: "wheel", deltaY: -1 },
    to: { scale: 50 },
  },
  {
    name: "wheel down at 1",
    from: initialTransform,
    action: { type: "wheel", deltaY: 100 },
    to: { scale: 1 },
  },
  {
    name: "wheel about the pointer",
    from: initialTransform,
    action: { type: "wheel", deltaY: -1, origin: { x: -200, y: 100 } },
    to: { scale: 1.5, x: 100, y: -50 },
  },
  {
    name: "wheel about the pointer, clamped to the view",
    from: initialTransform,
    action: { type: "wheel", deltaY: -1, origin: { x: -300, y: 200 }, view },
    to: { scale: 1.5, x: 50, y: -50 },
  },
  // toggleZoom (double-click)
  {
    name: "toggleZoom from 1",
    from: initialTransform,
    action: { type: "toggleZoom" },
    to: { scale: 2 },
  },
  {
    name: "toggleZoom when zoomed returns to 1",
    from: at({ scale: 7.5, x: 30, y: 30, rotate: 180 }),
    action: { type: "toggleZoom" },
    to: { scale: 1, x: 0, y: 0, rotate: 180 },
  },
  {
    name: "toggleZoom about the pointer",
    from: initialTransform,
    action: { type: "toggleZoom", origin: { x: 50, y: 20 }, view },
    to: { scale: 2, x: -50, y: -20 },
  },
  // rotation in 90-degree steps, normalised to 0..270
  {
    name: "rotateRight 0",
    from: initialTransform,
    action: { type: "rotateRight" },
    to: { rotate: 90 },
  },
  {
    name: "rotateRight 270 wraps",
    from: at({ rotate: 270 }),
    action: { type: "rotateRight" },
    to: { rotate: 0 },
  },
  {
    name: "rotateLeft 0 wraps",
    from: initialTransform,
    action: { type: "rotateLeft" },
    to: { rotate: 270 },
  },
  {
    name: "rotateLeft 180",
    from: at({ rotate: 180 }),
    action: { type: "rotateLeft" },
    to: { rotate: 90 },
  },
  {
    name: "rotateRight turns the offset clockwise",
    from: at({ scale: 3, x: 40, y: 10 }),
    action: { type: "rotateRight" },
    to: { scale: 3, rotate: 90, x: -10, y: 40 },
  },
  {
    name: "rotateLeft turns the offset anticlockwise",
    from: at({ scale: 3, x: 40, y: 10 }),
    action: { type: "rotateLeft" },
    to: { scale: 3, rotate: 270, x: 10, y: -40 },
  },
  // flips, as seen on screen
  { name: "flipX", from: initialTransform, action: { type: "flipX" }, to: { flipX: true } },
  {
    name: "flipX twice",
    from: at({ flipX: true }),
    action: { type: "flipX" },
    to: { flipX: false },
  },
  { name: "flipY", from: initialTransform, action: { type: "flipY" }, to: { flipY: true } },
  {
    name: "flipY twice",
    from: at({ flipY: true }),
    action: { type: "flipY" },
    to: { flipY: false },
  },
  {
    name: "flipX at 180",
    from: at({ rotate: 180 }),
    action: { type: "flipX" },
    to: { rotate: 180, flipX: true },
  },
  {
    name: "flipX at 90 mirrors the image's vertical",
    from: at({ rotate: 90 }),
    action: { type: "flipX" },
    to: { rotate: 90, flipY: true },
  },
  {
    name: "flipY at 270 mirrors the image's horizontal",
    from: at({ rotate: 270 }),
    action: { type: "flipY" },
    to: { rotate: 270, flipX: true },
  },
  {
    name: "flipX mirrors the offset",
    from: at({ scale: 2, x: 25, y: 5 }),
    action: { type: "flipX" },
    to: { scale: 2, flipX: true, x: -25, y: 5 },
  },
  {
    name: "flipY mirrors the offset",
    from: at({ scale: 2, x: 25, y: 5 }),
    action: { type: "flipY" },
    to: { scale: 2, flipY: true, x: 25, y: -5 },
  },
  // pan: only when zoomed, clamped to the view when one is given
  {
    name: "pan at scale 1 does nothing",
    from: initialTransform,
    action: { type: "pan", dx: 50, dy: 50 },
    to: {},
  },
  {
    name: "pan when zoomed",
    from: at({ scale: 2 }),
    action: { type: "pan", dx: 30, dy: -20 },
    to: { scale: 2, x: 30, y: -20 },
  },
  {
    name: "pan adds up",
    from: at({ scale: 2, x: 30 }),
    action: { type: "pan", dx: 30, dy: 0 },
    to: { scale: 2, x: 60 },
  },
  {
    // At 2x the image is 1200x800 in an 800x500 stage: 200 and 150 px of slack.
    name: "pan stops at the edges",
    from: at({ scale: 2 }),
    action: { type: "pan", dx: 999, dy: -999, view },
    to: { scale: 2, x: 200, y: -150 },
  },
  {
    name: "pan along an axis where the image fits does nothing",
    from: at({ scale: 1.5 }),
    action: { type: "pan", dx: 0, dy: 40, view: tallStage },
    to: { scale: 1.5 },
  },
  {
    name: "pan when sideways uses the turned size",
    from: at({ scale: 2, rotate: 90 }),
    action: { type: "pan", dx: 999, dy: 999, view },
    to: { scale: 2, rotate: 90, x: 0, y: 350 },
  },
  // reset
  {
    name: "reset",
    from: { scale: 12, rotate: 270, flipX: true, flipY: true, x: 5, y: -5 },
    action: { type: "reset" },
    to: {},
  },
];

describe("transformReducer", () => {
  it.each(cases)("$name", ({ from, action, to }) => {
    expect(transformReducer(from, action)).toEqual(at(to));
  });

  it.each<[string, Transform, TransformAction]>([
    ["zoomIn at 50", at({ scale: MAX_SCALE }), { type: "zoomIn" }],
    ["zoomOut at 1", initialTransform, { type: "zoomOut" }],
    ["wheel at 50", at({ scale: MAX_SCALE }), { type: "wheel", deltaY: -1 }],
    ["wheel at 1", initialTransform, { type: "wheel", deltaY: 1 }],
    ["wheel without deltaY", at({ scale: 2 }), { type: "wheel", deltaY: 0 }],
    ["pan at 1", initialTransform, { type: "pan", dx: 5, dy: 5 }],
    ["pan at the edge", at({ scale: 2, x: 200 }), { type: "pan", dx: 10, dy: 0, view }],
    ["reset when nothing changed", initialTransform, { type: "reset" }],
  ])("returns the same object when %s changes nothing", (_name, from, action) => {
    expect(transformReducer(from, action)).toBe(from);
  });

  it("reaches 50 from 1 in exactly 98 steps, and 1 again in 98", () => {
    let state = initialTransform;
    for (let i = 0; i < 98; i++) state = transformReducer(state, { type: "zoomIn" });
    expect(state.scale).toBe(50);
    expect(transformReducer(state, { type: "zoomIn" })).toBe(state);
    for (let i = 0; i < 98; i++) state = transformReducer(state, { type: "zoomOut" });
    expect(state).toEqual(initialTransform);
  });

  it("comes back to the start after four turns either way", () => {
    const start = at({ scale: 3, x: 12, y: -7 });
    let right = start;
    let left = start;
    for (let i = 0; i < 4; i++) {
      right = transformReducer(right, { type: "rotateRight" });
      left = transformReducer(left, { type: "rotateLeft" });
    }
    expect(right).toEqual(start);
    expect(left).toEqual(start);
  });
});

describe("clampScale", () => {
  it.each([
    [1, 1],
    [0, 1],
    [-3, 1],
    [1.2, 1],
    [1.25, 1.5],
    [7.74, 7.5],
    [50, 50],
    [50.2, 50],
    [1000, 50],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])("%d becomes %d", (input, expected) => {
    expect(clampScale(input)).toBe(expected);
  });
});

describe("panLimit", () => {
  it.each<[string, Transform, { x: number; y: number }, View?]>([
    ["fits at scale 1", initialTransform, { x: 0, y: 0 }],
    ["at 1.5", at({ scale: 1.5 }), { x: 50, y: 50 }],
    ["wider than a tall stage at 1.5", at({ scale: 1.5 }), { x: 50, y: 0 }, tallStage],
    ["both ways at 2", at({ scale: 2 }), { x: 200, y: 150 }],
    ["sideways at 2", at({ scale: 2, rotate: 270 }), { x: 0, y: 350 }],
  ])("%s", (_name, state, expected, inView = view) => {
    expect(panLimit(state, inView)).toEqual(expected);
  });
});

describe("transformStyle", () => {
  it.each<[string, Partial<Transform>, string]>([
    ["identity", {}, "translate(0px, 0px) matrix(1, 0, 0, 1, 0, 0)"],
    ["zoomed", { scale: 2.5 }, "translate(0px, 0px) matrix(2.5, 0, 0, 2.5, 0, 0)"],
    ["panned", { scale: 2, x: 10, y: -4.5 }, "translate(10px, -4.5px) matrix(2, 0, 0, 2, 0, 0)"],
    ["90 degrees", { rotate: 90 }, "translate(0px, 0px) matrix(0, 1, -1, 0, 0, 0)"],
    ["180 degrees", { rotate: 180 }, "translate(0px, 0px) matrix(-1, 0, 0, -1, 0, 0)"],
    ["270 degrees", { rotate: 270 }, "translate(0px, 0px) matrix(0, -1, 1, 0, 0, 0)"],
    ["flipped horizontally", { flipX: true }, "translate(0px, 0px) matrix(-1, 0, 0, 1, 0, 0)"],
    ["flipped vertically", { flipY: true }, "translate(0px, 0px) matrix(1, 0, 0, -1, 0, 0)"],
    [
      "everything at once",
      { scale: 3, rotate: 90, flipX: true, x: 1, y: 2 },
      "translate(1px, 2px) matrix(0, -3, -3, 0, 0, 0)",
    ],
  ])("%s", (_name, overrides, expected) => {
    expect(transformStyle(at(overrides))).toBe(expected);
  });

  it("turns a screen-horizontal flip at 90 degrees into a left-right mirror of what is shown", () => {
    // What is shown at 90 degrees, mirrored left-right, is matrix(-a, b, -c, d).
    const turned = at({ rotate: 90 });
    const flipped = transformReducer(turned, { type: "flipX" });
    expect(transformStyle(turned)).toBe("translate(0px, 0px) matrix(0, 1, -1, 0, 0, 0)");
    expect(transformStyle(flipped)).toBe("translate(0px, 0px) matrix(0, 1, 1, 0, 0, 0)");
  });
});

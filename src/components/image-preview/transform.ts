/**
 * The image preview's transform state, as a pure reducer: zoom, rotation, flips
 * and pan offset. It knows nothing of the DOM; the viewer measures the stage and
 * the image and passes those sizes in with the actions that move the image.
 */

export const MIN_SCALE = 1;
export const MAX_SCALE = 50;
export const SCALE_STEP = 0.5;
/** The scale a double-click zooms to from scale 1. */
export const TOGGLE_SCALE = 2;

export type Rotation = 0 | 90 | 180 | 270;

export type Transform = Readonly<{
  scale: number;
  /** Clockwise, as seen on screen. */
  rotate: Rotation;
  /**
   * Mirroring in the image's own axes, applied before rotation. The flip actions
   * mirror as seen on screen, so when the image stands at 90 or 270 degrees a
   * horizontal flip sets `flipY` here: that is what looks horizontal then.
   */
  flipX: boolean;
  flipY: boolean;
  /** Pan offset in screen pixels from the centre of the stage. */
  x: number;
  y: number;
}>;

export type Point = Readonly<{ x: number; y: number }>;
export type Size = Readonly<{ width: number; height: number }>;

/**
 * The layout the offset is clamped to: the image's box at scale 1 (before any
 * transform) and the stage it sits in.
 */
export type View = Readonly<{ image: Size; stage: Size }>;

/** `origin` is the point to zoom about, relative to the stage centre; the centre by default. */
export type TransformAction =
  | { type: "zoomIn"; view?: View }
  | { type: "zoomOut"; view?: View }
  | { type: "zoomTo"; scale: number; origin?: Point; view?: View }
  | { type: "wheel"; deltaY: number; origin?: Point; view?: View }
  | { type: "toggleZoom"; origin?: Point; view?: View }
  | { type: "rotateLeft" }
  | { type: "rotateRight" }
  | { type: "flipX" }
  | { type: "flipY" }
  | { type: "pan"; dx: number; dy: number; view?: View }
  | { type: "reset" };

export const initialTransform: Transform = {
  scale: 1,
  rotate: 0,
  flipX: false,
  flipY: false,
  x: 0,
  y: 0,
};

export function transformReducer(state: Transform, action: TransformAction): Transform {
  switch (action.type) {
    case "zoomIn":
      return zoom(state, state.scale + SCALE_STEP, undefined, action.view);
    case "zoomOut":
      return zoom(state, state.scale - SCALE_STEP, undefined, action.view);
    case "zoomTo":
      return zoom(state, action.scale, action.origin, action.view);
    case "wheel":
      if (action.deltaY === 0) return state;
      return zoom(
        state,
        state.scale + (action.deltaY < 0 ? SCALE_STEP : -SCALE_STEP),
        action.origin,
        action.view,
      );
    case "toggleZoom":
      return zoom(
        state,
        state.scale === MIN_SCALE ? TOGGLE_SCALE : MIN_SCALE,
        action.origin,
        action.view,
      );
    // Turning the image turns its offset with it, so the part in view stays in view.
    case "rotateRight":
      return { ...state, rotate: turn(state.rotate, 90), x: clean(-state.y), y: clean(state.x) };
    case "rotateLeft":
      return { ...state, rotate: turn(state.rotate, 270), x: clean(state.y), y: clean(-state.x) };
    case "flipX":
      return sideways(state.rotate)
        ? { ...state, flipY: !state.flipY, x: clean(-state.x) }
        : { ...state, flipX: !state.flipX, x: clean(-state.x) };
    case "flipY":
      return sideways(state.rotate)
        ? { ...state, flipX: !state.flipX, y: clean(-state.y) }
        : { ...state, flipY: !state.flipY, y: clean(-state.y) };
    case "pan": {
      // At scale 1 the whole image is in view: there is nothing to pan to.
      if (state.scale === MIN_SCALE) return state;
      return withOffset(state, state.x + action.dx, state.y + action.dy, action.view);
    }
    case "reset":
      return isInitial(state) ? state : initialTransform;
  }
}

/** The scale on the 0.5 grid nearest to `scale`, within [1, 50]. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_SCALE;
  const snapped = Math.round(scale / SCALE_STEP) * SCALE_STEP;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, snapped));
}

/**
 * How far the image may move from the centre on each axis: until its edge
 * meets the stage's edge, and not at all along an axis where it fits.
 */
export function panLimit(state: Transform, view: View): Point {
  const [width, height] = sideways(state.rotate)
    ? [view.image.height, view.image.width]
    : [view.image.width, view.image.height];
  return {
    x: Math.max(0, (width * state.scale - view.stage.width) / 2),
    y: Math.max(0, (height * state.scale - view.stage.height) / 2),
  };
}

/**
 * The CSS transform: the pan offset in screen pixels, then one matrix for
 * rotation, scale and flips. A matrix rather than `rotate()` because matrices
 * interpolate along the shorter turn: going from 270 to 0 degrees animates a
 * quarter turn clockwise instead of three quarters back.
 */
export function transformStyle(state: Transform): string {
  const [cos, sin] = unitCircle[state.rotate];
  const sx = state.flipX ? -state.scale : state.scale;
  const sy = state.flipY ? -state.scale : state.scale;
  // rotate(r) * scale(sx, sy), in CSS's matrix(a, b, c, d, e, f) order.
  const m = [cos * sx, sin * sx, -sin * sy, cos * sy, 0, 0].map(clean);
  return `translate(${clean(state.x)}px, ${clean(state.y)}px) matrix(${m.join(", ")})`;
}

const unitCircle: Record<Rotation, readonly [number, number]> = {
  0: [1, 0],
  90: [0, 1],
  180: [-1, 0],
  270: [0, -1],
};

function zoom(state: Transform, target: number, origin: Point | undefined, view?: View) {
  const scale = clampScale(target);
  if (scale === state.scale) return state;
  if (scale === MIN_SCALE) return { ...state, scale, x: 0, y: 0 };
  // Keep the point under `origin` where it is: it sits (origin - offset) / scale
  // from the image centre, before and after.
  const k = scale / state.scale;
  const ox = origin?.x ?? 0;
  const oy = origin?.y ?? 0;
  return withOffset({ ...state, scale }, ox - (ox - state.x) * k, oy - (oy - state.y) * k, view);
}

function withOffset(state: Transform, x: number, y: number, view: View | undefined): Transform {
  const limit = view ? panLimit(state, view) : { x: Infinity, y: Infinity };
  const next = {
    ...state,
    x: clean(Math.min(limit.x, Math.max(-limit.x, x))),
    y: clean(Math.min(limit.y, Math.max(-limit.y, y))),
  };
  return next.x === state.x && next.y === state.y && next.scale === state.scale ? state : next;
}

function turn(rotate: Rotation, by: 90 | 270): Rotation {
  return ((rotate + by) % 360) as Rotation;
}

function sideways(rotate: Rotation): boolean {
  return rotate === 90 || rotate === 270;
}

function isInitial(state: Transform): boolean {
  return (Object.keys(initialTransform) as (keyof Transform)[]).every(
    (key) => state[key] === initialTransform[key],
  );
}

/** No -0 in state or CSS, and no float dust such as 0.30000000000000004. */
function clean(n: number): number {
  const rounded = Math.round(n * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
}

import type * as React from "react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { MIN_SCALE, type Point, type TransformAction, type View } from "./transform";

/** The layout now: the image's untransformed box and the stage around it. */
export function measureView(
  stage: HTMLElement | null,
  image: HTMLElement | null,
): View | undefined {
  if (!stage || !image) return undefined;
  return {
    image: { width: image.offsetWidth, height: image.offsetHeight },
    stage: { width: stage.clientWidth, height: stage.clientHeight },
  };
}

function originIn(stage: HTMLElement, clientX: number, clientY: number): Point {
  const box = stage.getBoundingClientRect();
  return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
}

// Wheel distance (in pixels) per zoom step: one notch of a mouse wheel, or a
// short swipe on a touchpad, whose events arrive many to a gesture.
const wheelStep = 50;
const pinchWheelStep = 10;
// Movement below this is a click that wobbled, not a drag.
const dragThreshold = 4;

type Gesture = {
  /** The pointer went down on the empty stage, not on the image. */
  fromBackdrop: boolean;
  moved: boolean;
  start: Point;
  pinch?: { distance: number; scale: number };
};

/**
 * Pointer input on the stage: drag to pan (mouse, pen or one finger), pinch
 * with two fingers, wheel and double-click to zoom about the pointer, and a
 * click on the empty stage (the backdrop) to close.
 */
export function useStageGestures({
  stageRef,
  imageRef,
  scale,
  dispatch,
  onBackdropClick,
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  imageRef: RefObject<HTMLImageElement | null>;
  scale: number;
  dispatch: (action: TransformAction) => void;
  onBackdropClick: () => void;
}) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ fromBackdrop: false, moved: false, start: { x: 0, y: 0 } });
  const [dragging, setDragging] = useState(false);

  // React's wheel listener is passive, and the page must not scroll under the
  // preview, so this one is added by hand.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    let travelled = 0;
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      if (!stage) return;
      const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 33 : 1;
      const pages = event.deltaMode === WheelEvent.DOM_DELTA_PAGE ? stage.clientHeight : 1;
      const delta = event.deltaY * lines * pages;
      if (delta === 0) return;
      // A change of direction starts over.
      travelled = Math.sign(travelled) === Math.sign(delta) ? travelled + delta : delta;
      if (Math.abs(travelled) < (event.ctrlKey ? pinchWheelStep : wheelStep)) return;
      dispatch({
        type: "wheel",
        deltaY: travelled,
        origin: originIn(stage, event.clientX, event.clientY),
        view: measureView(stage, imageRef.current),
      });
      travelled = 0;
    }
    stage.addEventListener("wheel", onWheel, { passive: false });
    return () => stage.removeEventListener("wheel", onWheel);
  }, [stageRef, imageRef, dispatch]);

  function view() {
    return measureView(stageRef.current, imageRef.current);
  }

  function end(event: React.PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) gesture.current.pinch = undefined;
    if (pointers.current.size === 0) setDragging(false);
  }

  const handlers = {
    onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const point = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, point);
      if (pointers.current.size === 1) {
        gesture.current = {
          fromBackdrop: event.target === event.currentTarget,
          moved: false,
          start: point,
        };
      } else if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()] as [Point, Point];
        gesture.current.moved = true;
        gesture.current.pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale };
      }
    },
    onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
      const last = pointers.current.get(event.pointerId);
      if (!last) return;
      const point = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, point);
      const { pinch, start } = gesture.current;
      if (pinch && pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()] as [Point, Point];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch.distance === 0) return;
        dispatch({
          type: "zoomTo",
          scale: (pinch.scale * distance) / pinch.distance,
          origin: originIn(event.currentTarget, (a.x + b.x) / 2, (a.y + b.y) / 2),
          view: view(),
        });
        return;
      }
      if (Math.hypot(point.x - start.x, point.y - start.y) > dragThreshold) {
        gesture.current.moved = true;
      }
      if (!gesture.current.moved || scale === MIN_SCALE) return;
      setDragging(true);
      dispatch({ type: "pan", dx: point.x - last.x, dy: point.y - last.y, view: view() });
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClick(event: React.MouseEvent<HTMLDivElement>) {
      const { fromBackdrop, moved } = gesture.current;
      if (event.target === event.currentTarget && fromBackdrop && !moved) onBackdropClick();
    },
    onDoubleClick(event: React.MouseEvent<HTMLDivElement>) {
      dispatch({
        type: "toggleZoom",
        origin: originIn(event.currentTarget, event.clientX, event.clientY),
        view: view(),
      });
    },
  };

  return { dragging, handlers };
}

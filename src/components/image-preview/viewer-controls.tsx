import {
  CaretsToAxisDashedHorizontal,
  CaretsToAxisDashedVertical,
  RotateCcwSquare,
  RotateCwSquare,
  ZoomIn,
  ZoomOut,
} from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import {
  MAX_SCALE,
  MIN_SCALE,
  transformReducer,
  type Transform,
  type TransformAction,
  type View,
} from "./transform";

/**
 * A labelled button for the dark preview. At a bound it is aria-disabled rather
 * than disabled, so that the button keeps focus when, say, the 98th zoom-in
 * reaches 50: a disabled button would drop focus out of the dialog.
 */
export function ControlButton({
  label,
  disabled = false,
  onClick,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"button">, "aria-label" | "disabled"> & {
  label: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-control text-white hover:bg-white/15 focus-visible:outline-accent-300 aria-disabled:cursor-not-allowed aria-disabled:text-white/40 aria-disabled:hover:bg-transparent",
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

const icon = "size-6";

/** Zoom, rotate, flip and reset, below the image. */
export function ViewerToolbar({
  transform,
  dispatch,
  measure,
}: {
  transform: Transform;
  dispatch: (action: TransformAction) => void;
  /** The layout now, so that zooming out keeps the image within the stage. */
  measure: () => View | undefined;
}) {
  const { scale } = transform;
  return (
    <div
      role="group"
      aria-label="Image controls"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="flex items-center gap-1">
        <ControlButton
          label="Zoom out"
          disabled={scale <= MIN_SCALE}
          onClick={() => dispatch({ type: "zoomOut", view: measure() })}
        >
          <ZoomOut aria-hidden="true" className={icon} />
        </ControlButton>
        <output
          aria-label="Zoom level"
          className="w-16 text-center text-sm text-white tabular-nums"
        >{`${Math.round(scale * 100)}%`}</output>
        <ControlButton
          label="Zoom in"
          disabled={scale >= MAX_SCALE}
          onClick={() => dispatch({ type: "zoomIn", view: measure() })}
        >
          <ZoomIn aria-hidden="true" className={icon} />
        </ControlButton>
      </div>
      <div className="flex items-center gap-1">
        <ControlButton label="Rotate left" onClick={() => dispatch({ type: "rotateLeft" })}>
          <RotateCcwSquare aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton label="Rotate right" onClick={() => dispatch({ type: "rotateRight" })}>
          <RotateCwSquare aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton label="Flip horizontally" onClick={() => dispatch({ type: "flipX" })}>
          {/* Lucide names these after the axis drawn, not the direction of the flip. */}
          <CaretsToAxisDashedVertical aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton label="Flip vertically" onClick={() => dispatch({ type: "flipY" })}>
          <CaretsToAxisDashedHorizontal aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton
          label="Reset"
          // Nothing to reset is a bound too.
          disabled={transformReducer(transform, { type: "reset" }) === transform}
          onClick={() => dispatch({ type: "reset" })}
          className="w-auto px-3 text-sm font-semibold"
        >
          Reset
        </ControlButton>
      </div>
    </div>
  );
}

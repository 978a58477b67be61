import {
  CaretsToAxisDashedHorizontal,
  CaretsToAxisDashedVertical,
  RotateCcwSquare,
  RotateCwSquare,
  ZoomIn,
  ZoomOut,
} from "lucide-react";
import type * as React from "react";
import { fill } from "~/i18n/format";
import { formatNumber, type Locale } from "~/i18n/locale";
import { cn } from "~/lib/cn";
import type { Messages } from "~/i18n/messages";
import {
  MAX_SCALE,
  MIN_SCALE,
  transformReducer,
  type Transform,
  type TransformAction,
  type View,
} from "./transform";

/** The viewer's words in the page's language. */
export type ViewerText = Messages["media"]["viewer"];

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

/**
 * The zoom level as shown between the buttons: "150%", "5000%" in English (ungrouped,
 * as the viewer has always shown it); "150 %", "5 000 %" in French.
 */
export function zoomLevelText(scale: number, template: string, locale: Locale): string {
  const percent = Math.round(scale * 100);
  return fill(template, { percent: locale === "en" ? percent : formatNumber(percent, locale) });
}

/** Zoom, rotate, flip and reset, below the image. */
export function ViewerToolbar({
  transform,
  dispatch,
  measure,
  locale,
  text,
}: {
  transform: Transform;
  dispatch: (action: TransformAction) => void;
  /** The layout now, so that zooming out keeps the image within the stage. */
  measure: () => View | undefined;
  locale: Locale;
  text: ViewerText;
}) {
  const { scale } = transform;
  return (
    <div
      role="group"
      aria-label={text.controls}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="flex items-center gap-1">
        <ControlButton
          label={text.zoomOut}
          disabled={scale <= MIN_SCALE}
          onClick={() => dispatch({ type: "zoomOut", view: measure() })}
        >
          <ZoomOut aria-hidden="true" className={icon} />
        </ControlButton>
        <output
          aria-label={text.zoomLevel}
          className="w-16 text-center text-sm text-white tabular-nums"
        >
          {zoomLevelText(scale, text.zoomValue, locale)}
        </output>
        <ControlButton
          label={text.zoomIn}
          disabled={scale >= MAX_SCALE}
          onClick={() => dispatch({ type: "zoomIn", view: measure() })}
        >
          <ZoomIn aria-hidden="true" className={icon} />
        </ControlButton>
      </div>
      <div className="flex items-center gap-1">
        <ControlButton label={text.rotateLeft} onClick={() => dispatch({ type: "rotateLeft" })}>
          <RotateCcwSquare aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton label={text.rotateRight} onClick={() => dispatch({ type: "rotateRight" })}>
          <RotateCwSquare aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton label={text.flipHorizontally} onClick={() => dispatch({ type: "flipX" })}>
          {/* Lucide names these after the axis drawn, not the direction of the flip. */}
          <CaretsToAxisDashedVertical aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton label={text.flipVertically} onClick={() => dispatch({ type: "flipY" })}>
          <CaretsToAxisDashedHorizontal aria-hidden="true" className={icon} />
        </ControlButton>
        <ControlButton
          label={text.reset}
          // Nothing to reset is a bound too.
          disabled={transformReducer(transform, { type: "reset" }) === transform}
          onClick={() => dispatch({ type: "reset" })}
          className="w-auto px-3 text-sm font-semibold"
        >
          {text.reset}
        </ControlButton>
      </div>
    </div>
  );
}

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { cn } from "~/lib/cn";
import { defaultFallbackSrc } from "./image-source";
import {
  initialTransform,
  MIN_SCALE,
  transformReducer,
  transformStyle,
  type Point,
} from "./transform";
import { measureView, useStageGestures } from "./use-stage-gestures";
import { ControlButton, ViewerToolbar, type ViewerText } from "./viewer-controls";

/** An image as the preview shows it: the file (the largest there is), its alt text and title. */
export type ViewerImage = {
  src: string;
  alt: string;
  /** The dialog's title when given, else `alt` (which can run to a long description). */
  caption?: string;
};

/** The preview's strings: src/i18n/<locale>/media.ts's `viewer`. */
export type { ViewerText };

/**
 * What the page tells the viewer of its language: media-links.astro writes it into
 * the page as JSON (#image-viewer-text), as the viewer is loaded in the browser.
 */
export type ViewerLanguage = { locale: Locale; text: ViewerText };

export type ImageViewerProps = ViewerLanguage & {
  images: readonly ViewerImage[];
  startIndex: number;
  fallbackSrc?: string;
  /** Called once the dialog has closed (close button, Escape or backdrop). */
  onClose: () => void;
};

type LoadResult = { src: string; status: "loaded" | "error" | "failed" };

// Arrow keys move a zoomed image this far, the way the view would scroll.
const keyStep = 80;
const panKeys: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: keyStep, y: 0 },
  ArrowRight: { x: -keyStep, y: 0 },
  ArrowUp: { x: 0, y: keyStep },
  ArrowDown: { x: 0, y: -keyStep },
};

/**
 * The image preview: a modal <dialog> over the whole window. The native dialog
 * makes the page behind it inert, closes on Escape and restores focus; this
 * adds the title, Tab wrapping, scroll lock and the image controls.
 */
export function ImageViewer({
  images,
  startIndex,
  fallbackSrc = defaultFallbackSrc,
  onClose,
  locale,
  text,
}: ImageViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const titleId = useId();
  const hintId = useId();
  const [index, setIndex] = useState(startIndex);
  const [transform, dispatch] = useReducer(transformReducer, initialTransform);
  const [result, setResult] = useState<LoadResult | null>(null);

  const image = images[index] ?? images[0]!;
  const src = image.src;
  const status = result?.src === src ? result.status : "loading";
  const shownSrc = status === "loading" || status === "loaded" ? src : fallbackSrc;
  const grouped = images.length > 1;
  const sideways = transform.rotate === 90 || transform.rotate === 270;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    closeRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  // Every way out goes through the dialog's own close, whose event calls onClose.
  const close = () => dialogRef.current?.close();
  const { dragging, handlers } = useStageGestures({
    stageRef,
    imageRef,
    scale: transform.scale,
    dispatch,
    onBackdropClick: close,
  });

  function go(step: -1 | 1) {
    const next = index + step;
    if (next < 0 || next >= images.length) return;
    setIndex(next);
    dispatch({ type: "reset" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Tab") {
      // The page behind is inert already; this keeps Tab from leaving for the
      // browser's own toolbar and wraps it round the dialog instead.
      const buttons = [...event.currentTarget.querySelectorAll("button")];
      const target = event.shiftKey ? buttons.at(-1) : buttons[0];
      const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
      if (document.activeElement === edge && target) {
        event.preventDefault();
        target.focus();
      }
      return;
    }
    const pan = panKeys[event.key];
    if (!pan) return;
    // Zoomed, the arrows move the image (as in most viewers); at scale 1 the
    // left and right arrows step through the group.
    if (transform.scale > MIN_SCALE) {
      event.preventDefault();
      dispatch({
        type: "pan",
        dx: pan.x,
        dy: pan.y,
        view: measureView(stageRef.current, imageRef.current),
      });
    } else if (pan.y === 0) {
      event.preventDefault();
      go(pan.x > 0 ? -1 : 1);
    }
  }

  return (
    // The dialog only listens for keys its controls do not use: arrows and Tab.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 size-full max-h-none max-w-none overflow-hidden overscroll-contain bg-navy-950 p-0 text-white backdrop:bg-transparent open:flex open:flex-col"
    >
      <div className="flex items-start gap-3 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 sm:px-6">
        <div className="min-w-0 flex-1 py-2" aria-live="polite" aria-atomic="true">
          <h2 id={titleId} className="line-clamp-2 text-base font-semibold text-white">
            {image.caption ?? image.alt}
          </h2>
          {grouped ? (
            <p className="text-sm text-navy-100">
              {fill(text.position, { index: index + 1, count: images.length })}
            </p>
          ) : null}
        </div>
        <ControlButton ref={closeRef} label={text.close} onClick={close}>
          <X aria-hidden="true" className="size-7" />
        </ControlButton>
      </div>

      {/* Previous and Next sit beside the picture, never over it: under it on a phone,
          where the picture takes the whole width, in columns of their own from 640px. */}
      <div
        className={cn(
          "min-h-0 flex-1",
          grouped
            ? "grid grid-cols-2 grid-rows-[minmax(0,1fr)_auto] gap-x-6 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:grid-rows-1 sm:gap-x-0"
            : "relative",
        )}
      >
        {grouped ? (
          <ControlButton
            label={text.previous}
            aria-keyshortcuts="ArrowLeft"
            disabled={index === 0}
            onClick={() => go(-1)}
            className="row-start-2 mt-2 justify-self-end rounded-full bg-white/10 sm:row-start-1 sm:mx-4 sm:mt-0 sm:size-12 sm:self-center"
          >
            <ChevronLeft aria-hidden="true" className="size-7" />
          </ControlButton>
        ) : null}
        <div
          className={cn(
            "relative min-h-0",
            grouped ? "col-span-2 row-start-1 sm:col-span-1 sm:col-start-2" : "h-full",
          )}
        >
          {/* Pointer input only: every gesture here has a button or key as well. */}
          <div
            ref={stageRef}
            data-status={status}
            className="[container-type:size] absolute inset-0 flex touch-none items-center justify-center overflow-hidden select-none"
            {...handlers}
          >
            {status === "failed" ? null : (
              <img
                key={shownSrc}
                ref={imageRef}
                src={shownSrc}
                alt={status === "error" ? "" : image.alt}
                draggable={false}
                onLoad={() => {
                  if (status === "loading") setResult({ src, status: "loaded" });
                }}
                onError={() =>
                  setResult({ src, status: status === "loading" ? "error" : "failed" })
                }
                data-scale={transform.scale}
                data-rotate={transform.rotate}
                data-flip-x={transform.flipX}
                data-flip-y={transform.flipY}
                data-x={transform.x}
                data-y={transform.y}
                style={{ transform: transformStyle(transform) }}
                className={cn(
                  "h-auto max-h-full w-auto max-w-full",
                  // Turned a quarter, the image must fit the stage's height across.
                  sideways && "max-h-[100cqw] max-w-[100cqh]",
                  status === "loading" && "opacity-0",
                  transform.scale === MIN_SCALE
                    ? "cursor-zoom-in"
                    : dragging
                      ? "cursor-grabbing"
                      : "cursor-grab",
                  !dragging && "motion-safe:transition-transform motion-safe:duration-200",
                )}
              />
            )}
          </div>
          <p
            role="status"
            className="pointer-events-none absolute inset-x-4 bottom-3 flex justify-center text-center text-sm"
          >
            {/* On its own dark ground: the message may sit over a light image. */}
            {status === "loaded" ? null : (
              <span className="rounded-control bg-navy-950/90 px-3 py-1.5 text-white">
                {text[status]}
              </span>
            )}
          </p>
        </div>
        {grouped ? (
          <ControlButton
            label={text.next}
            aria-keyshortcuts="ArrowRight"
            disabled={index === images.length - 1}
            onClick={() => go(1)}
            className="row-start-2 mt-2 justify-self-start rounded-full bg-white/10 sm:col-start-3 sm:row-start-1 sm:mx-4 sm:mt-0 sm:size-12 sm:self-center"
          >
            <ChevronRight aria-hidden="true" className="size-7" />
          </ControlButton>
        ) : null}
      </div>

      <ViewerToolbar
        transform={transform}
        dispatch={dispatch}
        measure={() => measureView(stageRef.current, imageRef.current)}
        locale={locale}
        text={text}
      />
      <p id={hintId} className="sr-only">
        {text.hintZoom} {grouped ? text.hintArrowsGroup : text.hintArrows} {text.hintClose}
      </p>
    </dialog>
  );
}

/**
 * Shows the preview in `container` (its own React root: the page around it is static
 * HTML) and returns the function that removes it. `onClose` runs once the dialog has
 * closed; it usually calls that function. The Enlarge links' script
 * (src/scripts/enlarge.ts) imports this module on the first Enlarge.
 */
export function mountImageViewer(container: Element, props: ImageViewerProps): () => void {
  const root = createRoot(container);
  root.render(<ImageViewer {...props} />);
  return () => root.unmount();
}

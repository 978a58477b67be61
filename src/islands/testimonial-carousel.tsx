import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { fill } from "~/i18n/format";
import type { Messages } from "~/i18n/messages";
import { cn } from "~/lib/cn";

/** The original's timings: a new slide every 3000 ms, each slide moving for 500 ms. */
export const AUTOPLAY_MS = 3000;
export const SLIDE_MS = 500;

export type CarouselTestimonial = {
  quote: string;
  name: string;
  position: string;
  company: string;
};

/**
 * The number of the quote at track position `position` (1..count are the real
 * slides; 0 and count+1 are clones of the last and the first), from 1.
 */
export function slideNumber(position: number, count: number): number {
  return ((((position - 1) % count) + count) % count) + 1;
}

/**
 * The position text ("3 of 16", from content) around the current number: the number
 * goes in a box of its own, as wide as the largest, so that nothing beside it moves
 * when "9" becomes "10".
 */
export function positionText(
  template: string,
  total: number,
): { before: string; after: string; digits: number } {
  const [before = "", after = "", ...rest] = template.split("{current}");
  if (rest.length > 0 || !template.includes("{current}")) {
    throw new Error(`The carousel's position "${template}" must name {current} once`);
  }
  return {
    before: fill(before, { total }),
    after: fill(after, { total }),
    digits: String(total).length,
  };
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * A testimonial carousel: one quote at a time, looping, autoplaying every 3 s while on
 * screen, with its controls and its position ("3 of 16") above the quote. Hovering
 * pauses it for as long as the pointer stays; keyboard focus inside, or Pause, stops it
 * until the visitor presses Start (the ARIA carousel pattern); under reduced motion it
 * never starts. Presses of Previous or Next while a slide moves are queued, not dropped.
 * Written by hand (see docs/decisions/0007-testimonial-carousel.md): about 1.5 KB
 * instead of Embla's 8 KB.
 */
export function TestimonialCarousel({
  items,
  position: positionTemplate,
  messages,
}: {
  items: readonly CarouselTestimonial[];
  /** "{current} of {total}": the words around the position, from content/<lang>/home.yaml. */
  position: string;
  /**
   * Its strings in the page's language, from the view: islandMessages(locale, ["home"]).
   * Read from the prop: nothing below it needs the context, so the island does without
   * I18nProvider.
   */
  messages: Pick<Messages, "home">;
}) {
  const t = messages.home.carousel;
  const count = items.length;
  // Track positions 1..count are the real slides; 0 and count+1 are clones of the
  // last and first slides, so that the loop always moves forward.
  const [position, setPosition] = useState(1);
  const [animated, setAnimated] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const region = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const moving = useRef(false);
  // Steps asked for while a slide was moving (+ forward, - back), taken one by one after it.
  const queued = useRef(0);
  const swipeStart = useRef<number | null>(null);

  const playing = !reducedMotion && !paused && !hovered && onScreen;

  // Autoplay only while the carousel is on screen: nobody misses a quote scrolled
  // past unseen, and a page just opened does no work for a carousel below the fold.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setOnScreen(entry?.isIntersecting ?? false),
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const go = (delta: 1 | -1) => {
    if (moving.current) {
      queued.current += delta;
      return;
    }
    moving.current = true;
    setAnimated(true);
    setPosition((p) => p + delta);
  };

  // After a slide has moved, step back from a clone onto the real slide, unanimated,
  // then take the next queued step. After a step back the browser must paint the
  // unanimated jump before the next move turns the transition on again: two frames.
  // The frames are not cancelled when the position changes: the step back itself changes it.
  useEffect(() => {
    const timer = setTimeout(() => {
      moving.current = false;
      const onClone = position === 0 || position === count + 1;
      if (onClone) {
        setAnimated(false);
        setPosition(position === 0 ? count : 1);
      }
      if (queued.current === 0) return;
      const step = queued.current > 0 ? 1 : -1;
      queued.current -= step;
      if (!onClone) return go(step);
      requestAnimationFrame(() => requestAnimationFrame(() => go(step)));
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [position, count]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => go(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const track = [items[count - 1]!, ...items, items[0]!];
  const label = (n: number) => fill(positionTemplate, { current: n, total: count });
  const shown = positionText(positionTemplate, count);
  // Announced when it changes while the visitor steps through the quotes, not while
  // they change on their own: a polite word every 3 s would be noise.
  const live = playing ? "off" : "polite";

  return (
    // The pointer listeners pause autoplay while the pointer is inside. Keyboard focus
    // inside stops it, and it stays stopped when the focus leaves, until the visitor
    // presses Start: they came to read or to step through the quotes. A mouse click on
    // a control focuses it too, but not visibly: that is the pointer, already handled.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={region}
      aria-roledescription={t.roleCarousel}
      aria-label={t.label}
      className="relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        const cameFromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
        if (cameFromOutside && event.target.matches(":focus-visible")) setPaused(true);
      }}
    >
      {/* The rotation control comes first, as the ARIA carousel pattern asks. The controls
          are above the quote, so that they stay where they are whatever its length (see
          below). They are drawn from the first paint wherever scripts run, before the
          island has hydrated, so that nothing appears or moves then; where scripts do not
          run they could never work, and are not shown. */}
      <div className="mb-6 flex items-center justify-center gap-3 [@media(scripting:none)]:hidden">
        <CarouselButton
          label={paused ? t.startAutoplay : t.pauseAutoplay}
          onClick={() => setPaused((p) => !p)}
          // Under reduced motion it never plays: nothing to pause. CSS, not the media
          // query read by script, so that it is gone from the first paint.
          className="motion-reduce:hidden"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </CarouselButton>
        <CarouselButton label={t.previous} onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselButton>
        <p aria-live={live} aria-atomic="true" className="px-1 text-sm text-muted tabular-nums">
          {shown.before}
          <span
            className="inline-block text-right font-semibold text-navy-900"
            style={{ minWidth: `${shown.digits}ch` }}
          >
            {slideNumber(position, count)}
          </span>
          {shown.after}
        </p>
        <CarouselButton label={t.next} onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselButton>
      </div>
      {/* One quote at a time at every width, inside the page's gutters (a margin, outside
          the clipping, so that no edge of a neighbour shows). Each card is as tall as its
          own quote; the row of slides is as tall as the longest, so that nothing below
          the carousel moves when a shorter quote comes in: the room it leaves is under
          the card, at the end of the section. */}
      <div
        data-part="window"
        className="mx-3 touch-pan-y overflow-hidden sm:mx-5"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const dx = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
        }}
      >
        <div
          aria-live={live}
          className={cn(
            "flex items-start",
            animated && "transition-transform duration-500 ease-out",
          )}
          style={{ transform: `translateX(-${position * 100}%)` }}
        >
          {track.map((item, i) => {
            const isClone = i === 0 || i === count + 1;
            const isCurrent = i === position;
            return (
              <div
                key={isClone ? `clone-${i}` : `${item.name}-${item.company}`}
                role={isClone ? undefined : "group"}
                aria-roledescription={isClone ? undefined : t.roleSlide}
                aria-label={isClone ? undefined : label(i)}
                aria-hidden={isCurrent ? undefined : true}
                inert={!isCurrent}
                className="w-full shrink-0 px-2 sm:px-3"
              >
                <figure
                  className={cn(
                    "rounded-card border border-line bg-white p-6 shadow-card transition-opacity duration-500 sm:p-10",
                    isCurrent ? "opacity-100" : "opacity-40",
                  )}
                >
                  <blockquote className="text-lead text-ink sm:text-h3 sm:leading-snug">
                    <p>{fill(t.quote, { quote: item.quote })}</p>
                  </blockquote>
                  <figcaption className="mt-6 text-sm">
                    <span className="block font-semibold text-navy-900">{item.name}</span>{" "}
                    <span className="block text-muted">
                      {item.position}, {item.company}
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "flex size-11 items-center justify-center rounded-full border border-line-strong bg-white text-navy-900 hover:border-brand-600 hover:text-brand-700",
        className,
      )}
    >
      {children}
    </button>
  );
}

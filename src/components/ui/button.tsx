import { Fragment } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** Where a browser may break a word of a label: after a hyphen, a dash or a slash. */
const breakInWord = /[-\u2010\u2013\u2014/]/;

/**
 * A label's words as lines may break them: between words only. Browsers also break
 * after a hyphen ("APPELEZ- / NOUS"), so each word that has one is kept on one line.
 * Text only: an element among the children (an icon, a phone number) keeps its own.
 */
export function keepWordsWhole(children: React.ReactNode): React.ReactNode {
  if (typeof children === "string") {
    if (!breakInWord.test(children)) return children;
    return children.split(/(\s+)/).map((part, index) =>
      breakInWord.test(part) ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
  }
  if (Array.isArray(children)) {
    return children.map((child: React.ReactNode, index) =>
      typeof child === "string" ? <Fragment key={index}>{keepWordsWhole(child)}</Fragment> : child,
    );
  }
  return children;
}

// Forced colours drop the filled variants' backgrounds; a border keeps them buttons.
const variants = {
  primary:
    "bg-brand-600 text-white shadow-sm forced-colors:border hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-600/60 aria-disabled:bg-brand-600/60",
  secondary:
    "border border-line-strong bg-white text-navy-900 hover:border-brand-600 hover:text-brand-700",
  inverse: "bg-white text-navy-900 hover:bg-brand-50 forced-colors:border",
  outlineInverse: "border border-white/60 text-white hover:border-white hover:bg-white/10",
} as const;

/** The page buttons' capitals: spaced out a little, as capitals read best. */
const capitals = "tracking-[0.06em] uppercase";

const sizes = {
  /**
   * The menus' buttons (the header's and the phone menu's): in the menus' sentence case
   * and on one line, the header's fitting in 320px beside the logo, Search and the menu
   * button (smaller below 400px).
   */
  menu: "min-h-11 px-3 text-sm whitespace-nowrap max-[25rem]:px-2.5 max-[25rem]:text-[0.8125rem] sm:px-4",
  md: cn("min-h-11 px-5 text-sm", capitals),
  lg: cn("min-h-12 px-6 text-[0.9375rem]", capitals),
} as const;

export type ButtonStyle = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClass(
  { variant = "primary", size = "md" }: ButtonStyle = {},
  className?: string,
) {
  // One casing for the page buttons, set by CSS: the words stay as written (the
  // original site's CONTACT US, REQUEST A DEMO and Get In Touch among sentence-case
  // ones). On a narrow phone a long label (in French, with a phone number) may take two
  // lines rather than push the page wider than the screen, but only between words:
  // the labels' own words never break (see keepWordsWhole, and tests/e2e/labels.spec.ts).
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-control text-center font-semibold text-balance transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed sm:whitespace-nowrap",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  className,
  variant,
  size,
  type = "button",
  children,
  ...props
}: React.ComponentProps<"button"> & ButtonStyle) {
  return (
    <button type={type} className={buttonClass({ variant, size }, className)} {...props}>
      {keepWordsWhole(children)}
    </button>
  );
}

/** A button-styled link (to a page of the site, or a fragment of this one). */
export function ButtonLink({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<"a"> & ButtonStyle) {
  return (
    <a className={buttonClass({ variant, size }, className)} {...props}>
      {keepWordsWhole(children)}
    </a>
  );
}

/** A button-styled link that leaves the site, in a new tab. */
export function ExternalButtonLink({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<"a"> & ButtonStyle) {
  return (
    <a
      target="_blank"
      rel="noopener"
      className={buttonClass({ variant, size }, className)}
      {...props}
    >
      {keepWordsWhole(children)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

import type * as React from "react";
import { cn } from "~/lib/cn";

// Forced colours drop the filled variants' backgrounds; a border keeps them buttons.
const variants = {
  primary:
    "bg-brand-600 text-white shadow-sm forced-colors:border hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-600/60 aria-disabled:bg-brand-600/60",
  secondary:
    "border border-line-strong bg-white text-navy-900 hover:border-brand-600 hover:text-brand-700",
  inverse: "bg-white text-navy-900 hover:bg-brand-50 forced-colors:border",
  outlineInverse: "border border-white/60 text-white hover:border-white hover:bg-white/10",
} as const;

const sizes = {
  /** Tighter below 400px, where the header's logo, button and menu must fit in 320px. */
  sm: "min-h-11 px-3 text-[0.8125rem] max-[25rem]:px-2.5 max-[25rem]:text-xs sm:px-4",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6 text-[0.9375rem]",
} as const;

export type ButtonStyle = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClass(
  { variant = "primary", size = "md" }: ButtonStyle = {},
  className?: string,
) {
  // One casing for every button, set by CSS: the words stay as written (the original
  // site's CONTACT US, REQUEST A DEMO and Get In Touch among sentence-case ones). On a
  // narrow phone a long label (in French, with a phone number) may take two lines
  // rather than push the page wider than the screen.
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-control text-center font-semibold tracking-[0.06em] text-balance uppercase transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed sm:whitespace-nowrap",
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
  ...props
}: React.ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
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
      {children}
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
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

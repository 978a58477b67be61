import { clsx } from "clsx";
import type * as React from "react";
import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  /** The heading's id: point the section's aria-labelledby at it. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: React.ReactNode;
  /** h2 for page sections, h3 inside one. */
  level?: 2 | 3;
  align?: "start" | "center";
  /** For headings on navy bands. */
  inverse?: boolean;
  className?: string;
};

// Type-scale classes (text-h1, text-lead...) are joined with clsx, not cn(): tailwind-merge
// does not know the custom type scale and would drop it as a clash with the text colour.
const titleClass = { 2: "text-h2", 3: "text-h3" } as const;

/** A section's eyebrow, heading and short introduction. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  level = 2,
  align = "start",
  inverse = false,
  className,
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn(align === "center" && "mx-auto text-center", "max-w-prose", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-[0.12em] uppercase",
            inverse ? "text-accent-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={clsx(titleClass[level], eyebrow && "mt-2", inverse && "text-white")}
      >
        {title}
      </Heading>
      {intro ? (
        <p className={clsx("mt-4 text-lead", inverse ? "text-navy-100" : "text-muted")}>{intro}</p>
      ) : null}
    </div>
  );
}

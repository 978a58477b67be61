import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** A "label →" text link in brand blue, at least 44px tall for touch. */
export function ArrowLink({ className, children, ...props }: React.ComponentProps<"a">) {
  return (
    <a
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline",
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

/**
 * A link label with the arrow held to its last word, so a label that wraps never leaves
 * the arrow alone on a line; the arrow moves right while a `group` parent is hovered.
 */
export function LabelWithArrow({ label }: { label: string }) {
  const split = label.lastIndexOf(" ");
  return (
    <>
      {label.slice(0, split + 1)}
      <span className="whitespace-nowrap">
        {label.slice(split + 1)}
        <ArrowRight
          aria-hidden="true"
          className="ml-2 inline size-4 align-[-0.125em] transition-transform group-hover:translate-x-1"
        />
      </span>
    </>
  );
}

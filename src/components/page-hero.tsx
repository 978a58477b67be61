import type * as React from "react";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

type PageHeroProps = {
  eyebrow?: string;
  heading: string;
  lead?: string;
  actions?: React.ReactNode;
  /** Artwork beside the text on wide screens. */
  aside?: React.ReactNode;
  className?: string;
};

/**
 * The top of every page: eyebrow, the page's one h1, a lead paragraph and actions.
 * With artwork, text and artwork share the width; without, the text is a narrower
 * column centred from 768px, so that a header of words alone never leaves the right
 * half of a wide screen empty. On a phone the text fills the width either way, and
 * stays aligned to the left, where a long lead is easier to read.
 */
export function PageHero({ eyebrow, heading, lead, actions, aside, className }: PageHeroProps) {
  const centred = !aside;
  return (
    <section
      className={cn(
        "relative overflow-hidden border-b border-line bg-linear-to-b from-surface to-white",
        className,
      )}
    >
      <Container
        className={cn(
          "grid items-center gap-10 py-14 md:py-20",
          aside && "md:grid-cols-[1.2fr_1fr]",
        )}
      >
        <div className={cn(centred && "md:mx-auto md:max-w-3xl md:text-center")}>
          {eyebrow ? (
            // A label of the page's kind, not words of the page, for site search.
            <p
              data-pagefind-ignore=""
              className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase"
            >
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 text-h1">{heading}</h1>
          {lead ? (
            <p className={cn("mt-5 max-w-measure text-lead text-muted", centred && "md:mx-auto")}>
              {lead}
            </p>
          ) : null}
          {actions ? (
            // On a phone the actions stack at one width; side by side from 640px.
            <div
              className={cn(
                "mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap",
                centred && "md:justify-center",
              )}
            >
              {actions}
            </div>
          ) : null}
        </div>
        {aside}
      </Container>
    </section>
  );
}

import type * as React from "react";
import { Container } from "~/components/ui/container";

type CtaBandProps = {
  id: string;
  heading: string;
  text: string;
  /** One call to action, or a main one and a lighter second. */
  action: React.ReactNode;
  /** A line under the actions (the site's band: where to call or visit). */
  footnote?: React.ReactNode;
};

/**
 * The one closing call to action of a page: a product's demo, a service's offer, or the
 * site's 'How can we help?' where a page has none of its own. Centred from 640px, so that
 * it never leaves half the band empty. A product's or a service's band gives no address
 * or phone, which the footer right after it gives; the site's band says them once
 * (PRODUCT.md 4) in its footnote.
 */
export function CtaBand({ id, heading, text, action, footnote }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="border-t border-brand-100 bg-brand-50">
      {/* Left-aligned on a phone like the page above it: a centred paragraph of six short
          lines is hard to read. */}
      <Container className="flex flex-col items-start py-16 sm:items-center sm:text-center md:py-20">
        <h2 id={id} className="max-w-3xl text-h2 text-pretty">
          {heading}
        </h2>
        <p className="mt-4 max-w-measure text-lead text-pretty text-muted">{text}</p>
        <div className="mt-8 flex flex-col items-stretch gap-3 self-stretch sm:flex-row sm:items-center sm:justify-center sm:gap-4 sm:self-auto">
          {action}
        </div>
        {footnote ? <div className="mt-8 text-sm text-muted">{footnote}</div> : null}
      </Container>
    </section>
  );
}

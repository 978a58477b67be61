import { ChevronRight, Quote } from "lucide-react";
import { cn } from "~/lib/cn";

/** A translated quote's words as the customer said them, and the label that offers them. */
export type OriginalQuote = {
  quote: string;
  /** "Citation originale (anglais)": the summary of the disclosure holding the quote. */
  label: string;
  /** The original's language tag: "en". */
  lang: string;
};

export type TestimonialCardProps = {
  quote: string;
  name: string;
  position: string;
  company: string;
  /**
   * On a translated page: the customer's own words, under the translated quote in a
   * closed disclosure. Strings only (the home page's carousel island renders this card
   * too, and gets its strings as props).
   */
  original?: OriginalQuote;
  className?: string;
};

/** One customer quote: a figure holding the blockquote and who said it. */
export function TestimonialCard({
  quote,
  name,
  position,
  company,
  original,
  className,
}: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8",
        className,
      )}
    >
      <Quote aria-hidden="true" className="size-8 shrink-0 text-brand-500" strokeWidth={1.75} />
      <blockquote className="mt-4 flex-1 text-base text-ink">
        <p>{quote}</p>
      </blockquote>
      {original ? (
        <details className="group mt-4">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-90"
            />
            {original.label}
          </summary>
          <blockquote
            lang={original.lang}
            className="mt-2 border-l-2 border-line pl-4 text-sm text-muted"
          >
            <p>{original.quote}</p>
          </blockquote>
        </details>
      ) : null}
      <figcaption className="mt-6 border-t border-line pt-4 text-sm">
        <span className="block font-semibold text-navy-900">{name}</span>
        <span className="block text-muted">
          {position}, {company}
        </span>
      </figcaption>
    </figure>
  );
}

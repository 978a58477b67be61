import { ArrowRight, ChevronRight, Quote } from "lucide-react";
import { clsx } from "clsx";
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
  /** The product or service page the quote is about, linked under it. */
  product?: { name: string; href: string };
  /** Larger type on a navy card: one of the few quotes shown first. */
  featured?: boolean;
  className?: string;
};

// Written whole so Tailwind sees each class; the quote's size joins through clsx (see stats-band.tsx).
const tones = {
  card: {
    figure: "border border-line bg-white shadow-card",
    icon: "text-brand-500",
    quote: "text-base text-ink",
    summary: "text-brand-700",
    original: "border-line text-muted",
    caption: "border-line",
    name: "text-navy-900",
    role: "text-muted",
    tag: "text-brand-700 hover:text-brand-800",
  },
  featured: {
    figure: "bg-navy-900 text-white shadow-card",
    icon: "text-accent-400",
    quote: "text-lead font-medium text-white md:text-h3",
    summary: "text-accent-300",
    original: "border-navy-700 text-navy-100",
    caption: "border-navy-700",
    name: "text-white",
    role: "text-navy-100",
    tag: "text-accent-300 hover:text-white",
  },
} as const;

/** One customer quote: a figure holding the blockquote and who said it. */
export function TestimonialCard({
  quote,
  name,
  position,
  company,
  original,
  product,
  featured = false,
  className,
}: TestimonialCardProps) {
  const tone = tones[featured ? "featured" : "card"];
  return (
    <figure className={cn("flex h-full flex-col rounded-card p-6 sm:p-8", tone.figure, className)}>
      <Quote aria-hidden="true" className={cn("size-8 shrink-0", tone.icon)} strokeWidth={1.75} />
      <blockquote className={clsx("mt-4 flex-1", tone.quote)}>
        <p className="max-w-measure">{quote}</p>
      </blockquote>
      {original ? (
        // The English original: not words of this language's search index.
        <details data-pagefind-ignore="" className="group mt-4">
          <summary
            className={cn(
              "inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden",
              tone.summary,
            )}
          >
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-90"
            />
            {original.label}
          </summary>
          <blockquote
            lang={original.lang}
            className={cn("mt-2 border-l-2 pl-4 text-sm", tone.original)}
          >
            <p className="max-w-measure">{original.quote}</p>
          </blockquote>
        </details>
      ) : null}
      {product ? (
        <p className="mt-4">
          <a
            href={product.href}
            className={cn(
              // Inline, so that a name that wraps keeps its arrow after its last word.
              "inline-block min-h-6 py-0.5 text-sm font-semibold underline-offset-4 hover:underline",
              tone.tag,
            )}
          >
            {product.name}
            <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.2em]" />
          </a>
        </p>
      ) : null}
      <figcaption className={cn("mt-6 border-t pt-4 text-sm", tone.caption)}>
        <span className={cn("block font-semibold", tone.name)}>{name}</span>
        <span className={cn("block", tone.role)}>
          {position}, {company}
        </span>
      </figcaption>
    </figure>
  );
}

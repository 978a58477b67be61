import { Quote } from "lucide-react";
import { cn } from "~/lib/cn";

export type TestimonialCardProps = {
  quote: string;
  name: string;
  position: string;
  company: string;
  className?: string;
};

/** One customer quote: a figure holding the blockquote and who said it. */
export function TestimonialCard({
  quote,
  name,
  position,
  company,
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
      <figcaption className="mt-6 border-t border-line pt-4 text-sm">
        <span className="block font-semibold text-navy-900">{name}</span>
        <span className="block text-muted">
          {position}, {company}
        </span>
      </figcaption>
    </figure>
  );
}

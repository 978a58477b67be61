import { cn } from "~/lib/cn";
import type * as React from "react";

/**
 * "Financial capabilities" -> "financial-capabilities", "Modules opérationnels" ->
 * "modules-operationnels": stable anchors from headings, accents dropped.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

type SectionProps = {
  id: string;
  heading: string;
  intro?: string;
  /** Short paragraphs after the intro, in body text: what a list below is about. */
  paragraphs?: readonly string[];
  /**
   * `stacked`: the heading over the content. `split`: where the section is wide (56rem,
   * a section across the page from 1024px), the heading and intro in two fifths, the
   * content beside them, so that text keeps a readable measure and the row stays full.
   */
  layout?: "stacked" | "split";
  className?: string;
  children?: React.ReactNode;
};

/**
 * One titled section of a software or service page: an h2, an optional intro, then
 * content. It is a size container: what is inside lays itself out by the section's
 * width (beside the side column or across the page), not the window's.
 */
export function Section({
  id,
  heading,
  intro,
  paragraphs,
  layout = "stacked",
  className,
  children,
}: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("@container", className)}>
      <div
        className={cn(
          layout === "split" &&
            "@4xl:grid @4xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @4xl:gap-x-16 @4xl:[&>:last-child>:first-child]:mt-0",
        )}
      >
        <div>
          <h2 id={`${id}-title`} className="text-h2">
            {heading}
          </h2>
          {intro ? <p className="mt-4 max-w-measure text-lead text-muted">{intro}</p> : null}
          {paragraphs?.map((text) => (
            <p key={text} className="mt-4 max-w-measure text-muted">
              {text}
            </p>
          ))}
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}

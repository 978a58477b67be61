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
  className?: string;
  children?: React.ReactNode;
};

/** One titled section of a software or service page: an h2, an optional intro, then content. */
export function Section({ id, heading, intro, className, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-h2">
        {heading}
      </h2>
      {intro ? <p className="mt-4 max-w-prose text-lead text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

import { plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/react";
import { TestimonialCard, type TestimonialCardProps } from "~/components/sections/testimonial-card";
import { cn } from "~/lib/cn";
import { cardGridClass, cardSpanClass } from "./grid-spans";

export type CardData = Omit<TestimonialCardProps, "featured" | "className">;
export type TestimonialGroup = { id: string; name: string; testimonials: CardData[] };

const cardKey = (t: CardData) => `${t.name}-${t.company}`;

/** The one or two quotes shown first, large, side by side from `lg`. */
export function FeaturedTestimonials({ testimonials }: { testimonials: readonly CardData[] }) {
  return (
    <ul className={cn("grid gap-6 xl:gap-8", testimonials.length > 1 && "lg:grid-cols-2")}>
      {testimonials.map((testimonial) => (
        <li key={cardKey(testimonial)}>
          <TestimonialCard {...testimonial} featured />
        </li>
      ))}
    </ul>
  );
}

/** Links to each industry's group, with how many quotes it holds. */
export function IndustryIndex({ groups }: { groups: readonly TestimonialGroup[] }) {
  const t = useMessages("company");
  const locale = useLocale();
  return (
    <nav aria-labelledby="industry-index">
      <h3
        id="industry-index"
        className="text-sm font-semibold tracking-[0.12em] text-muted uppercase"
      >
        {t.browseByIndustry}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#industry-${group.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-white px-3 text-sm font-semibold text-navy-900 hover:border-brand-600 hover:text-brand-700"
            >
              {group.name}
              <span
                aria-hidden="true"
                className="rounded-full bg-surface-2 px-2 text-xs text-muted tabular-nums"
              >
                {group.testimonials.length}
              </span>
              <span className="sr-only">
                {" "}
                ({plural(locale, group.testimonials.length, t.industryTestimonials)})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each industry's quotes under its heading, on a grid that leaves no card alone on a row. */
export function TestimonialGroups({ groups }: { groups: readonly TestimonialGroup[] }) {
  return (
    <div className="flex flex-col gap-14">
      {groups.map((group) => (
        <div key={group.id} id={`industry-${group.id}`}>
          <h3 className="text-h3">{group.name}</h3>
          <ul className={cn(cardGridClass, "mt-6")}>
            {group.testimonials.map((testimonial, i, all) => (
              <li key={cardKey(testimonial)} className={cardSpanClass(i, all.length)}>
                <TestimonialCard {...testimonial} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

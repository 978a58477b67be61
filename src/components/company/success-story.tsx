import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { cn } from "~/lib/cn";
import { ArrowLink } from "~/components/ui/arrow-link";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import type { SuccessStory } from "~/content/schemas/success-stories";
import type { Testimonial } from "~/content/schemas/testimonials";

type SuccessStoryProps = {
  /** originalQuote: the quote's English words, on a translated page. */
  story: SuccessStory & { testimonial?: Testimonial; originalQuote?: string };
  className?: string;
};

/** One customer's story: challenge, what we did, the result, measured outcomes and their quote. */
export function SuccessStoryArticle({ story, className }: SuccessStoryProps) {
  const t = useMessages("company");
  const href = useHref();
  const titleId = `${story.id}-title`;
  const parts = [
    { title: t.challenge, text: story.challenge },
    { title: t.approach, text: story.approach },
    { title: t.result, text: story.result },
  ];
  return (
    <article id={story.id} aria-labelledby={titleId} className={cn("section-band", className)}>
      <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">
        {story.industry}
      </p>
      <h2 id={titleId} className="mt-2 text-h2">
        {story.customer}
      </h2>
      <p className="mt-2 text-muted">{story.location}</p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1.5fr_1fr]">
        <div className="flex flex-col gap-6">
          {parts.map((part) => (
            <div key={part.title}>
              <h3 className="text-h4">{part.title}</h3>
              <p className="mt-2 max-w-measure text-ink">{part.text}</p>
            </div>
          ))}
          <div>
            <h3 className="text-h4">{t.solutions}</h3>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              {story.solutions.map((solution) => (
                <li key={solution.to}>
                  <ArrowLink href={href(solution.to)}>{solution.label}</ArrowLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex flex-col gap-6 self-start">
          <h3 className="sr-only">{t.outcomes}</h3>
          <dl className="grid gap-4 rounded-card bg-navy-900 p-6 text-white sm:grid-cols-3 lg:grid-cols-1">
            {story.outcomes.map((outcome) => (
              <div key={outcome.label} className="flex flex-col">
                <dt className="order-2 text-sm text-navy-100">{outcome.label}</dt>
                <dd className="order-1 text-h3 font-semibold text-accent-300">{outcome.value}</dd>
              </div>
            ))}
          </dl>
          {story.testimonial ? (
            <TestimonialCard
              {...story.testimonial}
              original={
                story.originalQuote
                  ? { quote: story.originalQuote, label: t.originalQuote, lang: "en" }
                  : undefined
              }
              className="h-auto"
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}

import { ArrowLink } from "~/components/ui/arrow-link";
import { Container } from "~/components/ui/container";
import type { HomePage } from "~/content/home";
import { useHref } from "~/i18n/links";

/** One customer's story in brief: what changed, and the figures that measure it. */
export function FeaturedStory({ story }: { story: HomePage["story"] }) {
  const href = useHref();
  return (
    <section aria-labelledby="story-heading" className="section">
      <Container className="grid gap-10 lg:grid-cols-[1.25fr_1fr] lg:items-center lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">
            {story.eyebrow}
          </p>
          <h2 id="story-heading" className="mt-2 text-h2">
            {story.customer}
          </h2>
          <p className="mt-2 max-w-measure text-muted">
            {story.industry} · {story.location}
          </p>
          <p className="mt-6 max-w-measure text-lead text-ink">{story.result}</p>
          <ArrowLink href={href(`/company/customer/succes-stories#${story.id}`)} className="mt-4">
            {story.linkLabel}
          </ArrowLink>
        </div>
        <dl className="grid gap-6 rounded-card bg-navy-900 p-6 sm:grid-cols-3 sm:p-8 lg:grid-cols-1">
          {story.outcomes.map((outcome) => (
            <div key={outcome.label} className="flex flex-col">
              <dt className="order-2 mt-1 text-sm text-navy-100">{outcome.label}</dt>
              <dd className="order-1 text-h2 font-semibold text-accent-300 tabular-nums">
                {outcome.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

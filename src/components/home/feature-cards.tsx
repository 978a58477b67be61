import { LayoutGrid, LifeBuoy, Users } from "lucide-react";
import { LabelWithArrow } from "~/components/ui/arrow-link";
import { Container } from "~/components/ui/container";
import type { HomeContent } from "~/content/schemas/home";
import { useHref } from "~/i18n/links";

const icons = { software: LayoutGrid, support: LifeBuoy, customers: Users } as const;

/** The three feature cards: Software, IT Support, Our Customers. */
export function FeatureCards({ features }: { features: HomeContent["features"] }) {
  const href = useHref();
  return (
    <section aria-labelledby="features-heading" className="py-20 sm:py-24">
      <Container>
        <div className="max-w-prose">
          <h2 id="features-heading" className="text-h2">
            {features.heading}
          </h2>
          <p className="mt-4 text-lead text-muted">{features.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li
                key={card.title}
                className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-pop lg:p-7"
              >
                <span className="flex size-12 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 text-h3">{card.title}</h3>
                <p className="mt-3 flex-1 text-muted">{card.text}</p>
                <a
                  href={href(card.link.to)}
                  className="mt-6 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card hover:underline"
                >
                  <LabelWithArrow label={card.link.label} />
                </a>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

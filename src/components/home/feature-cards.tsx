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
    <section aria-labelledby="features-heading" className="section">
      <Container>
        <div className="max-w-prose">
          <h2 id="features-heading" className="text-h2">
            {features.heading}
          </h2>
          <p className="mt-4 text-lead text-muted">{features.intro}</p>
        </div>
        {/* One card to a row below 1024px, the icon beside the text from 640px (three
            columns of some 240px would leave lines of three words); three from 1024px. */}
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {features.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li
                key={card.title}
                className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-pop sm:grid sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6 lg:flex lg:p-7"
              >
                <span className="flex size-12 items-center justify-center rounded-control bg-brand-50 text-brand-700 sm:row-span-3">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 text-h3 sm:mt-0 lg:mt-6">{card.title}</h3>
                <p className="mt-3 max-w-measure flex-1 text-pretty text-muted">{card.text}</p>
                <a
                  href={href(card.link.to)}
                  className="mt-6 self-start font-semibold text-balance text-brand-700 after:absolute after:inset-0 after:rounded-card hover:underline sm:mt-4 lg:mt-6"
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

import { AwardList } from "~/components/company/award-list";
import { PageHero } from "~/components/page-hero";
import { BadgeRow } from "~/components/sections/badge-row";
import { LinkedText } from "~/components/sections/linked-text";
import { SectionHeading } from "~/components/sections/section-heading";
import { Container } from "~/components/ui/container";
import { awardLogos, loadAwards } from "~/content/awards.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/awards");

export const head = () => pageMeta("/company/awards");

export function load() {
  const content = loadAwards();
  return { ...content, logos: awardLogos(content) };
}

export type PageData = ReturnType<typeof load>;

export default function CompanyAwardsPage({ data }: { data: PageData }) {
  const { intro, awards, logos, products } = data;
  return (
    <>
      <PageHero eyebrow="Company" heading={page.heading} lead={intro} />
      <section aria-labelledby="award-logos" className="border-b border-line py-14">
        <Container>
          <h2 id="award-logos" className="sr-only">
            Award logos
          </h2>
          <BadgeRow badges={logos} />
        </Container>
      </section>
      <section aria-labelledby="award-list" className="py-16 md:py-20">
        <Container className="max-w-4xl">
          <SectionHeading
            id="award-list"
            eyebrow="Recognition"
            title="Partner awards and rankings"
            intro="Every level below was awarded by Sage, our software vendor, on the strength of our customers' results."
          />
          <div className="mt-10">
            <AwardList awards={awards} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="award-products" className="bg-surface py-16 md:py-20">
        <Container className="max-w-4xl">
          <SectionHeading id="award-products" title={products.heading} />
          <div className="mt-6 flex max-w-prose flex-col gap-4 text-lead text-ink">
            {products.body.map((paragraph, i) => (
              <p key={i}>
                <LinkedText segments={paragraph} />
              </p>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}

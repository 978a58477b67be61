import type { Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { AwardList } from "~/components/company/award-list";
import { PageHero } from "~/components/page-hero";
import { BadgeRow } from "~/components/sections/badge-row";
import { LinkedText } from "~/components/sections/linked-text";
import { SectionHeading } from "~/components/sections/section-heading";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { awardLogos } from "~/content/schemas/awards";
import { withPictures } from "~/lib/responsive-image";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/company/awards", locale);

export async function load(locale: Locale) {
  const content = await entryIn("awards", locale);
  return { ...content, logos: await withPictures(awardLogos(content)) };
}

export type PageData = Awaited<ReturnType<typeof load>>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/awards");
  const t = useMessages("company");
  const { intro, awards, logos, products } = data;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} heading={page.heading} lead={intro} />
      <section aria-labelledby="award-logos" className="border-b border-line section-band">
        <Container>
          <h2 id="award-logos" className="sr-only">
            {t.awardLogos}
          </h2>
          <BadgeRow badges={logos} />
        </Container>
      </section>
      <section aria-labelledby="award-list" className="section">
        <Container>
          <SectionHeading
            id="award-list"
            eyebrow={t.recognitionEyebrow}
            title={t.awardsHeading}
            intro={t.awardsIntro}
          />
          <div className="mt-10">
            <AwardList awards={awards} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="award-products" className="bg-surface section-band">
        <Container>
          {/* Words alone: a centred column, as in a page header without artwork. */}
          <SectionHeading id="award-products" title={products.heading} align="center" />
          <div className="mx-auto mt-6 flex max-w-measure flex-col gap-4 text-center text-lead text-ink">
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

export default Body;

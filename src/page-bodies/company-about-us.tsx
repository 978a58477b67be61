import type { Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { useHref, usePage } from "~/i18n/links";
import { ArrowRight } from "lucide-react";
import { cardGridClass, cardSpanClass } from "~/components/company/grid-spans";
import { PageHero } from "~/components/page-hero";
import { BadgeRow } from "~/components/sections/badge-row";
import { Checklist } from "~/components/sections/checklist";
import { LinkedText } from "~/components/sections/linked-text";
import { SectionHeading } from "~/components/sections/section-heading";
import { StatsBand } from "~/components/sections/stats-band";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { awardLogos } from "~/content/schemas/awards";
import { withPictures } from "~/lib/responsive-image";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";

export const head = (locale: Locale) => pageMeta("/company/about-us", locale);

export async function load(locale: Locale) {
  return {
    about: await withPictures(await entryIn("about", locale)),
    awardLogos: await withPictures(awardLogos(await entryIn("awards", locale))),
  };
}

export type PageData = Awaited<ReturnType<typeof load>>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/about-us");
  const t = useMessages("company");
  const href = useHref();
  const { about, awardLogos: logos } = data;
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        heading={page.heading}
        lead={about.lead}
        actions={
          <>
            <ButtonLink href={href("/contact")} size="lg">
              {t.talkToUs}
            </ButtonLink>
            <ButtonLink href={href("/company/offices")} size="lg" variant="secondary">
              {t.findOffice}
            </ButtonLink>
          </>
        }
      />
      <StatsBand label={t.aboutStats} stats={about.stats} />

      <section aria-labelledby="about-story" className="section">
        <Container className="grid gap-12 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <SectionHeading id="about-story" title={about.story.heading} />
            <div className="mt-6 flex max-w-measure flex-col gap-4">
              {about.story.paragraphs.map((paragraph, i) => (
                <p key={i}>
                  <LinkedText segments={paragraph} />
                </p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="about-team"
            className="self-start rounded-card bg-surface p-6 sm:p-8"
          >
            <h2 id="about-team" className="text-h4">
              {about.team.heading}
            </h2>
            <dl className="mt-6 flex flex-col gap-5">
              {about.team.facts.map((fact) => (
                <div key={fact.label} className="flex flex-col">
                  <dt className="order-2 text-sm text-muted">{fact.label}</dt>
                  <dd className="order-1 text-h2 font-semibold text-navy-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </Container>
      </section>

      <section aria-labelledby="about-mission" className="bg-navy-900 section-band text-white">
        <Container>
          <div className="mx-auto max-w-3xl text-center">
            <h2
              id="about-mission"
              className="text-sm font-semibold tracking-[0.12em] text-accent-300 uppercase"
            >
              {about.mission.heading}
            </h2>
            <blockquote className="mt-6 text-h3 font-medium text-white md:text-h2">
              <p>{about.mission.quote}</p>
            </blockquote>
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-software" className="section">
        <Container>
          <SectionHeading
            id="about-software"
            title={about.software.heading}
            intro={about.software.intro}
          />
          <ul className={cn(cardGridClass, "mt-10")}>
            {about.software.items.map((item, i, items) => (
              <li
                key={item.to}
                className={cn(
                  "rounded-card border border-line bg-white p-6 shadow-card",
                  cardSpanClass(i, items.length),
                )}
              >
                <h3 className="text-h4">
                  <a
                    href={href(item.to)}
                    className="inline-flex items-center gap-2 text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {item.name}
                    <ArrowRight aria-hidden="true" className="size-4 text-brand-600" />
                  </a>
                </h3>
                <p className="mt-2 max-w-measure text-sm text-muted">{item.summary}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section
        aria-labelledby="about-services"
        className="border-t border-line bg-surface section-band"
      >
        <Container>
          <SectionHeading id="about-services" title={about.services.heading} />
          <div className="mt-10 grid gap-10 lg:grid-cols-3">
            {about.services.items.map((service) => (
              <div key={service.title}>
                <h3 className="text-h3">{service.title}</h3>
                <div className="mt-3 flex max-w-measure flex-col gap-3 text-ink">
                  {service.body.map((paragraph, i) => (
                    <p key={i}>
                      <LinkedText segments={paragraph} />
                    </p>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-areas" className="section">
        <Container>
          <SectionHeading
            id="about-areas"
            title={about.managedAreas.heading}
            intro={about.managedAreas.intro}
          />
          <Checklist items={about.managedAreas.items} columns={3} className="mt-10" />
        </Container>
      </section>

      <section aria-labelledby="about-recognition" className="border-t border-line section-band">
        <Container className="text-center">
          <SectionHeading id="about-recognition" title={about.recognition.heading} align="center" />
          <p className="mx-auto mt-4 max-w-measure text-lead text-balance text-muted">
            <LinkedText segments={about.recognition.body} />
          </p>
          <BadgeRow badges={[...logos, ...about.recognition.badges]} className="mt-10" />
        </Container>
      </section>
    </>
  );
}

export default Body;

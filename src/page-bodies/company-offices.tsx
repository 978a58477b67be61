import type { Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { Phone } from "lucide-react";
import { site } from "~/content/site";
import { HeadOfficeCard, HeadquartersList } from "~/components/company/headquarters-list";
import { headquartersJsonLd } from "~/components/company/json-ld";
import { OfficeRegions } from "~/components/company/office-regions";
import { OfficesMap } from "~/components/company/offices-map";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { StatsBand } from "~/components/sections/stats-band";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { pageMeta } from "~/lib/seo";
import { PhoneLink } from "~/components/ui/phone-link";

export const head = (locale: Locale, data: PageData) =>
  pageMeta("/company/offices", locale, headquartersJsonLd(data.headquarters, locale));

export async function load(locale: Locale) {
  return entryIn("offices", locale);
}

export type PageData = Awaited<ReturnType<typeof load>>;

/** How many regions' lists stand beside the map on a wide screen (about its height). */
const besideMap = 2;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/offices");
  const t = useMessages("company");
  const { intro, headOffice, headquarters, regionsIntro, regions, stats } = data;
  const phone = site.phones.main;
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        heading={page.heading}
        lead={intro}
        actions={
          // On a phone the icon and the number say it: the words ("Appelez-nous au") are
          // left to screen readers there, where with them the label took two lines.
          <PhoneLink
            phone={phone}
            label={t.callUs}
            wordsClassName="max-sm:sr-only"
            className={buttonClass({ size: "lg" })}
          >
            <Phone aria-hidden="true" className="size-5" />
          </PhoneLink>
        }
      />
      <StatsBand label={t.officesStats} tone="light" stats={stats} />
      <section aria-labelledby="headquarters" className="section">
        <Container>
          <SectionHeading
            id="headquarters"
            eyebrow={t.headquartersEyebrow}
            title={t.headquartersHeading}
            intro={t.headquartersIntro}
          />
          <div className="mt-10 flex flex-col gap-6">
            <HeadOfficeCard headOffice={headOffice} />
            <HeadquartersList headquarters={headquarters} />
          </div>
        </Container>
      </section>
      <section
        aria-labelledby="global-offices"
        className="border-t border-line bg-surface section-band"
      >
        <Container>
          <SectionHeading id="global-offices" title={t.officesHeading} intro={regionsIntro} />
          {/* The map beside the first regions, the others across under both. */}
          <div className="mt-10 grid gap-10 lg:grid-cols-3">
            <OfficesMap
              regions={regions}
              headOffice={{ city: site.address.city, ...headOffice.coordinates }}
              headquarters={headquarters.map((hq) => ({ city: hq.city, ...hq.coordinates }))}
              className="max-w-2xl lg:col-span-2 lg:max-w-none"
            />
            <OfficeRegions
              regions={regions.slice(0, besideMap)}
              className="sm:columns-2 lg:columns-1"
            />
            <OfficeRegions
              regions={regions.slice(besideMap)}
              first={besideMap + 1}
              className="-mt-10 sm:columns-2 md:columns-3 lg:col-span-3 lg:mt-0"
            />
          </div>
        </Container>
      </section>
    </>
  );
}

export default Body;

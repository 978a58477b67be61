import type { Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { usePage } from "~/i18n/links";
import { Phone } from "lucide-react";
import { site } from "~/content/site";
import { PageHero } from "~/components/page-hero";
import { BeforeYouCall } from "~/components/support/before-you-call";
import { SelfHelp } from "~/components/support/self-help";
import { SupportChannels } from "~/components/support/support-channels";
import { supportDeskJsonLd } from "~/components/support/support-desk-json-ld";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { pageMeta } from "~/lib/seo";
import { PhoneLink } from "~/components/ui/phone-link";

export async function load(locale: Locale) {
  const desk = await entryIn("supportDesk", locale);
  return { desk, jsonLd: [supportDeskJsonLd(desk, locale)] };
}

export type PageData = Awaited<ReturnType<typeof load>>;

export const head = (locale: Locale, data: PageData) =>
  pageMeta("/support/contact-support", locale, data.jsonLd);

function Body({ data }: { data: PageData }) {
  const page = usePage("/support/contact-support");
  const t = useMessages("support");
  const { opensInNewTab } = useMessages("common");
  const { desk } = data;
  const { phones, externalUrls } = site;
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        heading={page.heading}
        lead={desk.intro}
        actions={
          <>
            <PhoneLink
              phone={phones.support}
              label={t.contactSupport.call}
              className={buttonClass({ size: "lg" })}
            >
              <Phone aria-hidden="true" className="size-5" />
            </PhoneLink>
            {/* ExternalButtonLink's own "(opens in a new tab)" is English only: the same link here. */}
            <a
              href={externalUrls.customerSupport}
              target="_blank"
              rel="noopener"
              className={buttonClass({ variant: "secondary", size: "lg" })}
            >
              {t.contactSupport.supportSite}
              <span className="sr-only">{opensInNewTab}</span>
            </a>
          </>
        }
      />
      <Container className="flex flex-col section-gap section">
        <SupportChannels desk={desk} />
        <BeforeYouCall desk={desk}>
          <SelfHelp links={desk.selfHelp} />
        </BeforeYouCall>
      </Container>
    </>
  );
}

export default Body;

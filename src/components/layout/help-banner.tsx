import { MapPin, Phone } from "lucide-react";
import { navigation } from "~/content/navigation";
import { site, siteAddress } from "~/content/site";
import { CtaBand } from "~/components/software/cta-band";
import { ButtonLink } from "~/components/ui/button";
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { oneLineAddress } from "~/i18n/postal";
import { PhoneLink } from "~/components/ui/phone-link";

/**
 * 'How can we help?': the closing call to action of a page that has none of its own
 * (src/layouts/document.astro decides which), with the office's address and phone
 * (PRODUCT.md 4). The words are content/<language>/navigation.yaml's.
 */
export function HelpBanner({ locale }: { locale: Locale }) {
  return (
    <Localized locale={locale}>
      <Banner locale={locale} />
    </Localized>
  );
}

function Banner({ locale }: { locale: Locale }) {
  const t = useMessages("layout");
  const { opensInNewTab } = useMessages("common");
  const href = useHref();
  const { helpBanner } = navigation[locale];
  return (
    <CtaBand
      id="help-banner"
      heading={helpBanner.heading}
      text={helpBanner.lead}
      action={
        <>
          <ButtonLink href={href("/contact")} size="lg">
            {helpBanner.action}
          </ButtonLink>
          <ButtonLink
            href={site.externalUrls.helpSite}
            target="_blank"
            rel="noopener"
            variant="secondary"
            size="lg"
          >
            {t.helpCentre}
            <span className="sr-only">{opensInNewTab}</span>
          </ButtonLink>
        </>
      }
      footnote={
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-8">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {oneLineAddress(siteAddress(locale), locale)}
          </li>
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <PhoneLink
              phone={site.phones.main}
              className="py-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            />
          </li>
        </ul>
      }
    />
  );
}

import { navigation } from "~/content/navigation";
import { site } from "~/content/site";
import { CtaBand } from "~/components/software/cta-band";
import { ButtonLink } from "~/components/ui/button";
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";

/**
 * 'How can we help?': the closing call to action of a page that has none of its own
 * (src/layouts/document.astro decides which). The words are content/<language>/navigation.yaml's.
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
    />
  );
}

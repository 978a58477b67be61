import { ExternalLink, MapPin, Phone } from "lucide-react";
import { navigation } from "~/content/navigation";
import { site, siteAddress } from "~/content/site";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { PhoneLink } from "~/components/ui/phone-link";
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { oneLineAddress } from "~/i18n/postal";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { cn } from "~/lib/cn";
import { pageFor, type CanonicalPath } from "~/lib/route-table";

/** 'How Can We Help?': the call-to-action band that ends every page. */
export function HelpBanner({
  locale,
  currentPath,
}: {
  locale: Locale;
  currentPath?: CanonicalPath;
}) {
  return (
    <Localized locale={locale}>
      <Banner locale={locale} currentPath={currentPath} />
    </Localized>
  );
}

function Banner({ locale, currentPath }: { locale: Locale; currentPath?: CanonicalPath }) {
  const t = useMessages("layout");
  const { opensInNewTab } = useMessages("common");
  const href = useHref();
  const { phones, externalUrls } = site;
  const { helpBanner } = navigation[locale];
  // Get In Touch leads to the contact form: after a page's own call to the form it
  // would be a second button to the same place, and on the form's own page or the
  // one thanking you for using it, it would only lead back to where you are.
  const offerContact = !(currentPath && pageFor(currentPath).endsWithContact);
  return (
    <section aria-labelledby="help-banner" className="bg-navy-900 text-white">
      <Container
        className={cn("grid items-center gap-8 py-14", offerContact && "md:grid-cols-[1fr_auto]")}
      >
        <div>
          <h2 id="help-banner" className="text-h2 text-white">
            {helpBanner.heading}
          </h2>
          <p className="mt-3 max-w-measure text-lead text-navy-100">
            {offerContact ? helpBanner.lead : helpBanner.leadCallOrVisit}
          </p>
          <ul className="mt-6 flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:gap-x-8">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-accent-400" />
              {oneLineAddress(siteAddress(locale), locale)}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-5 text-accent-400" />
              <PhoneLink
                phone={phones.main}
                className="py-3 underline underline-offset-4 hover:text-accent-300"
              />
            </li>
            <li className="flex items-center gap-2">
              <ExternalLink aria-hidden="true" className="size-5 text-accent-400" />
              <a
                href={externalUrls.helpSite}
                target="_blank"
                rel="noopener"
                className="py-3 underline underline-offset-4 hover:text-accent-300"
              >
                {t.helpCentre}
                <span className="sr-only">{opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </div>
        {offerContact ? (
          <ButtonLink
            href={href("/contact")}
            variant="inverse"
            size="lg"
            className="justify-self-start"
          >
            {t.getInTouch}
          </ButtonLink>
        ) : null}
      </Container>
    </section>
  );
}

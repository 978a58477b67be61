import { ExternalLink, MapPin, Phone } from "lucide-react";
import { isExternal, navigation } from "~/content/navigation";
import { site, siteAddress } from "~/content/site";
import { Container } from "~/components/ui/container";
import { Logo } from "./logo";
import { PartnerBadges } from "./partner-badges";
import { PhoneLink } from "~/components/ui/phone-link";
import { IconLine } from "~/components/ui/icon-line";
import { AddressLines } from "~/components/ui/address-lines";
import { buildYear } from "~/lib/build-year";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useLocale, useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";

/**
 * The site's contact details (address, phone, help centre) live here, once per page; the
 * closing call to action above it carries none of them.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  return (
    <Localized locale={locale}>
      <Footer />
    </Localized>
  );
}

function Footer() {
  const t = useMessages("layout");
  const { opensInNewTab } = useMessages("common");
  const href = useHref();
  const locale = useLocale();
  const { popularLinks, footer } = navigation[locale];
  const { phones } = site;
  const address = siteAddress(locale);
  return (
    <footer className="bg-navy-950 text-navy-100">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.1fr_1.6fr_1fr]">
        <div>
          <Logo inverse />
          <p className="mt-5 max-w-xs text-sm text-navy-100">{footer.tagline}</p>
          <address className="mt-6 flex flex-col gap-3 text-sm not-italic">
            <IconLine icon={MapPin} iconClassName="text-accent-400">
              <span>
                <AddressLines address={address} />
              </span>
            </IconLine>
            <IconLine icon={Phone} iconClassName="text-accent-400">
              <PhoneLink
                phone={phones.main}
                className="min-h-6 underline-offset-4 hover:text-white hover:underline"
              />
            </IconLine>
            <IconLine icon={ExternalLink} iconClassName="text-accent-400">
              <a
                href={site.externalUrls.helpSite}
                target="_blank"
                rel="noopener"
                className="min-h-6 underline-offset-4 hover:text-white hover:underline"
              >
                {t.helpCentre}
                <span className="sr-only">{opensInNewTab}</span>
              </a>
            </IconLine>
          </address>
        </div>
        <nav aria-labelledby="footer-popular">
          <h2
            id="footer-popular"
            className="text-sm font-semibold tracking-[0.12em] text-white uppercase"
          >
            {t.popularLinks}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {popularLinks.map((link) => (
              <li key={link.label}>
                {isExternal(link) ? (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-9 items-center underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                    <span className="sr-only">{opensInNewTab}</span>
                  </a>
                ) : (
                  <a
                    href={href(link.to)}
                    className="inline-flex min-h-9 items-center underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-[0.12em] text-white uppercase">
            {t.partners}
          </h2>
          <PartnerBadges />
        </div>
      </Container>
      <div className="border-t border-white/10">
        {/* Room below the last line for the back-to-top link (bottom-right, 60 px up), so
            it never covers the end of the trademark line. */}
        <Container className="flex flex-col gap-2 pt-6 pb-20 text-xs text-navy-100 sm:flex-row sm:justify-between">
          <p>{fill(t.rights, { year: buildYear, site: site.name })}</p>
          <p>{footer.trademarks}</p>
        </Container>
      </div>
    </footer>
  );
}

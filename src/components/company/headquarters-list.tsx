import { MapPin, Phone } from "lucide-react";
import { site, siteAddress } from "~/content/site";
import { cityAndRegion } from "~/i18n/postal";
import { useLocale, useMessages } from "~/i18n/react";
import type { HeadOffice, Headquarters } from "~/content/schemas/offices";
import { PhoneLink } from "~/components/ui/phone-link";
import { IconLine } from "~/components/ui/icon-line";
import { AddressLines } from "~/components/ui/address-lines";

const phoneLinkClass = "inline-flex min-h-11 items-center font-medium underline underline-offset-4";

/**
 * The head office, across the row on navy: the company's own address and numbers
 * (content/site.yaml), the ones every page's footer gives.
 */
export function HeadOfficeCard({ headOffice }: { headOffice: HeadOffice }) {
  const t = useMessages("company");
  const locale = useLocale();
  const { phones } = site;
  const address = siteAddress(locale);
  return (
    <div
      id="head-office"
      className="grid gap-8 rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8 md:grid-cols-[1.2fr_1fr] md:gap-12"
    >
      <div>
        <h3 className="text-h3 text-white">{headOffice.name}</h3>
        <p className="mt-1 text-h4 font-semibold text-accent-300">
          {cityAndRegion(address, locale)}
        </p>
        <p className="mt-4 max-w-measure text-navy-100">{headOffice.description}</p>
      </div>
      <address className="flex flex-col gap-3 text-sm text-navy-100 not-italic md:border-l md:border-navy-700 md:pl-12">
        <IconLine icon={MapPin} iconClassName="text-accent-400">
          <span>
            <AddressLines address={address} withCountry />
          </span>
        </IconLine>
        <IconLine icon={Phone} iconClassName="text-accent-400">
          <PhoneLink
            phone={phones.main}
            className={`${phoneLinkClass} text-white hover:text-accent-300`}
          />
        </IconLine>
        <IconLine icon={Phone} iconClassName="text-accent-400">
          <span>
            {t.tollFree}{" "}
            <PhoneLink
              phone={phones.tollFree}
              className={`${phoneLinkClass} text-white hover:text-accent-300`}
            />
          </span>
        </IconLine>
      </address>
    </div>
  );
}

/** The regional headquarters as cards, each with its postal address and phone. */
export function HeadquartersList({ headquarters }: { headquarters: readonly Headquarters[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {headquarters.map((hq) => (
        <li
          key={hq.id}
          id={hq.id}
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
        >
          <h3 className="text-h4">{hq.name}</h3>
          <p className="mt-1 text-lead font-semibold text-navy-900">{cityAndRegion(hq, locale)}</p>
          <address className="mt-4 flex flex-col gap-3 text-sm text-muted not-italic">
            <IconLine icon={MapPin} iconClassName="text-brand-600">
              <span>
                <AddressLines address={hq} withCountry />
              </span>
            </IconLine>
            <IconLine icon={Phone} iconClassName="text-brand-600">
              <PhoneLink
                phone={hq.phone}
                className={`${phoneLinkClass} text-brand-700 hover:text-brand-800`}
              />
            </IconLine>
          </address>
        </li>
      ))}
    </ul>
  );
}

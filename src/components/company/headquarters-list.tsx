import { MapPin, Phone } from "lucide-react";
import type { Headquarters } from "~/content/schemas/offices";
import { PhoneLink } from "~/components/ui/phone-link";
import { IconLine } from "~/components/ui/icon-line";
import { AddressLines } from "~/components/ui/address-lines";

/** The regional headquarters as cards, each with its postal address and phone. */
export function HeadquartersList({ headquarters }: { headquarters: readonly Headquarters[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {headquarters.map((hq) => (
        <li
          key={hq.id}
          id={hq.id}
          className="flex scroll-mt-32 flex-col rounded-card border border-line bg-white p-6 shadow-card"
        >
          <h3 className="text-h4">{hq.name}</h3>
          <p className="mt-1 text-lead font-semibold text-navy-900">
            {hq.city}, {hq.regionCode}
          </p>
          <address className="mt-4 flex flex-col gap-3 text-sm text-muted not-italic">
            <IconLine icon={MapPin} iconClassName="text-brand-600">
              <span>
                <AddressLines address={hq} withCountry />
              </span>
            </IconLine>
            <IconLine icon={Phone} iconClassName="text-brand-600">
              <PhoneLink
                phone={hq.phone}
                className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
              />
            </IconLine>
          </address>
        </li>
      ))}
    </ul>
  );
}

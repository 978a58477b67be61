import type { PostalAddress } from "~/content/schemas/postal-address";
import { localityLine, streetLanguage } from "~/i18n/postal";
import { useLocale } from "~/i18n/react";

/**
 * A postal address as the page's language writes it (src/i18n/postal.ts): the street,
 * then the city, region and postal code, then the country if asked.
 */
export function AddressLines({
  address,
  withCountry = false,
}: {
  address: PostalAddress;
  withCountry?: boolean;
}) {
  const locale = useLocale();
  const { place, gap, postal } = localityLine(address, locale);
  const lang = streetLanguage(address, locale);
  return (
    <>
      {lang ? <span lang={lang}>{address.street}</span> : address.street}
      <br />
      {/* A narrow column breaks between the two parts, never inside "Ontario M5H 2Y4". */}
      <span className="whitespace-nowrap">{place}</span>
      {gap}
      <span className="whitespace-nowrap">{postal}</span>
      {withCountry && (
        <>
          <br />
          {address.country}
        </>
      )}
    </>
  );
}

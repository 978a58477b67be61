import type { PostalAddress } from "~/content/schemas/postal-address";

/** A postal address as people write it: street, then "city, region postal code", then the country if asked. */
export function AddressLines({
  address,
  withCountry = false,
}: {
  address: PostalAddress;
  withCountry?: boolean;
}) {
  return (
    <>
      {address.street}
      <br />
      {address.city}, {/* A narrow column breaks after the city, never inside "Ontario M5H 2Y4". */}
      <span className="whitespace-nowrap">
        {address.region} {address.postalCode}
      </span>
      {withCountry && (
        <>
          <br />
          {address.country}
        </>
      )}
    </>
  );
}

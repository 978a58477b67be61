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
      {address.city}, {address.region} {address.postalCode}
      {withCountry && (
        <>
          <br />
          {address.country}
        </>
      )}
    </>
  );
}

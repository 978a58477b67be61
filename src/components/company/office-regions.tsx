import type { OfficeRegion } from "~/content/schemas/offices";

/** "Caraïbes et Amérique du Sud" → "caraibes-et-amerique-du-sud": accents dropped, not the letters. */
function slug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * 'Global and Local Offices': each region's places as a plain text list. The
 * original site made these dead links; they are deliberately not links.
 */
export function OfficeRegions({ regions }: { regions: readonly OfficeRegion[] }) {
  return (
    <div className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {regions.map((region) => {
        const id = `region-${slug(region.name)}`;
        return (
          // A named group, not a section: eight more landmarks would crowd the page's list.
          <div key={region.name} role="group" aria-labelledby={id}>
            <h3 id={id} className="border-b border-line pb-2 text-h4">
              {region.name}
            </h3>
            <ul className="mt-3 flex flex-col gap-1.5 text-base text-ink">
              {region.places.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

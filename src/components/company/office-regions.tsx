import { cn } from "~/lib/cn";
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
 * 'Global and local offices': each region's places as a plain text list, numbered as
 * on the map. The original site made these dead links; they are deliberately not
 * links. The lists flow in columns (a masonry, by CSS columns, set by `className`), so
 * a region of one place sits under a long one instead of beside empty space. The page
 * may show the regions in more than one block: `first` is the number of the block's first.
 */
export function OfficeRegions({
  regions,
  first = 1,
  className,
}: {
  regions: readonly OfficeRegion[];
  first?: number;
  className?: string;
}) {
  return (
    <div className={cn("gap-x-10", className)}>
      {regions.map((region, i) => {
        const id = `region-${slug(region.name)}`;
        return (
          // A named group, not a section: eight more landmarks would crowd the page's list.
          <div
            key={region.name}
            role="group"
            aria-labelledby={id}
            className="mb-8 break-inside-avoid"
          >
            <h3 id={id} className="flex items-center gap-3 border-b border-line pb-2 text-h4">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
              >
                {first + i}
              </span>
              {region.name}
            </h3>
            {/* Small print, closely set: the first regions' lists stand beside the map
                and end about where it does, with no gap under either. */}
            <ul className="mt-3 flex flex-col gap-0.5 text-sm text-ink">
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

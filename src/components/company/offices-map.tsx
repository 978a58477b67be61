import { fill } from "~/i18n/format";
import { languageTag } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import type { MapArea } from "~/content/schemas/offices";
import { cn } from "~/lib/cn";
import { framed } from "./map-projection";
import { areas, inset, land, mainFrame, mapSize } from "./offices-map-shapes";

type Place = { city: string; latitude: number; longitude: number };

type OfficesMapProps = {
  /** The regions in the order the lists number them, each with the area it shades. */
  regions: readonly { name: string; area: MapArea }[];
  headOffice: Place;
  headquarters: readonly Place[];
  className?: string;
};

const project = framed(mainFrame);

/** Where a place falls on the map, in per cent of its width and height. */
function position(place: Place): { left: string; top: string } {
  const [x, y] = project(place.longitude, place.latitude);
  return { left: `${(x / mapSize.width) * 100}%`, top: `${(y / mapSize.height) * 100}%` };
}

const percent = ([x, y]: readonly [number, number]) => ({ left: `${x}%`, top: `${y}%` });

/**
 * The regions on a map of our own drawing: static SVG outlines inlined in the page (no
 * tiles, no library, no request), the regions shaded and numbered as in the lists, the
 * head office and regional headquarters pinned. The numbers and pins are HTML over the
 * drawing, so they keep their size (and stay legible) however small the map is drawn.
 * The SVG's title and description say in words what it shows; the lists beside it
 * hold every place.
 */
export function OfficesMap({ regions, headOffice, headquarters, className }: OfficesMapProps) {
  const t = useMessages("company");
  const locale = useLocale();
  const list = new Intl.ListFormat(languageTag[locale], { type: "conjunction" });
  const description = fill(t.mapDescription, {
    regions: list.format(regions.map((region, i) => `${i + 1}. ${region.name}`)),
    headOffice: headOffice.city,
    headquarters: list.format(headquarters.map((hq) => hq.city)),
  });
  const { box } = inset;
  const places = [{ ...headOffice, head: true }, ...headquarters];
  // A name goes right of its pin, unless another pin sits close to the east.
  const pins = places.map((place) => ({
    ...place,
    labelLeft: places.some(
      (other) =>
        other.longitude > place.longitude &&
        other.longitude - place.longitude < 6 &&
        Math.abs(other.latitude - place.latitude) < 4,
    ),
  }));
  return (
    <figure className={className}>
      <div className="relative overflow-hidden rounded-card border border-line bg-white">
        <svg
          viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
          role="img"
          aria-labelledby="offices-map-title"
          aria-describedby="offices-map-description"
          className="block h-auto w-full"
        >
          <title id="offices-map-title">{t.mapTitle}</title>
          <desc id="offices-map-description">{description}</desc>
          <path d={land} className="fill-surface-2 stroke-white" strokeWidth={1.5} />
          <Areas regions={regions} inset={false} />
          <rect
            x={box.x}
            y={box.y}
            width={box.width}
            height={box.height}
            rx={10}
            className="fill-white stroke-line-strong"
            strokeWidth={1.5}
          />
          <svg x={box.x} y={box.y} width={box.width} height={box.height} overflow="hidden">
            <g transform={`translate(${-box.x} ${-box.y})`}>
              <path d={inset.land} className="fill-surface-2 stroke-white" strokeWidth={1} />
              <Areas regions={regions} inset />
            </g>
          </svg>
        </svg>
        <div aria-hidden="true">
          {regions.map(({ area }, i) => (
            <span
              key={area}
              style={percent(areas[area].badge)}
              className="absolute flex size-5 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white shadow-card ring-2 ring-white sm:size-6"
            >
              {i + 1}
            </span>
          ))}
          {pins.map((pin) => (
            <Pin key={pin.city} {...pin} />
          ))}
        </div>
      </div>
      <figcaption className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={cn(pinClass.head, "relative")} />
          {t.legendHeadOffice}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={cn(pinClass.regional, "relative")} />
          {t.legendHeadquarters}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-sm bg-brand-200" />
          {t.legendRegion}
        </span>
      </figcaption>
    </figure>
  );
}

// Smaller on phones, where the map is a third as wide and Ottawa, Toronto and Exton crowd.
const pinClass = {
  head: "block size-3 rotate-45 rounded-[3px] bg-accent-400 ring-2 ring-navy-900 sm:size-4",
  regional: "block size-2.5 rounded-full bg-navy-900 ring-2 ring-white sm:size-3.5",
} as const;

/**
 * The regions' areas, drawn twice: a wide blue outline first, so that an island a few
 * pixels across still shows, then the fill, with white borders between states.
 */
function Areas({ regions, inset }: { regions: OfficesMapProps["regions"]; inset: boolean }) {
  const shown = regions.filter(({ area }) => Boolean(areas[area].inset) === inset);
  return (
    <>
      {shown.map(({ area }) => (
        <path
          key={area}
          d={areas[area].d}
          className="fill-brand-500 stroke-brand-500"
          strokeWidth={4}
        />
      ))}
      {shown.map(({ area }) => (
        <path
          key={area}
          d={areas[area].d}
          className="fill-brand-200 stroke-white"
          strokeWidth={1.25}
        />
      ))}
    </>
  );
}

/** A pin and, where the map is wide enough for it, its city's name. */
function Pin({
  head = false,
  labelLeft,
  ...place
}: Place & { head?: boolean; labelLeft: boolean }) {
  return (
    <span style={position(place)} className="absolute -translate-x-1/2 -translate-y-1/2">
      <span className={cn(head ? pinClass.head : pinClass.regional, "shadow-card")} />
      <span
        className={cn(
          "absolute top-1/2 hidden -translate-y-1/2 rounded-control bg-white/90 px-1.5 text-xs leading-5 font-semibold whitespace-nowrap text-navy-900 sm:block",
          labelLeft ? "right-5" : "left-5",
        )}
      >
        {place.city}
      </span>
    </span>
  );
}

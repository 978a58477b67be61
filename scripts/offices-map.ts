/**
 * Draws the outlines of the offices map (/company/offices) into
 * src/components/company/offices-map-shapes.ts: the land of North America and the
 * Caribbean, an inset of Europe, and the areas of our regions, simplified to a few
 * kilobytes. Run it again only to change what the map shows:
 *
 *   npm pack world-atlas@2 us-atlas@3   (in a scratch folder, then unpack both)
 *   npm exec -- tsx scripts/offices-map.ts <world-atlas>/countries-50m.json <us-atlas>/states-10m.json
 *
 * world-atlas holds Natural Earth's country outlines and us-atlas the US Census Bureau's
 * state outlines, both in the public domain. Neither is a dependency of the site: the
 * page inlines the drawn paths and requests nothing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { framed, type Conic, type Frame, conic } from "../src/components/company/map-projection";
import type { MapArea } from "../src/content/schemas/offices";

type Topology = {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { geometries: Geometry[] }>;
};
type Geometry = { id?: string; type: string; arcs: number[][] | number[][][] };
type Ring = [number, number][];

/** TopoJSON to rings of longitude and latitude (delta-decoded, quantization undone). */
function decoder(topology: Topology) {
  const { scale, translate } = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): [number, number] => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
  });
  const ring = (indexes: number[]): Ring =>
    indexes.flatMap((i, k) => {
      const arc = i < 0 ? [...arcs[~i]!].reverse() : arcs[i]!;
      return k === 0 ? arc : arc.slice(1);
    });
  return (geometry: Geometry): Ring[] => {
    if (geometry.type === "Polygon") return (geometry.arcs as number[][]).map(ring);
    if (geometry.type === "MultiPolygon")
      return (geometry.arcs as number[][][]).flatMap((polygon) => polygon.map(ring));
    return [];
  };
}

/** Douglas-Peucker: drops points closer than `tolerance` to the line their neighbours make. */
function simplify(points: Ring, tolerance: number): Ring {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let index = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      // A closed ring starts and ends on one point: measure from it.
      const d = length
        ? Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
        : Math.hypot(px - ax, py - ay);
      if (d > worst) [worst, index] = [d, i];
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function area(points: Ring): number {
  let sum = 0;
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    sum += x * ny - nx * y;
  });
  return Math.abs(sum / 2);
}

type Box = { x: number; y: number; width: number; height: number };

/** Sutherland-Hodgman: the part of a ring inside the box (a little beyond it, for strokes). */
function clip(ring: Ring, box: Box, margin = 4): Ring {
  const [x0, y0] = [box.x - margin, box.y - margin];
  const [x1, y1] = [box.x + box.width + margin, box.y + box.height + margin];
  const edges: [
    (p: [number, number]) => boolean,
    (a: [number, number], b: [number, number]) => [number, number],
  ][] = [
    [([x]) => x >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [([x]) => x <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [([, y]) => y >= y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [([, y]) => y <= y1, (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  let out = ring;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    input.forEach((point, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      if (inside(point)) {
        if (!inside(previous)) out.push(cross(previous, point));
        out.push(point);
      } else if (inside(previous)) out.push(cross(previous, point));
    });
    if (!out.length) break;
  }
  return out;
}

/** An SVG path of the rings, projected, clipped to what can show and simplified. */
function path(
  rings: Ring[],
  project: (lon: number, lat: number) => [number, number],
  box: Box,
  tolerance: number,
  minArea: number,
  precision = 1,
) {
  const round = (n: number) => Math.round(n / precision) * precision;
  return rings
    .map((ring) =>
      clip(
        ring.map(([lon, lat]) => project(lon, lat)),
        box,
      ),
    )
    .map((ring) => (ring.length ? simplify([...ring, ring[0]!], tolerance) : ring))
    .filter((ring) => ring.length > 3 && area(ring) > minArea)
    .map((ring) => {
      let last: [number, number] | null = null;
      let d = "";
      for (const [x, y] of ring) {
        const p: [number, number] = [round(x), round(y)];
        if (last) {
          const [dx, dy] = [round(p[0] - last[0]), round(p[1] - last[1])];
          if (dx === 0 && dy === 0) continue;
          d += `${dx >= 0 && d.at(-1) !== "l" ? " " : ""}${dx} ${dy}`.replace(/ -/g, "-");
          d = d.replace(/^l /, "l");
        } else d += `M${p[0]} ${p[1]}l`;
        last = p;
      }
      return `${d}z`;
    })
    .join("");
}

const [worldFile, statesFile] = process.argv.slice(2);
if (!worldFile || !statesFile) {
  console.error("usage: tsx scripts/offices-map.ts countries-50m.json states-10m.json");
  process.exit(1);
}
const world = JSON.parse(readFileSync(worldFile, "utf8")) as Topology;
const states = JSON.parse(readFileSync(statesFile, "utf8")) as Topology;
const countryRings = decoder(world);
const stateRings = decoder(states);
const country = (id: string) =>
  countryRings(world.objects.countries!.geometries.find((g) => g.id === id)!);
const state = (fips: string) =>
  stateRings(states.objects.states!.geometries.find((g) => g.id === fips)!);

/** North America and the Caribbean, 1000 units wide, framed around these corners. */
const width = 1000;
const main: Conic = { parallels: [20, 50], origin: [-92, 35] };
const corners: [number, number][] = [
  [-126, 48],
  [-121, 31],
  [-80, 3],
  [-58, 8],
  [-54, 48],
  [-66, 59],
  [-128, 58],
];
const unit = corners.map(([lon, lat]) => conic(main)(lon, lat));
const xs = unit.map(([x]) => x);
const ys = unit.map(([, y]) => y);
const scale = width / (Math.max(...xs) - Math.min(...xs));
const mainFrame: Frame = {
  ...main,
  scale,
  offset: [-Math.min(...xs) * scale, -Math.min(...ys) * scale],
};
const height = Math.round((Math.max(...ys) - Math.min(...ys)) * scale);
const project = framed(mainFrame);
const view: Box = { x: 0, y: 0, width, height };

// Europe, in a box on the open Pacific at the bottom left.
const insetBox: Box = { x: 16, y: height - 16 - 250, width: 330, height: 250 };
const europe: Conic = { parallels: [35, 55], origin: [13, 45] };
const eUnit = [
  [-11, 49],
  [36, 34],
  [-11, 60],
  [36, 60],
  [-10, 35],
].map(([lon, lat]) => conic(europe)(lon!, lat!));
const eScale =
  insetBox.width / (Math.max(...eUnit.map(([x]) => x)) - Math.min(...eUnit.map(([x]) => x)));
const insetFrame: Frame = {
  ...europe,
  scale: eScale,
  offset: [
    insetBox.x - Math.min(...eUnit.map(([x]) => x)) * eScale,
    insetBox.y - Math.min(...eUnit.map(([, y]) => y)) * eScale + 6,
  ],
};
const projectInset = framed(insetFrame);

// Canada is drawn whole as a region's area; the land under it would never show.
const landRings = world.objects
  .countries!.geometries.filter((g) => g.id !== "124")
  .flatMap((g) => countryRings(g));

/** Each region's area: the countries or states it covers. */
const areaSources: Record<MapArea, { rings: Ring[]; badge: [number, number]; inset?: true }> = {
  canada: { rings: country("124"), badge: [-101, 54] },
  "northeast-us": {
    rings: ["42", "36", "34", "10", "24", "09", "25", "44", "50", "33", "23", "11"].flatMap(state),
    badge: [-72.4, 42.4],
  },
  "southeast-us": {
    rings: ["12", "13", "37", "45", "47", "01", "51"].flatMap(state),
    badge: [-82.8, 33.2],
  },
  "gulf-coast": { rings: ["22", "28"].flatMap(state), badge: [-90.8, 31.6] },
  "west-coast": { rings: ["53", "41", "06"].flatMap(state), badge: [-120.6, 41.5] },
  midwest: { rings: ["26", "17", "18", "55", "39"].flatMap(state), badge: [-89.4, 40.2] },
  "caribbean-south-america": {
    rings: ["630", "044", "388", "780", "170"].flatMap(country),
    badge: [-73.8, 6.6],
  },
  europe: { rings: ["826", "196"].flatMap(country), badge: [4, 56.5], inset: true },
};

const pct = ([x, y]: [number, number]) =>
  [Math.round((x / width) * 1000) / 10, Math.round((y / height) * 1000) / 10] as const;

const shapes = Object.fromEntries(
  Object.entries(areaSources).map(([id, source]) => {
    const proj = source.inset ? projectInset : project;
    return [
      id,
      {
        d: path(source.rings, proj, source.inset ? insetBox : view, 1.4, 2),
        badge: pct(proj(...source.badge)),
      },
    ];
  }),
);

const out = `// Drawn by scripts/offices-map.ts from Natural Earth's country outlines and the US Census
// Bureau's state outlines (both public domain). Run the script again rather than editing.
import type { MapArea } from "~/content/schemas/offices";
import type { Frame } from "./map-projection";

export const mapSize = { width: ${width}, height: ${height} } as const;

/** The projection of the main map, to place pins by longitude and latitude. */
export const mainFrame: Frame = ${JSON.stringify(mainFrame)};

/** Every country's land on the main map. */
export const land = "${path(landRings, project, view, 2.4, 14)}";

/** The inset of Europe: its box, its land and its frame. */
export const inset = {
  box: ${JSON.stringify(insetBox)},
  land: "${path(landRings, projectInset, insetBox, 1.4, 5)}",
} as const;

/** Each region's area and where its number sits, in per cent of the map's width and height. */
export const areas: Record<MapArea, { d: string; badge: readonly [number, number]; inset?: true }> =
  ${JSON.stringify(
    Object.fromEntries(
      Object.entries(shapes).map(([id, s]) => [
        id,
        { ...s, ...(areaSources[id as MapArea].inset ? { inset: true } : {}) },
      ]),
    ),
  )};
`;
writeFileSync("src/components/company/offices-map-shapes.ts", out);
console.log(`offices-map: ${out.length} characters, ${width}×${height}`);

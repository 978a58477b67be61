import { describe, expect, it } from "vitest";
import { mapAreas } from "~/content/schemas/offices";
import { framed } from "./map-projection";
import { areas, inset, land, mainFrame, mapSize } from "./offices-map-shapes";

describe("the offices map", () => {
  const project = framed(mainFrame);

  it("draws every area a region may name, and the land, in a few kilobytes", () => {
    for (const area of mapAreas) expect(areas[area].d, area).toMatch(/^M[\d.]+ [\d.]+l/);
    const size = [land, inset.land, ...mapAreas.map((a) => areas[a].d)].join("").length;
    expect(size).toBeLessThan(20_000);
  });

  // Offices from the Pacific to the Atlantic coast, from Florida to Quebec.
  it.each([
    ["Ottawa", 45.42, -75.7],
    ["Miami", 25.77, -80.19],
    ["Vancouver", 49.28, -123.12],
    ["San Diego", 32.72, -117.16],
    ["Halifax", 44.65, -63.58],
    ["Quebec City", 46.81, -71.21],
  ])(
    "puts a pin in %s on the main map, clear of the Europe inset",
    (_city, latitude, longitude) => {
      const [x, y] = project(longitude, latitude);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(mapSize.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mapSize.height);
      const { box } = inset;
      const inBox = x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
      expect(inBox).toBe(false);
    },
  );

  it("places Ottawa north-east of Toronto and Miami south of Exton", () => {
    const at = (lat: number, lon: number) => project(lon, lat);
    const [ottawa, toronto] = [at(45.42, -75.7), at(43.65, -79.38)];
    expect(ottawa[0]).toBeGreaterThan(toronto[0]);
    expect(ottawa[1]).toBeLessThan(toronto[1]);
    expect(at(25.77, -80.19)[1]).toBeGreaterThan(at(40.03, -75.62)[1]);
  });
});

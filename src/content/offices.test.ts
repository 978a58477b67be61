import { describe, expect, it } from "vitest";
import { loadOffices } from "./offices.server";

const fixtures = "../tests/fixtures/content/company";

describe("content/offices.yaml", () => {
  const offices = loadOffices();

  it("has the three headquarters: Exton PA, Miami FL, Toronto ON", () => {
    expect(offices.headquarters.map((h) => `${h.city}, ${h.regionCode}`)).toEqual([
      "Exton, PA",
      "Miami, FL",
      "Toronto, ON",
    ]);
  });

  // Staff add places; the regions and places the site launched with stay.
  it("keeps the eight regions, with at least 12/12/12/1/4/5/2/2 places", () => {
    const launched = [
      ["Northeastern US", 12],
      ["Southeastern US", 12],
      ["Canada", 12],
      ["Gulf Coast", 1],
      ["West Coast", 4],
      ["Caribbean and South America", 5],
      ["Midwest", 2],
      ["Europe", 2],
    ] as const;
    for (const [name, count] of launched) {
      const region = offices.regions.find((r) => r.name === name);
      expect(region?.places.length, name).toBeGreaterThanOrEqual(count);
    }
  });

  it("names the places the original site named", () => {
    const places = (name: string) => offices.regions.find((r) => r.name === name)!.places;
    expect(places("Gulf Coast")).toEqual(expect.arrayContaining(["Baton Rouge, Louisiana"]));
    expect(places("Midwest")).toEqual(
      expect.arrayContaining(["Detroit, Michigan", "Chicago, Illinois"]),
    );
    expect(places("Europe")).toEqual(
      expect.arrayContaining(["London, United Kingdom", "Limassol, Cyprus"]),
    );
  });

  it("fills company facts into the stats band, formatted at build time", () => {
    expect(offices.stats).toEqual([
      { value: "1981", label: "Founded" },
      { value: "3,750+", label: "Companies served" },
      { value: "20+", label: "Countries" },
    ]);
  });

  it("fills company facts into the intro", () => {
    expect(offices.intro).toContain("1981");
    expect(offices.intro).toContain("3,750");
    expect(offices.intro).not.toContain("{");
  });
});

describe("offices schema", () => {
  it("rejects a phone whose tel: number is not the one shown, naming file and field", () => {
    expect(() => loadOffices("en", `${fixtures}/offices-bad-phone.yaml`)).toThrow(
      /offices-bad-phone\.yaml is not valid:\n\s+headquarters\.0\.phone\.e164: does not dial the number in display \(change both together\)/,
    );
  });

  it("rejects a place listed twice in a region", () => {
    expect(() => loadOffices("en", `${fixtures}/offices-duplicate-place.yaml`)).toThrow(
      /offices-duplicate-place\.yaml is not valid:\n\s+regions\.0\.places\.1: lists Detroit, Michigan twice/,
    );
  });
});

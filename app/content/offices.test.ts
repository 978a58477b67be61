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
    for (const h of offices.headquarters) expect(h.phone.display).toMatch(/^\d{3}-555-01\d{2}$/);
  });

  it("lists the regions with 12/12/12/1/4/5/2/2 places", () => {
    expect(offices.regions.map((r) => [r.name, r.places.length])).toEqual([
      ["Northeastern US", 12],
      ["Southeastern US", 12],
      ["Canada", 12],
      ["Gulf Coast", 1],
      ["West Coast", 4],
      ["Caribbean and South America", 5],
      ["Midwest", 2],
      ["Europe", 2],
    ]);
  });

  it("names the places the original site named", () => {
    const places = (name: string) => offices.regions.find((r) => r.name === name)!.places;
    expect(places("Gulf Coast")).toEqual(["Baton Rouge, Louisiana"]);
    expect(places("Midwest")).toEqual(["Detroit, Michigan", "Chicago, Illinois"]);
    expect(places("Europe")).toEqual(["London, United Kingdom", "Limassol, Cyprus"]);
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
  it("rejects a phone number outside the 555-01xx range, naming file and field", () => {
    expect(() => loadOffices(`${fixtures}/offices-bad-phone.yaml`)).toThrow(
      /offices-bad-phone\.yaml is not valid:\n\s+headquarters\.0\.phone\.display: must be a 555-01xx number/,
    );
  });

  it("rejects a place listed twice in a region", () => {
    expect(() => loadOffices(`${fixtures}/offices-duplicate-place.yaml`)).toThrow(
      /offices-duplicate-place\.yaml is not valid:\n\s+regions\.0\.places\.1: lists Detroit, Michigan twice/,
    );
  });
});

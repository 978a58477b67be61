import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadAbout } from "./about.server";

const fixtures = "../tests/fixtures/content/company";

describe("content/about.yaml", () => {
  const about = loadAbout();
  const everything = JSON.stringify(about);

  it("lists the 14 managed application areas", () => {
    expect(about.managedAreas.items).toHaveLength(14);
    for (const area of [
      /financial accounting/i,
      /CRM/,
      /manufacturing/i,
      /HR and payroll/i,
      /warehouse/i,
      /retail/i,
      /web-commerce/i,
      /EDI/,
      /project and job costing/i,
      /field service/i,
      /^reporting$/i,
      /analytics/i,
      /process consulting/i,
      /custom development/i,
    ]) {
      expect(
        about.managedAreas.items.some((item) => area.test(item)),
        String(area),
      ).toBe(true);
    }
  });

  it("shows the stats band from content/site.ts", () => {
    expect(about.stats.map((s) => s.value)).toEqual(["1981", "3,750+", "20+", "80+"]);
  });

  it("states every company fact of the original page", () => {
    expect(everything).toContain("founded in 1981");
    expect(everything).toContain("more than 80 certified professionals");
    expect(everything).toContain("over 3,750 companies");
    expect(everything).toContain("more than 20 countries");
    expect(about.team.facts.map((f) => f.value)).toEqual(["80+", "6+", "100+"]);
    expect(about.team.facts[1]!.label).toMatch(/languages/);
    expect(about.team.facts[2]!.label).toMatch(/combined experience/);
    expect(about.mission.quote.length).toBeGreaterThan(40);
    expect(about.services.items.map((s) => s.title)).toEqual([
      "ERP and accounting",
      "Customer relationship management",
      "Network and IT services",
    ]);
  });

  it("links the supported software to each product page", () => {
    expect(about.software.items.map((s) => s.to)).toEqual([
      "/software/sage300",
      "/software/sage100",
      "/software/sage-intact",
      "/software/sage-crm",
      "/software/sage-hrms-payroll",
    ]);
  });

  it("leaves no placeholder unfilled and names badges that exist", () => {
    expect(everything).not.toMatch(/\{[A-Za-z]+\}/);
    for (const badge of about.recognition.badges) {
      expect(existsSync(path.resolve("public/media", badge.path)), badge.path).toBe(true);
    }
  });
});

describe("about schema", () => {
  it("rejects an unknown fact placeholder, naming file and field", () => {
    expect(() => loadAbout("en", `${fixtures}/about-unknown-fact.yaml`)).toThrow(
      /about-unknown-fact\.yaml is not valid:\n\s+lead: uses the unknown fact \{employees\}/,
    );
  });
});

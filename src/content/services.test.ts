import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCollections, setCollection } from "../../tests/fixtures/content/collections";
import { committedData, parseFixture } from "../../tests/fixtures/content/fixtures";
import { localizedPath } from "~/lib/route-table";
import { withPictures } from "~/lib/responsive-image";
import { organizationRef, siteUrl } from "~/lib/seo";
import { ContentError, parseWith } from "./read";
import { serviceSchema } from "./schemas/services";
import { fileIn } from "./entries";
import { serviceJsonLd } from "./structured-data";

vi.mock(
  "astro:content",
  async () => (await import("../../tests/fixtures/content/collections")).astroContent,
);

afterEach(clearCollections);

const service = await withPictures(parseFixture(serviceSchema, "services/_base.yaml")());

describe("a service file", () => {
  it("is read by its name in the language asked for", async () => {
    setCollection("services", [
      { id: "en/services/hosting", data: service },
      { id: "fr/services/hosting", data: { ...service, name: "Hébergement" } },
    ]);
    expect((await fileIn("services", "services", "hosting", "fr")).name).toBe("Hébergement");
  });

  it("must name itself: a slug other than its file name fails, naming both", async () => {
    setCollection("services", [{ id: "fr/services/network", data: service }]);
    const load = () => fileIn("services", "services", "network", "fr");
    await expect(load()).rejects.toThrow(ContentError);
    await expect(load()).rejects.toThrow(
      'content/fr/services/network.yaml is not valid:\n  slug: must be "network", the file\'s name',
    );
  });
});

describe("bad service files fail, naming the file and the field", () => {
  it("the base fixture the bad ones are made from is itself valid", () => {
    expect(parseFixture(serviceSchema, "services/_base.yaml")).not.toThrow();
  });

  it.each([
    ["missing-cta.yaml", "cta: is missing"],
    [
      "duplicate-heading.yaml",
      "sections.2.heading: is the heading of sections.0 too: give each section its own (the page lists its sections by heading and links to each)",
    ],
    ["word-for-a-figure.yaml", 'sections.1.items.1.value: is "Daily", which is not a figure'],
  ])("%s", (file, message) => {
    expect(parseFixture(serviceSchema, `services/${file}`)).toThrow(
      `tests/fixtures/content/services/${file} is not valid:\n  ${message}`,
    );
  });
});

describe("a service's modules", () => {
  // Realistic pages to break one rule at a time: the committed files, never their words.
  type Data = Record<string, unknown> & {
    sections: { heading: string; type: string }[];
    modules?: (Record<string, unknown> & { heading: string; type: string })[];
  };
  const page = (name: string) => structuredClone(committedData(`en/services/${name}.yaml`)) as Data;
  const check = (data: unknown) => () => parseWith(serviceSchema, data, "page.yaml");

  it("every service page has a module of its own, and each passes its rules", () => {
    for (const name of [
      "hosting",
      "managed-services",
      "disaster-recovery",
      "client-care",
      "network",
    ]) {
      const modules = check(page(name))().modules ?? [];
      expect(modules.length).toBeGreaterThan(0);
    }
  });

  it("a module's heading may not repeat a section's: the page links to each by it", () => {
    const data = page("hosting");
    data.modules![0]!.heading = data.sections[0]!.heading.toUpperCase();
    expect(check(data)).toThrow(
      "modules.0.heading: is the heading of sections.0 too: give the module its own",
    );
  });

  it("two sections and a module make a page; without a module it needs three", () => {
    const data = page("client-care");
    data.sections = data.sections.slice(0, 2);
    expect(check(data)).not.toThrow();
    delete data.modules;
    expect(check(data)).toThrow(
      "sections: has too few sections: give the page a module, or at least 3 sections",
    );
  });

  it("a month lists each cadence's work once", () => {
    const data = page("managed-services");
    const rhythms = data.modules![0]!.rhythms as { cadence: string }[];
    rhythms[1]!.cadence = rhythms[0]!.cadence;
    expect(check(data)).toThrow("names a cadence twice");
  });

  it("a recovery time is a figure and a unit the site can write in both languages", () => {
    const data = page("disaster-recovery");
    const tiers = data.modules![0]!.tiers as { time: { unit: string } }[];
    tiers[0]!.time.unit = "fortnight";
    expect(check(data)).toThrow("modules.0.tiers.0.time.unit");
  });
});

describe("serviceJsonLd", () => {
  it.each(["en", "fr"] as const)(
    "describes the service in %s, provided by the organization",
    (locale) => {
      const url = `${siteUrl}${localizedPath("/services/hosting", locale)}`;
      expect(serviceJsonLd(service, "/services/hosting", locale)).toEqual([
        {
          "@context": "https://schema.org",
          "@type": "Service",
          "@id": `${url}#service`,
          name: service.name,
          serviceType: service.serviceType,
          description: service.summary,
          url,
          provider: organizationRef,
        },
      ]);
    },
  );
});

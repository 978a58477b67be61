import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { site } from "~/content/site";
import { buildYear } from "~/lib/build-year";
import { parseWith } from "./load.server";
import type { PageBlock } from "./schemas/page-blocks";
import { serviceSlugs, type Service } from "./schemas/services";
import { loadService, loadServices, serviceFileSchema } from "./services.server";
import { serviceJsonLd } from "./structured-data";

function blocks<T extends PageBlock["type"]>(service: Service, type: T) {
  return service.sections.filter((b): b is Extract<PageBlock, { type: T }> => b.type === type);
}

const allText = (service: Service) => JSON.stringify(service);

describe("content/services", () => {
  it("has a valid file for each of the five services", () => {
    expect(loadServices().map((s) => s.slug)).toEqual([...serviceSlugs]);
  });

  it("shows each service's own picture, at every width it lists, in both languages", () => {
    for (const locale of ["en", "fr"] as const) {
      const pictures = loadServices(locale).map((service) => {
        const { picture } = service;
        for (const rel of [picture.src, ...(picture.renditions ?? []).map((r) => r.src)])
          expect(existsSync(path.resolve("public/media", rel)), `${service.slug}: ${rel}`).toBe(
            true,
          );
        return picture.src;
      });
      expect(new Set(pictures).size, locale).toBe(serviceSlugs.length);
    }
  });

  it("hosting states the uptime guarantee from the company facts", () => {
    const hosting = loadService("hosting");
    const uptime = `${site.stats.hostingUptimePercent}%`;
    expect(blocks(hosting, "stats")[0]!.items[0]!.value).toBe(uptime);
    expect(hosting.hero.lead).toContain(uptime);
  });

  it("managed services lists the five services of the spec and their benefits", () => {
    const managed = loadService("managed-services");
    const lists = blocks(managed, "checklist");
    expect(lists.find((b) => b.id === "services")?.items.map((i) => i.title)).toEqual([
      "Desktop monitoring",
      "Network printing",
      "Virtual CIO",
      "Application sourcing",
      "Security services",
    ]);
    expect(lists.find((b) => b.id === "benefits")?.heading).toBe("Benefits");
  });

  it("disaster recovery names the program's age from the company facts", () => {
    const dr = loadService("disaster-recovery");
    expect(allText(dr)).toContain(`${buildYear - site.disasterRecoveryStartYear} years`);
  });

  it("client care is fixed monthly support", () => {
    expect(loadService("client-care").serviceType).toBe("Fixed monthly IT support");
  });

  it("gives every section of a page a distinct heading (they become anchors)", () => {
    for (const service of loadServices()) {
      const headings = service.sections.map((b) => b.heading);
      expect(new Set(headings).size, service.slug).toBe(headings.length);
    }
  });

  it("builds Service JSON-LD provided by the organization", () => {
    const [service] = serviceJsonLd(loadService("hosting"), "/services/hosting") as Record<
      string,
      unknown
    >[];
    expect(service).toMatchObject({
      "@type": "Service",
      url: "https://www.ridgeline.example/services/hosting",
      provider: { "@id": "https://www.ridgeline.example/#organization" },
    });
  });

  it("a service without its call to action fails, naming the file and field", () => {
    const file = "tests/fixtures/content/services/missing-cta.yaml";
    const parse = () =>
      parseWith(serviceFileSchema("hosting"), parseYaml(readFileSync(file, "utf8")), file);
    expect(parse).toThrow(`${file} is not valid`);
    expect(parse).toThrow("cta:");
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { site } from "~/content/site";
import { factSheets } from "../../scripts/media/software/fact-sheets";
import { parseWith } from "./load.server";
import type { PageBlock } from "./schemas/page-blocks";
import { productSlugs, softwareOverviewSchema, type Product } from "./schemas/software";
import {
  loadProduct,
  loadProducts,
  loadSoftwareOverview,
  productFileSchema,
} from "./software.server";
import { productJsonLd, productListJsonLd } from "./structured-data";
import { load as softwareOverviewLoader } from "~/page-bodies/software";

const mediaRoot = path.resolve("public/media");
const fixtures = "tests/fixtures/content/software";

function blocks<T extends PageBlock["type"]>(product: Product, type: T) {
  return product.sections.filter((b): b is Extract<PageBlock, { type: T }> => b.type === type);
}

/** Every media path a product references: images, renditions, posters, documents. */
function mediaPaths(product: Product): string[] {
  const paths = [
    product.screenshot.src,
    ...(product.screenshot.renditions ?? []).map((r) => r.src),
  ];
  for (const block of product.sections) {
    if (block.type === "industries")
      paths.push(block.image.src, ...(block.image.renditions ?? []).map((r) => r.src));
    if (block.type === "video")
      paths.push(
        block.video.poster.src,
        ...(block.video.poster.renditions ?? []).map((r) => r.src),
      );
    if (block.type === "checklist")
      for (const item of block.items) if (item.document) paths.push(item.document.path);
  }
  return paths;
}

function documents(product: Product) {
  return blocks(product, "checklist").flatMap((b) =>
    b.items.flatMap((i) => (i.document ? [i.document] : [])),
  );
}

function parseFixture(name: string, slug: Product["slug"] = "sage300") {
  const file = `${fixtures}/${name}`;
  return () => parseWith(productFileSchema(slug), parseYaml(readFileSync(file, "utf8")), file);
}

describe("content/software", () => {
  it("has a valid file for each of the five products", () => {
    expect(loadProducts().map((p) => p.slug)).toEqual([...productSlugs]);
  });

  it("Sage 300: capabilities with fact sheets, modules, the eight industries with their image, a video", () => {
    const product = loadProduct("sage300");
    const industries = blocks(product, "industries");
    expect(industries).toHaveLength(1);
    expect(industries[0]!.items).toEqual([
      "Manufacturing",
      "Wholesale distribution",
      "Retail",
      "Construction",
      "Professional services",
      "Non-profit organizations",
      "Healthcare",
      "Hospitality and tourism",
    ]);
    expect(industries[0]!.image.width).toBeGreaterThanOrEqual(1600);
    const capabilities = blocks(product, "checklist")[0]!.items;
    expect(capabilities.filter((i) => i.document).length).toBeGreaterThanOrEqual(3);
    expect(capabilities.filter((i) => !i.document).length).toBeGreaterThanOrEqual(1);
    expect(blocks(product, "modules")).toHaveLength(1);
    expect(blocks(product, "video")).toHaveLength(1);
  });

  it("Sage 300: the customer count agrees with the site's company facts", () => {
    const stats = blocks(loadProduct("sage300"), "stats").flatMap((b) => b.items);
    const customers = `${site.stats.financialSuiteCustomers.toLocaleString("en-US")}+`;
    expect(stats.map((s) => s.value)).toContain(customers);
  });

  it("Sage 100: exactly the six module areas of the spec, plus a video", () => {
    const product = loadProduct("sage100");
    const modules = blocks(product, "modules");
    expect(modules).toHaveLength(1);
    expect(modules[0]!.groups.map((g) => g.name)).toEqual([
      "Core accounting",
      "Business intelligence",
      "Warehouse and distribution",
      "Manufacturing",
      "HR and payroll",
      "CRM",
    ]);
    expect(blocks(product, "video")).toHaveLength(1);
  });

  it("Sage CRM: benefits, the eight 'Sage Difference' statistics and a video", () => {
    const product = loadProduct("sage-crm");
    expect(blocks(product, "checklist").map((b) => b.heading)).toContain("Benefits");
    const difference = blocks(product, "stats").find((b) => b.heading === "The Sage Difference");
    expect(difference?.items.map((s) => s.value)).toEqual([
      "10,000+",
      "6.3 million",
      "3.1 million",
      "13,400",
      "30,000",
      "24",
      "40,000",
      "30 years",
    ]);
    expect(difference?.items[0]!.label).toMatch(/70 countries/);
    expect(blocks(product, "video")).toHaveLength(1);
  });

  it("Sage HRMS & Payroll: HRMS, Employee Self Service and Payroll sections", () => {
    const product = loadProduct("sage-hrms-payroll");
    expect(blocks(product, "checklist").map((b) => b.heading)).toEqual([
      "Sage HRMS",
      "Employee Self Service",
      "Payroll",
    ]);
  });

  it("Sage Intacct: a full page in the same pattern", () => {
    const product = loadProduct("sage-intact");
    for (const type of ["prose", "checklist", "modules", "video"] as const) {
      expect(blocks(product, type).length, type).toBeGreaterThanOrEqual(1);
    }
    expect(documents(product).length).toBeGreaterThanOrEqual(1);
  });

  it("gives every section of a page a distinct heading (they become anchors)", () => {
    for (const product of loadProducts()) {
      const headings = product.sections.map((b) => b.heading);
      expect(new Set(headings).size, product.slug).toBe(headings.length);
    }
  });

  it("uses distinct video ids", () => {
    const ids = loadProducts().flatMap((p) => blocks(p, "video").map((b) => b.video.youtubeId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("references only media files that exist in the placeholder media", () => {
    for (const product of loadProducts()) {
      for (const rel of mediaPaths(product)) {
        expect(existsSync(path.join(mediaRoot, rel)), `${product.slug}: ${rel}`).toBe(true);
      }
    }
  });

  it("gives each linked PDF the page count the page promises", async () => {
    for (const product of loadProducts()) {
      for (const doc of documents(product)) {
        const pdf = await PDFDocument.load(readFileSync(path.join(mediaRoot, doc.path)));
        expect(pdf.getPageCount(), doc.path).toBe(doc.pages);
      }
    }
  });

  it("generates a fact sheet for exactly the documents the pages link to", () => {
    const linked = loadProducts()
      .flatMap((p) => documents(p).map((d) => d.path))
      .sort();
    expect(factSheets.map((s) => s.path).sort()).toEqual(linked);
  });

  it("the overview lists all five products, and every chooser row names a real one", () => {
    const overview = loadSoftwareOverview();
    expect([...overview.products.order].sort()).toEqual([...productSlugs].sort());
    for (const item of overview.chooser.items) expect(productSlugs).toContain(item.product);
  });

  it("builds Service JSON-LD with absolute URLs, and VideoObject for the video", () => {
    const [product, video] = productJsonLd(loadProduct("sage300")) as Record<string, unknown>[];
    expect(product).toMatchObject({
      "@type": "Service",
      "@id": "https://www.ridgeline.example/software/sage300#service",
      name: "Sage 300",
      category: "Financial management and ERP",
      provider: { "@id": "https://www.ridgeline.example/#organization" },
      url: "https://www.ridgeline.example/software/sage300",
      image: "https://www.ridgeline.example/media/software/sage300/screenshot-1280.webp",
      brand: { "@type": "Brand", name: "Sage" },
    });
    expect(video).toMatchObject({
      "@type": "VideoObject",
      embedUrl: "https://www.youtube-nocookie.com/embed/q8Vx3LmT2dA",
      thumbnailUrl: "https://www.ridgeline.example/media/software/sage300/video-poster-1280.webp",
    });
    const hrms = productJsonLd(loadProduct("sage-hrms-payroll"));
    expect(hrms).toHaveLength(1);
    const list = productListJsonLd(loadProducts()) as { itemListElement: unknown[] };
    expect(list.itemListElement).toHaveLength(5);
  });
});

describe("the /software overview's data", () => {
  it("sends each product as its card shows it, in the overview's order, without its page", async () => {
    const { overview, products } = await softwareOverviewLoader("en");
    expect(products.map((p) => p.slug)).toEqual(overview.products.order);
    for (const product of products) {
      const full = loadProduct(product.slug);
      expect(product).toEqual({
        slug: full.slug,
        name: full.name,
        category: full.category,
        summary: full.summary,
        screenshot: full.screenshot,
      });
      expect(JSON.stringify(product).length).toBeLessThan(JSON.stringify(full).length / 4);
    }
  });
});

describe("bad software content fails with the file and the field named", () => {
  it("the base fixture the bad ones are made from is itself valid", () => {
    expect(parseFixture("_base.yaml")).not.toThrow();
  });

  const cases: [file: string, field: string][] = [
    [
      "document-not-pdf.yaml",
      "sections.1.items.0.document.path: must be a path on the media host to a .pdf file",
    ],
    ["empty-document-path.yaml", "sections.1.items.0.document.path"],
    ["bad-youtube-id.yaml", "sections.2.video.youtubeId: must be an 11-character YouTube video id"],
    ["slug-mismatch.yaml", 'slug: must be "sage300", the file\'s name'],
    [
      "long-category.yaml",
      "category: is too long: the overview's cards hold two lines of it (32 characters at most)",
    ],
    ["unknown-section-type.yaml", "sections.0.type"],
    ["missing-demo.yaml", "demo:"],
    [
      "misspelt-key.yaml",
      'sections.1.items.0: "documnet" is not a field here (check the spelling, capitals included)',
    ],
  ];
  it.each(cases)("%s", (file, field) => {
    expect(parseFixture(file)).toThrow(`${fixtures}/${file} is not valid`);
    expect(parseFixture(file)).toThrow(field);
  });

  it("overview-duplicate-product.yaml", () => {
    const file = `${fixtures}/overview-duplicate-product.yaml`;
    const parse = () =>
      parseWith(softwareOverviewSchema, parseYaml(readFileSync(file, "utf8")), file);
    expect(parse).toThrow(`${file} is not valid`);
    expect(parse).toThrow("products.order: must list each product once");
  });

  it("every bad fixture in the folder is covered by a case above", () => {
    const files = readdirSync(fixtures).filter((f) => f.endsWith(".yaml") && f !== "_base.yaml");
    expect(files.sort()).toEqual(
      [...cases.map(([f]) => f), "overview-duplicate-product.yaml"].sort(),
    );
  });
});

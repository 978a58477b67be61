import { readdirSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCollections, setCollection } from "../../tests/fixtures/content/collections";
import { committedData, parseFixture } from "../../tests/fixtures/content/fixtures";
import { localizedPath } from "~/lib/route-table";
import { withPictures, type Shown } from "~/lib/responsive-image";
import { organizationRef, siteUrl } from "~/lib/seo";
import { load as softwareOverviewLoader } from "~/page-bodies/software";
import { ContentError, parseWith } from "./read";
import {
  productSchema,
  productSlugs,
  softwareOverviewSchema,
  type Product,
} from "./schemas/software";
import { fileIn } from "./entries";
import { productSummary } from "./software";
import { productJsonLd, productListJsonLd, videoEmbedUrl } from "./structured-data";

vi.mock(
  "astro:content",
  async () => (await import("../../tests/fixtures/content/collections")).astroContent,
);

afterEach(clearCollections);

const fixtures = "tests/fixtures/content/software";
const product = await withPictures(parseFixture(productSchema, "software/_base.yaml")());

/** The base fixture as each of the five products, named after it. */
const products: Shown<Product>[] = productSlugs.map((slug) => ({
  ...product,
  slug,
  name: `Product ${slug}`,
}));

/** An absolute URL of a file the build made: its path on the site, after an origin. */
const isAbsoluteUrlOf = (path: string) =>
  expect.stringMatching(
    new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );

describe("a product file", () => {
  it("is read by its name in the language asked for", async () => {
    setCollection("products", [
      { id: "en/software/sage300", data: product },
      { id: "fr/software/sage300", data: { ...product, name: "Sage 300 (fr)" } },
    ]);
    expect((await fileIn("products", "software", "sage300", "fr")).name).toBe("Sage 300 (fr)");
  });

  it("must name itself: a slug other than its file name fails, naming both", async () => {
    const data = parseFixture(productSchema, "software/slug-mismatch.yaml")();
    setCollection("products", [{ id: "en/software/sage300", data }]);
    const load = () => fileIn("products", "software", "sage300", "en");
    await expect(load()).rejects.toThrow(ContentError);
    await expect(load()).rejects.toThrow(
      'content/en/software/sage300.yaml is not valid:\n  slug: must be "sage300", the file\'s name',
    );
  });
});

describe("the /software overview's data", () => {
  it("sends each product as its card shows it, in the overview's order, without its page", async () => {
    const overview = parseWith(
      softwareOverviewSchema,
      committedData("en/software/overview.yaml"),
      "content/en/software/overview.yaml",
    );
    const order = [...productSlugs].reverse();
    setCollection("softwareOverview", [
      {
        id: "en/software/overview",
        data: { ...overview, products: { ...overview.products, order } },
      },
    ]);
    setCollection(
      "products",
      products.map((p) => ({ id: `en/software/${p.slug}`, data: p })),
    );
    const data = await softwareOverviewLoader("en");
    expect(data.products.map((p) => p.slug)).toEqual(order);
    for (const card of data.products) {
      const { slug, name, category, summary, screenshot } = products.find(
        (p) => p.slug === card.slug,
      )!;
      expect(card).toEqual({ slug, name, category, summary, screenshot });
    }
  });
});

describe("productSummary", () => {
  it("keeps what the overview shows of a product, and nothing of its page", () => {
    expect(productSummary(product)).toEqual({
      slug: product.slug,
      name: product.name,
      category: product.category,
      summary: product.summary,
      screenshot: product.screenshot,
    });
  });
});

describe("product structured data", () => {
  it.each(["en", "fr"] as const)(
    "describes the product in %s as a Service of Sage's brand, provided by the organization",
    (locale) => {
      const url = `${siteUrl}${localizedPath(`/software/${product.slug}`, locale)}`;
      const [service] = productJsonLd(product, locale);
      expect(service).toMatchObject({
        "@type": "Service",
        "@id": `${url}#service`,
        name: product.name,
        category: product.category,
        description: product.summary,
        url,
        image: isAbsoluteUrlOf(product.screenshot.built.src),
        brand: { "@type": "Brand", name: "Sage" },
        provider: organizationRef,
      });
    },
  );

  it("adds a VideoObject for each video section, none without", () => {
    const video = product.sections.find((b) => b.type === "video")!.video;
    expect(productJsonLd(product, "en").slice(1)).toEqual([
      expect.objectContaining({
        "@type": "VideoObject",
        name: video.title,
        description: video.description,
        embedUrl: videoEmbedUrl(video.youtubeId),
        thumbnailUrl: isAbsoluteUrlOf(video.poster.built.src),
        uploadDate: video.uploadDate,
        duration: video.duration,
      }),
    ]);
    const withoutVideo = {
      ...product,
      sections: product.sections.filter((b) => b.type !== "video"),
    };
    expect(productJsonLd(withoutVideo, "en")).toHaveLength(1);
  });

  it("lists the products in the order given, each with its page", () => {
    const list = productListJsonLd(products, "fr") as { itemListElement: unknown[] };
    expect(list.itemListElement).toEqual(
      products.map((p, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: p.name,
        url: `${siteUrl}${localizedPath(`/software/${p.slug}`, "fr")}`,
      })),
    );
  });
});

describe("bad software content fails with the file and the field named", () => {
  it("the base fixture the bad ones are made from is itself valid", () => {
    expect(parseFixture(productSchema, "software/_base.yaml")).not.toThrow();
  });

  const cases: [file: string, field: string][] = [
    [
      "document-not-pdf.yaml",
      "sections.1.items.0.document.path: must be a path on the media host to a .pdf file",
    ],
    [
      "empty-document-path.yaml",
      "sections.1.items.0.document.path: must be a path on the media host to a .pdf file",
    ],
    ["bad-youtube-id.yaml", "sections.2.video.youtubeId: must be an 11-character YouTube video id"],
    [
      "long-category.yaml",
      "category: is too long: the overview's cards hold two lines of it (32 characters at most)",
    ],
    ["unknown-section-type.yaml", "sections.0.type"],
    ["missing-demo.yaml", "demo: is missing"],
    [
      "misspelt-key.yaml",
      'sections.1.items.0: "documnet" is not a field here (check the spelling, capitals included)',
    ],
    [
      "duplicate-heading.yaml",
      "sections.2.heading: is the heading of sections.1 too: give each section its own",
    ],
  ];
  it.each(cases)("%s", (file, field) => {
    const parse = parseFixture(productSchema, `software/${file}`);
    expect(parse).toThrow(`${fixtures}/${file} is not valid:\n  ${field}`);
  });

  it("overview-duplicate-product.yaml", () => {
    expect(
      parseFixture(softwareOverviewSchema, "software/overview-duplicate-product.yaml"),
    ).toThrow(
      `${fixtures}/overview-duplicate-product.yaml is not valid:\n  products.order: must list each product once`,
    );
  });

  it("every bad fixture in the folder is covered by a test above", () => {
    const files = readdirSync(fixtures).filter((f) => f.endsWith(".yaml") && f !== "_base.yaml");
    expect(files.sort()).toEqual(
      [...cases.map(([f]) => f), "overview-duplicate-product.yaml", "slug-mismatch.yaml"].sort(),
    );
  });
});

/**
 * Placeholder media for the software pages (run: npm run media -- software):
 * product screenshots and video posters (SVG art rendered to WebP), the Sage 300
 * industries composition (drawn as SVG, published as WebP for the zoomable preview) and
 * the capability fact sheets (PDF). Paths match the content files under
 * content/software/; src/content/software.test.ts checks that every one exists.
 */
import { writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import {
  industriesSvg,
  posterSvg,
  screenshotSvg,
  WEIGHTS,
  type IndustriesWords,
  type ScreenshotKind,
} from "./software/artwork";
import { factSheetPdf } from "./software/fact-sheet-pdf";
import { factSheets } from "./software/fact-sheets";
import { factSheetsFr } from "./software/fact-sheets.fr";
import { translatedPath, webp, writer } from "./lib";
import { InterOutliner } from "./support/outline-text";

type ProductArt = {
  slug: string;
  name: string;
  kind: ScreenshotKind;
  /** The poster's subject line; null for products without a video. */
  poster: string | null;
  /** The poster's subject in French, one entry a line (null without a video). */
  posterFr: readonly string[] | null;
};

const products: ProductArt[] = [
  {
    slug: "sage300",
    name: "Sage 300",
    kind: "ledger",
    poster: "From batch to statement",
    posterFr: ["Du lot à l’état", "financier"],
  },
  {
    slug: "sage100",
    name: "Sage 100",
    kind: "orders",
    poster: "One order, quote to cash",
    posterFr: ["Une commande, du", "devis à l’encaissement"],
  },
  {
    slug: "sage-intact",
    name: "Sage Intacct",
    kind: "cloud",
    poster: "A multi-entity close",
    posterFr: ["Une clôture multientité"],
  },
  {
    slug: "sage-crm",
    name: "Sage CRM",
    kind: "pipeline",
    poster: "First call to order",
    posterFr: ["Du premier appel", "à la commande"],
  },
  {
    slug: "sage-hrms-payroll",
    name: "Sage HRMS & Payroll",
    kind: "people",
    poster: null,
    posterFr: null,
  },
];

/** The words of the Sage 300 industries composition in French. */
const industriesWordsFr: IndustriesWords = {
  product: "SAGE 300",
  headline: ["Un grand livre,", "huit secteurs"],
};

/** The product's name as the French page gives it (content/fr/software/<slug>.yaml). */
function frenchName(slug: string): string {
  const data = parseYaml(readFileSync(`content/fr/software/${slug}.yaml`, "utf8")) as {
    name: string;
  };
  return data.name;
}

/**
 * The eight industries, read from the Sage 300 content (content/software/sage300.yaml,
 * or its French twin under content/fr/) so the artwork names the same ones.
 */
function sage300Industries(locale: "en" | "fr" = "en"): string[] {
  const file = `content/${locale === "fr" ? "fr/" : ""}software/sage300.yaml`;
  const data = parseYaml(readFileSync(file, "utf8")) as {
    sections: { type: string; items?: string[] }[];
  };
  const block = data.sections.find((s) => s.type === "industries");
  if (!block?.items) throw new Error(`${file} has no industries section`);
  return block.items;
}

/**
 * The pictures with words in them, in English and in French: the French picture sits
 * beside the English one with "-fr" before the extension, as the documents do
 * ("screenshot-1280.webp" -> "screenshot-1280-fr.webp"); content/fr names it. A
 * screenshot shows only the product's name, so it has a French picture only where
 * the French page names the product differently.
 */
export async function generate(outDir: string): Promise<string[]> {
  const { out, written } = writer(outDir);
  const ink = await InterOutliner.load(WEIGHTS);
  for (const [index, product] of products.entries()) {
    const shot = screenshotSvg(ink, product.kind, product.name, 300 + index);
    const nameFr = frenchName(product.slug);
    const shotFr =
      nameFr === product.name ? null : screenshotSvg(ink, product.kind, nameFr, 300 + index);
    for (const width of [640, 960, 1280]) {
      const rel = `software/${product.slug}/screenshot-${width}.webp`;
      await out(rel, (f) => webp(shot, width, f));
      if (shotFr) await out(translatedPath(rel, "fr"), (f) => webp(shotFr, width, f));
    }
    if (product.poster && product.posterFr) {
      const seed = 700 + index;
      const poster = posterSvg(ink, product.name, product.poster, product.kind, seed);
      const posterFr = posterSvg(ink, product.name, product.posterFr, product.kind, seed);
      for (const width of [640, 1280]) {
        const rel = `software/${product.slug}/video-poster-${width}.webp`;
        await out(rel, (f) => webp(poster, width, f));
        await out(translatedPath(rel, "fr"), (f) => webp(posterFr, width, f));
      }
    }
  }

  const english = sage300Industries();
  const french = sage300Industries("fr").map((name, i) => ({ name, icon: english[i]! }));
  const pictures = [
    { svg: industriesSvg(ink, english), name: (rel: string) => rel },
    {
      svg: industriesSvg(ink, french, industriesWordsFr),
      name: (rel: string) => translatedPath(rel, "fr"),
    },
  ];
  for (const { svg, name } of pictures) {
    for (const width of [800, 1600]) {
      await out(name(`software/sage300/industries-${width}.webp`), (f) => webp(svg, width, f));
    }
  }

  return [...written, ...(await documents(outDir))];
}

/**
 * The documents made from content: the products' fact-sheet PDFs, each in English and
 * in French (beside it, as NAME-fr.pdf).
 */
export async function documents(outDir: string): Promise<string[]> {
  const { out, written } = writer(outDir);
  for (const sheet of factSheets) {
    await out(sheet.path, async (f) => writeFile(f, await factSheetPdf(sheet)));
    await out(translatedPath(sheet.path, "fr"), async (f) =>
      writeFile(f, await factSheetPdf(factSheetsFr[sheet.path], "fr")),
    );
  }
  return written;
}

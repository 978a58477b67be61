/**
 * Placeholder media for the software pages (run: npm run media -- software):
 * product screenshots and video posters (SVG art rendered to WebP), the Sage 300
 * industries composition (SVG, plus WebP renditions for the zoomable preview) and
 * the capability fact sheets (PDF). Paths match the content files under
 * content/software/; src/content/software.test.ts checks that every one exists.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { industriesSvg, posterSvg, screenshotSvg, type ScreenshotKind } from "./software/artwork";
import { factSheetPdf } from "./software/fact-sheet-pdf";
import { factSheets } from "./software/fact-sheets";
import { factSheetsFr } from "./software/fact-sheets.fr";
import { translatedPath } from "./lib";

type ProductArt = {
  slug: string;
  name: string;
  kind: ScreenshotKind;
  /** The poster's subject line; null for products without a video. */
  poster: string | null;
};

const products: ProductArt[] = [
  { slug: "sage300", name: "Sage 300", kind: "ledger", poster: "From batch to statement" },
  { slug: "sage100", name: "Sage 100", kind: "orders", poster: "One order, quote to cash" },
  { slug: "sage-intact", name: "Sage Intacct", kind: "cloud", poster: "A multi-entity close" },
  { slug: "sage-crm", name: "Sage CRM", kind: "pipeline", poster: "First call to order" },
  { slug: "sage-hrms-payroll", name: "Sage HRMS & Payroll", kind: "people", poster: null },
];

async function webp(svg: string, width: number, file: string) {
  await sharp(Buffer.from(svg), { density: 144 })
    .resize({ width })
    .webp({ quality: 80, effort: 6 })
    .toFile(file);
}

/** The eight industries, read from the Sage 300 content so the artwork names the same ones. */
function sage300Industries(): string[] {
  const data = parseYaml(readFileSync("content/software/sage300.yaml", "utf8")) as {
    sections: { type: string; items?: string[] }[];
  };
  const block = data.sections.find((s) => s.type === "industries");
  if (!block?.items) throw new Error("content/software/sage300.yaml has no industries section");
  return block.items;
}

/**
 * A writer of files under outDir: each call makes the file's folder, writes it and
 * notes its path (relative to outDir) in `written`.
 */
function writer(outDir: string) {
  const written: string[] = [];
  const out = async (rel: string, write: (file: string) => Promise<void>) => {
    const file = path.join(outDir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await write(file);
    written.push(rel);
  };
  return { out, written };
}

export async function generate(outDir: string): Promise<string[]> {
  const { out, written } = writer(outDir);

  for (const [index, product] of products.entries()) {
    const shot = screenshotSvg(product.kind, product.name, 300 + index);
    for (const width of [640, 960, 1280]) {
      await out(`software/${product.slug}/screenshot-${width}.webp`, (f) => webp(shot, width, f));
    }
    if (product.poster) {
      const poster = posterSvg(product.name, product.poster, product.kind, 700 + index);
      for (const width of [640, 1280]) {
        await out(`software/${product.slug}/video-poster-${width}.webp`, (f) =>
          webp(poster, width, f),
        );
      }
    }
  }

  const industries = industriesSvg(sage300Industries());
  await out("software/sage300/industries.svg", (f) => writeFile(f, industries));
  for (const width of [800, 1600]) {
    await out(`software/sage300/industries-${width}.webp`, (f) => webp(industries, width, f));
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

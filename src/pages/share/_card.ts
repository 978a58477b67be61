/**
 * The share cards (og:image and twitter:image, src/lib/seo.ts), drawn at build time
 * and never committed: 1200x630 PNGs, navy with the ridge of the logo and a
 * brand-blue foot.
 *
 * - a page's card (./[card].png.ts): the logo as the header shows it, the page's
 *   section and its title, so a page shared on LinkedIn or in a chat says which
 *   page it is;
 * - the brand card of each language (../og-default.png.ts, ../og-default-fr.png.ts): a
 *   large mark, the company name and its tagline in that language (the footer's), for
 *   the home page and any page without a card of its own, so a French page shared
 *   on LinkedIn shows French words.
 *
 * astro-og-canvas lays out and draws the words with Skia (CanvasKit) in Inter.
 * CanvasKit reads neither SVG nor WOFF2, so Inter is cut to one static TrueType file
 * per weight by the font script's harfbuzz (scripts/lib/inter-subset.ts: the site's
 * own glyphs), and the fixed artwork (the logo, the ridge and the foot) is rasterised
 * once per build by sharp. Skia writes a full-colour PNG of up to 66 KB; sharp
 * re-encodes it with a 64-colour palette, about a third of that: networks fetch a
 * card on every share, and seo.spec.ts holds each under 60 KB.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { generateOpenGraphImage, type OGImageOptions } from "astro-og-canvas";
import sharp from "sharp";
import { navigation } from "~/content/navigation";
import { site } from "~/content/site";
import { languageTag, type Locale } from "~/i18n/locale";
import { cutInter } from "../../../scripts/lib/inter-subset";

/** What a page's card says: its section (as the breadcrumb names it) and its title. */
export type PageCard = { locale: Locale; section: string; title: string };

export const cardSize = { width: 1200, height: 630 } as const;

// The tokens of src/styles/app.css.
const colour = {
  navy900: "#0b1f3a",
  navy800: "#13305a",
  navy700: "#1c3f73",
  brand500: "#3b7bef",
  accent400: "#f5b638",
  white: "#ffffff",
} as const;

type RGB = [number, number, number];
const rgb = (hex: string): RGB => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as RGB;

/** The margin round the words and the logo. */
const PADDING = 80;
/** astro-og-canvas sets a paragraph one padding narrower than the space between the margins. */
const LINE_WIDTH = cardSize.width - 3 * PADDING;
/** The brand-blue foot, as on the site's footer. */
const FOOT = 12;

/** The header's mark (src/components/layout/logo.tsx), inverted for a dark ground. */
function markSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">
  <rect width="40" height="40" rx="9" fill="${colour.white}"/>
  <path d="M6 28 L15 16 L21 23 L26 17 L34 28" fill="none" stroke="${colour.navy900}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="29" cy="11" r="3" fill="${colour.accent400}"/>
</svg>`;
}

/**
 * The ridge across the lower right that echoes the mark, with the foot under it:
 * only that corner, as astro-og-canvas decodes the picture for every card (the whole
 * card's would cost Skia twice the time). The navy and the rest of the foot are
 * astro-og-canvas's own background and border.
 */
const ridge = { width: 560, height: 210 } as const;
function ridgeSvg(): string {
  const { width, height } = ridge;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="640 420 ${width} ${height}" width="${width}" height="${height}">
  <path d="M640 630 L860 420 L960 520 L1050 440 L1200 580 L1200 630 Z" fill="${colour.navy800}"/>
  <path d="M740 630 L900 490 L1000 570 L1090 500 L1200 590 L1200 630 Z" fill="${colour.navy700}" opacity="0.7"/>
  <rect x="640" y="${cardSize.height - FOOT}" width="${width}" height="${FOOT}" fill="${colour.brand500}"/>
</svg>`;
}

/**
 * Where the build keeps the card artwork and fonts, which astro-og-canvas reads as
 * files, and the cards it drew. Each is named by what it is made from, so the next
 * build (or another checkout building at the same time) finds the same file or
 * writes an identical one.
 */
const cacheDir = path.join(os.tmpdir(), "ridgeline-share-cards");

const hashOf = (data: string | Buffer) =>
  createHash("sha256").update(data).digest("hex").slice(0, 24);

/** Written aside and renamed into place: another build never reads half of it. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function assetFile(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(cacheDir, `${hashOf(bytes)}-${name}`);
  if (!existsSync(file)) await writeWhole(file, bytes);
  return file;
}

/** Inter's weights the cards use: SemiBold and Bold, as CanvasKit names them below. */
const weights = [600, 700] as const;

type Assets = {
  fonts: string[];
  ridge: string;
  logo: string;
  brandMark: string;
  /** The drawing code's versions, in a cached card's name: an upgrade draws every card anew. */
  versions: object;
};

function drawingVersions(): object {
  const entry = createRequire(import.meta.url).resolve("astro-og-canvas");
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return { astroOgCanvas: version, sharp: sharp.versions };
}

async function makeAssets(): Promise<Assets> {
  const fonts = await Promise.all(
    weights.map(async (weight) =>
      assetFile(`inter-${weight}.ttf`, await cutInter("truetype", weight)),
    ),
  );
  const bold = fonts[weights.indexOf(700)]!;

  // The logo as the header shows it: the mark and, beside it, the name in Inter Bold
  // (pango, given the same file; Skia sets the rest of the card's words).
  const markSize = 80;
  const name = await sharp({
    text: {
      text: `<span foreground="${colour.white}">${escapeMarkup(site.name)}</span>`,
      font: "Inter Bold 34",
      fontfile: bold,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const gap = 24;
  const logo = await sharp({
    create: {
      width: markSize + gap + name.info.width,
      height: markSize,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([
      { input: Buffer.from(markSvg(markSize)), left: 0, top: 0 },
      {
        input: name.data,
        left: markSize + gap,
        top: Math.round((markSize - name.info.height) / 2),
      },
    ])
    .png()
    .toBuffer();

  return {
    fonts,
    versions: drawingVersions(),
    logo: await assetFile("logo.png", logo),
    brandMark: await assetFile(
      "mark.png",
      await sharp(Buffer.from(markSvg(180)))
        .png()
        .toBuffer(),
    ),
    ridge: await assetFile("ridge.png", await sharp(Buffer.from(ridgeSvg())).png().toBuffer()),
  };
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

let assets: Promise<Assets> | undefined;
/** Made once per build, on the first card drawn. */
const cardAssets = () => (assets ??= makeAssets());

/**
 * The title's size: 72 px while it should fit two lines, else 60 px for three, else
 * 50 px for four (a press release's headline). Skia wraps the words; this only
 * chooses the size, from Inter Bold's widest average advance over our titles (about
 * 0.55 em a character, spaces included) with room for a line's ragged end. A guess
 * one line short still clears the foot (_card.test.ts draws every card).
 */
export function titleSize(title: string): number {
  for (const [size, lines] of [
    [72, 2],
    [60, 3],
    [50, 4],
  ] as const) {
    if (title.length * 0.55 * size <= lines * LINE_WIDTH * 0.85) return size;
  }
  throw new Error(`"${title}" needs more than four lines on a share card: shorten the title`);
}

/** The quickest quantiser and zlib's default level: 1-2 KB more a card than their slowest, for half the time. */
const palettePng = { palette: true, colours: 64, effort: 1, compressionLevel: 6 } as const;

/**
 * astro-og-canvas's card, re-encoded as a palette PNG (the file comment says why).
 * A card takes about 0.15 s of CPU, so one drawn before, from the same words, fonts
 * and artwork (their files are named by their content), is taken from the cache.
 */
async function draw(
  options: Omit<OGImageOptions, "fonts" | "bgImage" | "border" | "cacheDir">,
): Promise<Buffer> {
  const { fonts, ridge, versions } = await cardAssets();
  const card: OGImageOptions = {
    bgGradient: [rgb(colour.navy900)],
    border: { color: rgb(colour.brand500), width: FOOT, side: "block-end" },
    bgImage: { path: ridge, position: "end" },
    padding: PADDING,
    fonts,
    cacheDir: false,
    ...options,
  };
  const cached = path.join(
    cacheDir,
    "cards",
    `${hashOf(JSON.stringify([card, palettePng, versions]))}.png`,
  );
  if (existsSync(cached)) return readFile(cached);
  const drawn = await generateOpenGraphImage(card);
  // Typed as any Response body; it is the PNG's bytes (a Buffer).
  if (!Buffer.isBuffer(drawn)) throw new Error("astro-og-canvas drew no PNG");
  const png = await sharp(drawn).png(palettePng).toBuffer();
  await writeWhole(cached, png);
  return png;
}

const inter = ["Inter"];

/** A page's card: the logo at the top; the section, then the title, towards the foot. */
export async function pageCardPng({ locale, section, title }: PageCard): Promise<Buffer> {
  const { logo } = await cardAssets();
  return draw({
    // astro-og-canvas's "title" comes first, in its own style: here the section.
    title: section.toLocaleUpperCase(languageTag[locale]),
    description: title,
    logo: { path: logo },
    font: {
      title: { families: inter, weight: "SemiBold", size: 26, color: rgb(colour.accent400) },
      description: {
        families: inter,
        weight: "Bold",
        size: titleSize(title),
        lineHeight: 1.15,
        color: rgb(colour.white),
      },
    },
  });
}

/** The brand card of a language: a large mark, the company name and its tagline. */
export async function brandCardPng(locale: Locale): Promise<Buffer> {
  const { brandMark } = await cardAssets();
  return draw({
    title: site.name,
    description: navigation[locale].footer.tagline,
    logo: { path: brandMark },
    font: {
      title: { families: inter, weight: "Bold", size: 68, color: rgb(colour.white) },
      description: { families: inter, weight: "SemiBold", size: 30, color: rgb(colour.accent400) },
    },
  });
}

/** A card as the build writes it. */
export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}

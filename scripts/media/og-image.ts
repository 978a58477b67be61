/**
 * The share images (og:image and twitter:image, see src/lib/seo.ts), 1200x630 PNGs:
 *
 * - the brand card, `public/og-default.png`: the ridge-line mark of
 *   src/components/layout/logo.tsx, the company name and tagline; the home page's
 *   image and any page's without a card of its own;
 * - a card per indexable page but the home page, `public/share/<page>.png`
 *   (shareImagePath in src/lib/route-table.ts): the logo, the page's section and its
 *   title, so a page shared on LinkedIn or in a chat says which page it is.
 *
 * Text is drawn as Inter outlines (support/outline-text.ts), so the cards are in the
 * brand's face whatever fonts the machine that makes them has. They are not media
 * (MEDIA_BASE_URL may point elsewhere) but files of the site itself, written to
 * public/. Each is kept under 60 KB: social networks fetch it on every share. A
 * page's title changed in the route table needs `npm run media -- og-image`;
 * og-image.test.ts fails until the committed cards match.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { site } from "../../content/site";
import { loadPressReleases } from "../../src/content/press-releases.server";
import { locales } from "../../src/i18n/locale";
import { dictionaries } from "../../src/i18n/messages";
import {
  defaultShareImage,
  localizedPages,
  pressReleasePath,
  sectionNames,
  shareImagePath,
} from "../../src/lib/route-table";
import { wrapToWidth } from "./lib";
import { InterOutliner } from "./support/outline-text";

export const ogImage = { file: defaultShareImage.slice(1), width: 1200, height: 630 } as const;

// The tokens of src/styles/app.css, written out because this file lives outside the app.
const c = {
  navy950: "#071427",
  navy900: "#0b1f3a",
  navy800: "#13305a",
  navy700: "#1c3f73",
  navy100: "#dfe7f3",
  brand500: "#3b7bef",
  accent400: "#f5b638",
  white: "#ffffff",
} as const;

/** Every weight the cards' text uses. */
const WEIGHTS = [400, 600, 700];

/** Left and right margin, and so the widest a line of text may be. */
const MARGIN = 96;
const TEXT_WIDTH = ogImage.width - 2 * MARGIN;

/** The mark of the header's logo (a 40-unit tile) at `size` pixels. */
function mark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">
    <rect width="40" height="40" rx="9" fill="${c.white}"/>
    <path d="M6 28 L15 16 L21 23 L26 17 L34 28" fill="none" stroke="${c.navy900}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="29" cy="11" r="3" fill="${c.accent400}"/>
  </g>`;
}

/** Navy, a faint ridge across the lower right that echoes the mark, a brand-blue foot. */
function card(body: string): string {
  const { width, height } = ogImage;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${c.navy900}"/>
  <path d="M640 630 L860 420 L960 520 L1050 440 L1200 580 L1200 630 Z" fill="${c.navy800}"/>
  <path d="M740 630 L900 490 L1000 570 L1090 500 L1200 590 L1200 630 Z" fill="${c.navy700}" opacity="0.7"/>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${c.brand500}"/>
  ${body}
</svg>
`;
}

/** The brand card: a large mark, the company name, the tagline and the web address. */
export function defaultCardSvg(ink: InterOutliner): string {
  const tagline = wrapToWidth(site.tagline, 720, (line) =>
    ink.width({ content: line, size: 38, weight: 400 }),
  );
  return card(
    [
      mark(MARGIN, 96, 180),
      ink.path({
        x: MARGIN,
        y: 350,
        size: 68,
        weight: 700,
        fill: c.white,
        content: site.name,
        maxWidth: TEXT_WIDTH,
      }),
      ...tagline.map((line, i) =>
        ink.path({
          x: MARGIN,
          y: 418 + i * 50,
          size: 38,
          weight: 400,
          fill: c.navy100,
          content: line,
        }),
      ),
      ink.path({
        x: MARGIN,
        y: 560,
        size: 26,
        weight: 600,
        letterSpacing: 3,
        fill: c.accent400,
        content: new URL(site.url).hostname.toUpperCase(),
      }),
    ].join("\n  "),
  );
}

/** What a page's card says: its section (as the breadcrumb names it) and its title. */
export type PageCard = { file: string; section: string; title: string };

export function pageCards(): PageCard[] {
  const tablePages = localizedPages.flatMap((page) => {
    const file = shareImagePath(page.path);
    if (file === defaultShareImage) return [];
    const section = sectionNames[page.locale][`/${page.canonical.split("/")[1]}`];
    if (!section) throw new Error(`No section name for ${page.path}: add it to sectionNames`);
    return [{ file: file.slice(1), section, title: page.title }];
  });
  // Each press release's page, in each language, titled by its headline.
  const releases = locales.flatMap((locale) =>
    loadPressReleases(locale).map((release) => ({
      file: shareImagePath(pressReleasePath(release.slug, locale)).slice(1),
      section: dictionaries[locale].press.eyebrow,
      title: release.heading,
    })),
  );
  return [...tablePages, ...releases];
}

/**
 * The title's lines: two lines of 72 px, else three of 60 px, else four of 50 px (a
 * press release's headline, up to 110 characters). Longer fails here rather than
 * run off the card.
 */
export function titleLines(ink: InterOutliner, title: string) {
  for (const [size, lineHeight, most] of [
    [72, 86, 2],
    [60, 72, 3],
    [50, 60, 4],
  ] as const) {
    const lines = wrapToWidth(title, TEXT_WIDTH, (line) =>
      ink.width({ content: line, size, weight: 700 }),
    );
    if (lines.length <= most) return { size, lineHeight, lines };
  }
  throw new Error(`"${title}" needs more than four lines on a share card: shorten the title`);
}

/**
 * A page's card: the logo as the header shows it at the top; the section and the
 * title at the foot, the title's last line always on the same baseline.
 */
export function pageCardSvg(ink: InterOutliner, { section, title }: PageCard): string {
  const { size, lineHeight, lines } = titleLines(ink, title);
  const lastBaseline = 500;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  return card(
    [
      mark(MARGIN, 80, 80),
      ink.path({ x: 200, y: 132, size: 34, weight: 700, fill: c.white, content: site.name }),
      ink.path({
        x: MARGIN,
        y: firstBaseline - (size + 18),
        size: 26,
        weight: 600,
        letterSpacing: 3,
        fill: c.accent400,
        content: section.toUpperCase(),
      }),
      ...lines.map((line, i) =>
        ink.path({
          x: MARGIN,
          y: firstBaseline + i * lineHeight,
          size,
          weight: 700,
          fill: c.white,
          content: line,
        }),
      ),
    ].join("\n  "),
  );
}

/** A card as the PNG that is committed: a 64-colour palette keeps it small. */
export function cardPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** Every card as [file under public/, SVG]. */
export async function cards(): Promise<[string, string][]> {
  const ink = await InterOutliner.load(WEIGHTS);
  return [
    [ogImage.file, defaultCardSvg(ink)],
    ...pageCards().map((page): [string, string] => [page.file, pageCardSvg(ink, page)]),
  ];
}

export async function generate(outDir: string): Promise<string[]> {
  const publicDir = path.dirname(outDir);
  const written: string[] = [];
  for (const [name, svg] of await cards()) {
    const file = path.join(publicDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await cardPng(svg));
    written.push(file);
  }
  return written;
}

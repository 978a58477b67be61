/**
 * The default share image (og:image and twitter:image of every page, see
 * app/lib/seo.ts): 1200x630, navy, the ridge-line mark of
 * app/components/layout/logo.tsx, the company name and tagline. It is not media
 * (MEDIA_BASE_URL may point elsewhere) but a file of the site itself, so it is
 * written to public/ next to the media folder. Kept under 60 KB: social
 * networks fetch it on every share.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { site } from "../../content/site";

export const ogImage = { file: "og-default.png", width: 1200, height: 630 } as const;

// The tokens of app/styles/app.css, written out because this file lives outside the app.
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

// Inter is not a system font here; Arial resolves to a metric-compatible face.
const font = `font-family="Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"`;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Splits the tagline into lines of at most `max` characters, on word boundaries. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function ogSvg(): string {
  const { width, height } = ogImage;
  const tagline = wrap(site.tagline, 44)
    .map(
      (line, i) =>
        `<text x="96" y="${418 + i * 50}" ${font} font-size="38" fill="${c.navy100}">${escapeXml(line)}</text>`,
    )
    .join("");
  // The mark at 4.5x the header's 40px box: a rounded tile, the ridge, the sun.
  const mark = `<g transform="translate(96 96) scale(4.5)">
    <rect width="40" height="40" rx="9" fill="${c.white}"/>
    <path d="M6 28 L15 16 L21 23 L26 17 L34 28" fill="none" stroke="${c.navy900}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="29" cy="11" r="3" fill="${c.accent400}"/>
  </g>`;
  // A faint ridge line across the lower right echoes the mark at full width.
  const ridge = `<path d="M640 630 L860 420 L960 520 L1050 440 L1200 580 L1200 630 Z" fill="${c.navy800}"/>
    <path d="M740 630 L900 490 L1000 570 L1090 500 L1200 590 L1200 630 Z" fill="${c.navy700}" opacity="0.7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${c.navy900}"/>
  ${ridge}
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${c.brand500}"/>
  ${mark}
  <text x="96" y="350" ${font} font-size="68" font-weight="700" fill="${c.white}">${escapeXml(site.name)}</text>
  ${tagline}
  <text x="96" y="560" ${font} font-size="26" font-weight="600" letter-spacing="3" fill="${c.accent400}">${escapeXml(new URL(site.url).hostname.toUpperCase())}</text>
</svg>
`;
}

export async function generate(outDir: string): Promise<string[]> {
  const file = path.join(path.dirname(outDir), ogImage.file);
  const png = await sharp(Buffer.from(ogSvg()))
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toBuffer();
  writeFileSync(file, png);
  return [file];
}

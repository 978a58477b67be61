/**
 * Home page artwork: the 1920x1080 hero, an abstract composition of ridge lines,
 * a ledger grid and dashboard cards, rendered to AVIF and WebP at the widths the
 * page's srcset names (src/content/schemas/home.ts heroWidths).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { heroImage } from "../../src/lib/hero-image";
import { renditionPath } from "../../src/lib/responsive-image";

const W = 1920;
const H = 1080;

function heroSvg(): string {
  const gridLines: string[] = [];
  for (let x = 0; x <= W; x += 80) gridLines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${H}" />`);
  for (let y = 0; y <= H; y += 80) gridLines.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" />`);
  const ridge = (offset: number, amp: number) => {
    const pts: string[] = [];
    for (let x = 0; x <= W; x += 60) {
      const y = offset + Math.sin(x / 210) * amp + Math.sin(x / 97 + offset) * amp * 0.35;
      pts.push(`${x},${y.toFixed(1)}`);
    }
    return pts.join(" ");
  };
  const bars = [120, 180, 150, 230, 200, 260, 310]
    .map(
      (h, i) =>
        `<rect x="${1290 + i * 52}" y="${640 - h}" width="32" height="${h}" rx="6" fill="#3b7bef" opacity="${0.55 + i * 0.06}" />`,
    )
    .join("");
  const rows = Array.from({ length: 6 }, (_, i) => {
    const y = 770 + i * 34;
    return `<rect x="1270" y="${y}" width="${200 + ((i * 73) % 140)}" height="12" rx="6" fill="#dfe7f3" opacity="0.35" /><rect x="1560" y="${y}" width="90" height="12" rx="6" fill="#f5b638" opacity="${i === 2 ? 0.9 : 0.25}" />`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#071427" />
      <stop offset="0.55" stop-color="#0b1f3a" />
      <stop offset="1" stop-color="#13305a" />
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.35" r="0.55">
      <stop offset="0" stop-color="#3b7bef" stop-opacity="0.45" />
      <stop offset="1" stop-color="#3b7bef" stop-opacity="0" />
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)" />
  <rect width="${W}" height="${H}" fill="url(#glow)" />
  <g stroke="#dfe7f3" stroke-opacity="0.06" stroke-width="1">${gridLines.join("")}</g>
  <polyline points="${ridge(820, 60)}" fill="none" stroke="#3b7bef" stroke-opacity="0.5" stroke-width="3" />
  <polyline points="${ridge(880, 48)}" fill="none" stroke="#dfe7f3" stroke-opacity="0.18" stroke-width="2" />
  <polyline points="${ridge(950, 36)}" fill="none" stroke="#f5b638" stroke-opacity="0.4" stroke-width="2" />
  <g transform="translate(0 -20)">
    <rect x="1230" y="250" width="520" height="440" rx="22" fill="#13305a" stroke="#3b7bef" stroke-opacity="0.45" />
    <rect x="1262" y="282" width="180" height="16" rx="8" fill="#dfe7f3" opacity="0.6" />
    <rect x="1262" y="312" width="120" height="12" rx="6" fill="#dfe7f3" opacity="0.3" />
    ${bars}
    <rect x="1230" y="730" width="520" height="250" rx="22" fill="#0b1f3a" stroke="#dfe7f3" stroke-opacity="0.15" />
    ${rows}
    <circle cx="1748" cy="252" r="70" fill="none" stroke="#f5b638" stroke-width="14" stroke-dasharray="300 140" opacity="0.85" />
    <circle cx="1748" cy="252" r="40" fill="#13305a" />
  </g>
</svg>`;
}

export async function generate(outDir: string): Promise<string[]> {
  const dir = path.join(outDir, path.dirname(heroImage.path));
  mkdirSync(dir, { recursive: true });
  const svg = Buffer.from(heroSvg());
  const written: string[] = [];
  for (const width of heroImage.widths) {
    const file = (format: "avif" | "webp") =>
      path.join(outDir, renditionPath(heroImage.path, width, format));
    const resized = sharp(svg).resize(width);
    await resized.clone().avif({ quality: 50, effort: 6 }).toFile(file("avif"));
    await resized.clone().webp({ quality: 72 }).toFile(file("webp"));
    written.push(file("avif"), file("webp"));
  }
  return written;
}

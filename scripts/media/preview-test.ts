/**
 * Fixtures for the image preview's end-to-end test (npm run media -- preview):
 * three 1200x800 WebP screens plus 600px renditions, drawn from on-brand SVG.
 * Each is deliberately lopsided (a title in one corner, a sidebar on one side)
 * so that a turn or a flip is plain to see in a screenshot.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// The design tokens (app/styles/app.css), written out: a raster cannot read CSS.
const c = {
  navy950: "#071427",
  navy900: "#0b1f3a",
  navy700: "#1c3f73",
  brand100: "#dbe7fe",
  brand500: "#3b7bef",
  brand600: "#1d5fd1",
  accent400: "#f5b638",
  line: "#e2e8f0",
  surface: "#f5f7fb",
  white: "#ffffff",
  muted: "#4a5568",
};

type Sample = { name: string; title: string; body: (x: number, y: number) => string };

const rows = (x: number, y: number, count: number, width: number) =>
  Array.from({ length: count }, (_, i) => {
    const top = y + i * 44;
    const amount = Math.round(width * (0.15 + ((i * 37) % 15) / 100));
    const label = Math.round(width * (0.3 + ((i * 53) % 20) / 100));
    return `<rect x="${x}" y="${top}" width="${width}" height="32" rx="6" fill="${i % 2 ? c.white : c.surface}"/>
<rect x="${x + 16}" y="${top + 11}" width="${label}" height="10" rx="5" fill="${c.muted}" opacity="0.55"/>
<rect x="${x + width - amount - 16}" y="${top + 11}" width="${amount}" height="10" rx="5" fill="${c.navy700}"/>`;
  }).join("");

const samples: Sample[] = [
  {
    name: "sample-1",
    title: "Ledger overview",
    body: (x, y) => {
      const bars = [200, 290, 240, 350, 310, 390, 330]
        .map(
          (h, i) =>
            `<rect x="${x + 40 + i * 70}" y="${y + 440 - h}" width="40" height="${h}" rx="6" fill="${i === 5 ? c.accent400 : c.brand500}"/>`,
        )
        .join("");
      return `<rect x="${x}" y="${y}" width="540" height="480" rx="16" fill="${c.white}" stroke="${c.line}" stroke-width="2"/>${bars}
<rect x="${x + 570}" y="${y}" width="300" height="480" rx="16" fill="${c.white}" stroke="${c.line}" stroke-width="2"/>${rows(x + 586, y + 20, 10, 268)}`;
    },
  },
  {
    name: "sample-2",
    title: "Cash flow trend",
    body: (x, y) => {
      const points = [400, 350, 365, 300, 310, 250, 262, 200, 180, 150]
        .map((py, i) => `${x + 30 + i * 90},${y + py}`)
        .join(" ");
      const tiles = [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${x + i * 295}" y="${y}" width="275" height="110" rx="16" fill="${i === 0 ? c.navy900 : c.white}" stroke="${c.line}" stroke-width="2"/>
<rect x="${x + i * 295 + 24}" y="${y + 28}" width="110" height="12" rx="6" fill="${i === 0 ? c.brand100 : c.muted}" opacity="0.7"/>
<rect x="${x + i * 295 + 24}" y="${y + 58}" width="${150 - i * 30}" height="28" rx="8" fill="${i === 0 ? c.accent400 : c.brand600}"/>`,
        )
        .join("");
      return `${tiles}<rect x="${x}" y="${y + 130}" width="870" height="350" rx="16" fill="${c.white}" stroke="${c.line}" stroke-width="2"/>
<polyline transform="translate(0 40)" points="${points}" fill="none" stroke="${c.brand600}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="${x + 840}" cy="${y + 190}" r="14" fill="${c.accent400}"/>`;
    },
  },
  {
    name: "sample-3",
    title: "Inventory by warehouse",
    body: (x, y) => {
      const arcs = [
        [0, 0.42, c.brand600],
        [0.42, 0.7, c.brand500],
        [0.7, 0.88, c.accent400],
        [0.88, 1, c.navy700],
      ] as const;
      const cx = x + 190;
      const cy = y + 240;
      const r = 140;
      const donut = arcs
        .map(([from, to, colour]) => {
          const a0 = from * 2 * Math.PI - Math.PI / 2;
          const a1 = to * 2 * Math.PI - Math.PI / 2;
          const large = to - from > 0.5 ? 1 : 0;
          const p = (a: number) =>
            `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
          return `<path d="M${p(a0)} A${r} ${r} 0 ${large} 1 ${p(a1)}" fill="none" stroke="${colour}" stroke-width="56"/>`;
        })
        .join("");
      return `<rect x="${x}" y="${y}" width="380" height="480" rx="16" fill="${c.white}" stroke="${c.line}" stroke-width="2"/>${donut}
<rect x="${x + 410}" y="${y}" width="460" height="480" rx="16" fill="${c.white}" stroke="${c.line}" stroke-width="2"/>${rows(x + 426, y + 20, 10, 428)}`;
    },
  },
];

function sampleSvg(sample: Sample, number: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="${c.surface}"/>
<rect width="220" height="800" fill="${c.navy950}"/>
<rect x="32" y="40" width="120" height="20" rx="10" fill="${c.brand500}"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="32" y="${120 + i * 56}" width="${150 - i * 14}" height="14" rx="7" fill="${c.white}" opacity="${i === number - 1 ? 0.95 : 0.35}"/>`).join("")}
<text x="260" y="104" font-family="Inter, DejaVu Sans, Liberation Sans, sans-serif" font-size="52" font-weight="700" fill="${c.navy900}">${number}. ${sample.title}</text>
<rect x="260" y="132" width="260" height="12" rx="6" fill="${c.brand500}"/>
${sample.body(280, 200)}
<path d="M1130 730 l40 0 l0 -40" fill="none" stroke="${c.accent400}" stroke-width="10" stroke-linecap="round"/>
</svg>`;
}

export async function generate(outDir: string): Promise<string[]> {
  const dir = path.join(outDir, "preview");
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [i, sample] of samples.entries()) {
    const svg = Buffer.from(sampleSvg(sample, i + 1));
    for (const [suffix, width] of [
      ["", 1200],
      ["-600", 600],
    ] as const) {
      const rel = `preview/${sample.name}${suffix}.webp`;
      await sharp(svg)
        .resize({ width })
        .webp({ quality: 78, effort: 6 })
        .toFile(path.join(outDir, rel));
      written.push(rel);
    }
  }
  return written;
}

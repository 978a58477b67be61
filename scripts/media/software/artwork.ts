import type { InterOutliner } from "../support/outline-text";

/**
 * On-brand SVG artwork for the software pages: abstract product "screenshots"
 * (layered cards suggesting dashboards and ledgers), video posters and the
 * Sage 300 industries composition. No vendor logos, no stock imagery.
 *
 * Their words are drawn as Inter outlines (support/outline-text.ts), not as <text>:
 * librsvg would set <text> in whatever font the machine that makes the pictures
 * has (DejaVu or Liberation Sans, not the site's Inter).
 */

export const palette = {
  navy950: "#071427",
  navy900: "#0b1f3a",
  navy800: "#13305a",
  navy700: "#1c3f73",
  navy100: "#dfe7f3",
  brand50: "#eef4ff",
  brand100: "#dbe7fe",
  brand200: "#bcd2fc",
  brand500: "#3b7bef",
  brand600: "#1d5fd1",
  brand700: "#174ea9",
  accent300: "#fcd34d",
  accent400: "#f5b638",
  ink: "#1a2433",
  muted: "#4a5568",
  line: "#e2e8f0",
  surface: "#f5f7fb",
  white: "#ffffff",
} as const;

/** Every weight the artwork's words use (InterOutliner.load). */
export const WEIGHTS = [600, 650, 700];

/** A small deterministic generator, so regenerated art is byte-for-byte stable. */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * One line of words in Inter, its baseline at `y`, anchored at `x` as SVG's
 * text-anchor would; `maxWidth` sets a longer line smaller, so that it fits.
 */
export function text(
  ink: InterOutliner,
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  weight = 600,
  anchor: "start" | "middle" | "end" = "start",
  maxWidth?: number,
) {
  return ink.path({ x, y, size, fill, content, weight, anchor, maxWidth });
}

export function card(x: number, y: number, w: number, h: number, fill: string = palette.white) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="${palette.line}" stroke-width="2"/>`;
}

/** Skeleton text: rounded bars standing in for labels and figures. */
export function bar(x: number, y: number, w: number, fill: string = palette.line, h = 12) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
}

export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  fill: string,
) {
  const gap = 10;
  const bw = (w - gap * (values.length - 1)) / values.length;
  return values
    .map((v, i) => {
      const bh = Math.round(v * h);
      return `<rect x="${(x + i * (bw + gap)).toFixed(1)}" y="${y + h - bh}" width="${bw.toFixed(1)}" height="${bh}" rx="5" fill="${i === values.length - 1 ? palette.accent400 : fill}"/>`;
    })
    .join("");
}

export function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  stroke: string,
) {
  const step = w / (values.length - 1);
  const points = values.map((v, i) => `${(x + i * step).toFixed(1)},${(y + h - v * h).toFixed(1)}`);
  const area = `M${x},${y + h} L${points.join(" L")} L${x + w},${y + h} Z`;
  return `<path d="${area}" fill="${stroke}" fill-opacity="0.12"/><polyline points="${points.join(" ")}" fill="none" stroke="${stroke}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
}

function table(x: number, y: number, w: number, rows: number, rand: () => number) {
  let out =
    bar(x, y, w * 0.3, palette.navy100, 14) + bar(x + w * 0.62, y, w * 0.16, palette.navy100, 14);
  for (let r = 0; r < rows; r++) {
    const ry = y + 40 + r * 44;
    out += `<line x1="${x}" y1="${ry - 16}" x2="${x + w}" y2="${ry - 16}" stroke="${palette.line}" stroke-width="2"/>`;
    out += bar(x, ry, w * (0.25 + rand() * 0.25));
    out += bar(
      x + w * 0.62,
      ry,
      w * (0.1 + rand() * 0.12),
      r % 3 === 1 ? palette.brand200 : palette.line,
    );
    out += bar(x + w * 0.86, ry, w * 0.14, palette.brand100);
  }
  return out;
}

export type ScreenshotKind = "ledger" | "orders" | "cloud" | "pipeline" | "people";

/**
 * An abstract application window, 1280x960: title bar, navigation rail, KPI
 * tiles and two panels whose content depends on the kind of product.
 */
export function screenshotSvg(
  ink: InterOutliner,
  kind: ScreenshotKind,
  product: string,
  seed: number,
): string {
  const rand = seeded(seed);
  const W = 1280;
  const H = 960;
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="${palette.surface}"/>`);
  // Window chrome and navigation rail.
  parts.push(`<rect width="${W}" height="72" fill="${palette.navy900}"/>`);
  parts.push(`<circle cx="40" cy="36" r="12" fill="${palette.accent400}"/>`);
  parts.push(text(ink, 66, 46, 26, palette.white, product));
  parts.push(bar(W - 300, 30, 200, palette.navy700, 14));
  parts.push(`<circle cx="${W - 50}" cy="36" r="18" fill="${palette.brand500}"/>`);
  parts.push(
    `<rect y="72" width="200" height="${H - 72}" fill="${palette.white}" stroke="${palette.line}" stroke-width="2"/>`,
  );
  for (let i = 0; i < 8; i++) {
    const y = 116 + i * 56;
    if (i === 1)
      parts.push(
        `<rect x="16" y="${y - 20}" width="168" height="44" rx="10" fill="${palette.brand50}"/>`,
      );
    parts.push(
      `<rect x="32" y="${y - 8}" width="18" height="18" rx="5" fill="${i === 1 ? palette.brand600 : palette.navy100}"/>`,
    );
    parts.push(bar(62, y - 5, 70 + rand() * 50, i === 1 ? palette.brand200 : palette.line));
  }
  // KPI tiles.
  const tileColors = [palette.brand600, palette.navy700, palette.accent400, palette.brand500];
  for (let i = 0; i < 4; i++) {
    const x = 232 + i * 260;
    parts.push(card(x, 104, 236, 132));
    parts.push(bar(x + 24, 132, 90, palette.line));
    parts.push(bar(x + 24, 166, 120 + rand() * 60, tileColors[i], 26));
    parts.push(
      lineChart(
        x + 24,
        204,
        188,
        18,
        [0.3, 0.5, 0.4, 0.7, 0.6, 0.9].map((v) => v * (0.7 + rand() * 0.3)),
        tileColors[i]!,
      ),
    );
  }
  const left = { x: 232, y: 268, w: 620, h: 660 };
  const right = { x: 876, y: 268, w: 376, h: 660 };
  parts.push(card(left.x, left.y, left.w, left.h));
  parts.push(card(right.x, right.y, right.w, right.h));
  parts.push(bar(left.x + 28, left.y + 30, 180, palette.navy100, 16));
  parts.push(bar(right.x + 28, right.y + 30, 140, palette.navy100, 16));

  const values = Array.from({ length: 9 }, (_, i) => 0.35 + 0.5 * (i / 8) * (0.6 + rand() * 0.4));
  switch (kind) {
    case "ledger":
      parts.push(table(left.x + 28, left.y + 90, left.w - 56, 12, rand));
      parts.push(
        barChart(
          right.x + 28,
          right.y + 90,
          right.w - 56,
          220,
          values.slice(0, 6),
          palette.brand500,
        ),
      );
      for (let i = 0; i < 3; i++) {
        const y = right.y + 360 + i * 90;
        parts.push(
          `<rect x="${right.x + 28}" y="${y}" width="${right.w - 56}" height="70" rx="10" fill="${palette.surface}"/>`,
        );
        parts.push(bar(right.x + 48, y + 20, 110, palette.navy100));
        parts.push(bar(right.x + 48, y + 42, 160 + rand() * 60, palette.brand200));
      }
      break;
    case "orders":
      parts.push(table(left.x + 28, left.y + 90, left.w - 56, 12, rand));
      for (let i = 0; i < 4; i++) {
        const y = right.y + 100 + i * 60;
        parts.push(bar(right.x + 28, y, 90, palette.line));
        parts.push(
          `<rect x="${right.x + 140}" y="${y - 4}" width="${right.w - 168}" height="20" rx="10" fill="${palette.surface}"/>`,
        );
        parts.push(
          `<rect x="${right.x + 140}" y="${y - 4}" width="${((right.w - 168) * (0.35 + rand() * 0.6)).toFixed(0)}" height="20" rx="10" fill="${i === 2 ? palette.accent400 : palette.brand500}"/>`,
        );
      }
      parts.push(
        lineChart(right.x + 28, right.y + 400, right.w - 56, 200, values, palette.brand600),
      );
      break;
    case "cloud":
      parts.push(lineChart(left.x + 28, left.y + 100, left.w - 56, 240, values, palette.brand600));
      parts.push(
        lineChart(
          left.x + 28,
          left.y + 100,
          left.w - 56,
          240,
          values.map((v) => v * 0.6),
          palette.accent400,
        ),
      );
      parts.push(table(left.x + 28, left.y + 400, left.w - 56, 5, rand));
      for (let i = 0; i < 3; i++) {
        const cy = right.y + 200;
        const r = 120 - i * 34;
        const share = 0.45 + rand() * 0.4;
        const c = 2 * Math.PI * r;
        parts.push(
          `<circle cx="${right.x + right.w / 2}" cy="${cy}" r="${r}" fill="none" stroke="${palette.line}" stroke-width="22"/>`,
        );
        parts.push(
          `<circle cx="${right.x + right.w / 2}" cy="${cy}" r="${r}" fill="none" stroke="${[palette.brand600, palette.accent400, palette.navy700][i]}" stroke-width="22" stroke-dasharray="${(c * share).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 ${right.x + right.w / 2} ${cy})" stroke-linecap="round"/>`,
        );
      }
      parts.push(table(right.x + 28, right.y + 400, right.w - 56, 5, rand));
      break;
    case "pipeline": {
      const cols = 4;
      const cw = (left.w - 56 - 3 * 14) / cols;
      for (let c = 0; c < cols; c++) {
        const x = left.x + 28 + c * (cw + 14);
        parts.push(bar(x, left.y + 90, cw * 0.6, palette.navy100, 14));
        const cards = 5 - c;
        for (let k = 0; k < cards; k++) {
          const y = left.y + 124 + k * 96;
          parts.push(
            `<rect x="${x}" y="${y}" width="${cw}" height="82" rx="10" fill="${palette.surface}" stroke="${palette.line}" stroke-width="2"/>`,
          );
          parts.push(
            `<rect x="${x}" y="${y}" width="6" height="82" rx="3" fill="${c === 3 ? palette.accent400 : palette.brand500}"/>`,
          );
          parts.push(bar(x + 18, y + 20, cw * 0.6, palette.navy100));
          parts.push(bar(x + 18, y + 48, cw * (0.3 + rand() * 0.3), palette.brand200));
        }
      }
      parts.push(
        `<circle cx="${right.x + 80}" cy="${right.y + 130}" r="44" fill="${palette.brand100}"/>`,
      );
      parts.push(bar(right.x + 144, right.y + 110, 150, palette.navy100, 16));
      parts.push(bar(right.x + 144, right.y + 140, 110, palette.line));
      parts.push(table(right.x + 28, right.y + 220, right.w - 56, 9, rand));
      break;
    }
    case "people":
      for (let r = 0; r < 9; r++) {
        const y = left.y + 110 + r * 60;
        parts.push(
          `<circle cx="${left.x + 52}" cy="${y}" r="20" fill="${[palette.brand100, palette.navy100, palette.brand200][r % 3]}"/>`,
        );
        parts.push(bar(left.x + 88, y - 14, 140 + rand() * 80, palette.navy100));
        parts.push(bar(left.x + 88, y + 6, 90 + rand() * 60, palette.line));
        parts.push(
          bar(
            left.x + left.w - 160,
            y - 6,
            100,
            r % 4 === 0 ? palette.accent300 : palette.brand100,
          ),
        );
      }
      parts.push(
        barChart(
          right.x + 28,
          right.y + 90,
          right.w - 56,
          220,
          values.slice(0, 7),
          palette.navy700,
        ),
      );
      parts.push(
        `<rect x="${right.x + 28}" y="${right.y + 360}" width="${right.w - 56}" height="260" rx="12" fill="${palette.navy900}"/>`,
      );
      parts.push(bar(right.x + 52, right.y + 392, 120, palette.navy700, 14));
      parts.push(bar(right.x + 52, right.y + 430, 200, palette.accent400, 30));
      for (let i = 0; i < 3; i++)
        parts.push(bar(right.x + 52, right.y + 500 + i * 34, 220 - i * 40, palette.navy700));
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/**
 * A video poster, 1280x720: navy field, fine grid, the product name and subject
 * at the top (the player's own title and play button sit over the lower half),
 * and a floating dashboard card at the right.
 */
export function posterSvg(
  ink: InterOutliner,
  product: string,
  subject: string | readonly string[],
  kind: ScreenshotKind,
  seed: number,
): string {
  // A subject too long for the space left of the card comes as its lines.
  const subjectLines = typeof subject === "string" ? [subject] : subject;
  const rand = seeded(seed);
  const W = 1280;
  const H = 720;
  const grid: string[] = [];
  for (let x = 0; x <= W; x += 64) grid.push(`<line x1="${x}" y1="0" x2="${x}" y2="${H}"/>`);
  for (let y = 0; y <= H; y += 64) grid.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`);
  const values = Array.from({ length: 8 }, (_, i) => 0.3 + 0.6 * (i / 7) * (0.6 + rand() * 0.4));
  const accentLine =
    kind === "pipeline" || kind === "people" ? palette.accent400 : palette.brand500;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.navy800}"/><stop offset="1" stop-color="${palette.navy950}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g stroke="${palette.navy700}" stroke-width="1" opacity="0.5">${grid.join("")}</g>
<path d="M0 ${H * 0.72} C ${W * 0.25} ${H * 0.55}, ${W * 0.45} ${H * 0.9}, ${W} ${H * 0.6}" fill="none" stroke="${palette.brand500}" stroke-width="3" opacity="0.6"/>
<path d="M0 ${H * 0.8} C ${W * 0.3} ${H * 0.7}, ${W * 0.55} ${H * 0.95}, ${W} ${H * 0.7}" fill="none" stroke="${palette.accent400}" stroke-width="2" opacity="0.5"/>
<g transform="translate(760 120) rotate(-4)">
  <rect width="420" height="300" rx="18" fill="${palette.white}" opacity="0.96"/>
  <rect width="420" height="48" rx="18" fill="${palette.brand50}"/>
  ${bar(24, 18, 120, palette.brand200)}
  ${barChart(24, 80, 220, 180, values.slice(0, 6), palette.brand500)}
  ${lineChart(264, 120, 132, 140, values, accentLine)}
</g>
${text(ink, 72, 120, 28, palette.accent300, product.toUpperCase(), 700)}
${subjectLines.map((line, i) => text(ink, 72, 184 + i * 64, 54, palette.white, line, 700)).join("\n")}
</svg>`;
}

const industryIcons: Record<string, string> = {
  // Simple geometric glyphs drawn in a 48x48 box.
  Manufacturing: `<path d="M4 44V22l12 8v-8l12 8V10h8v34z" />`,
  "Wholesale distribution": `<path d="M24 4 44 14v20L24 44 4 34V14z" /><path d="M4 14l20 10 20-10M24 24v20" fill="none" stroke="#fff" stroke-width="3"/>`,
  Retail: `<path d="M8 16h32l-3 28H11z" /><path d="M17 16c0-10 14-10 14 0" fill="none" stroke="currentColor" stroke-width="4"/>`,
  Construction: `<path d="M6 44 24 8l18 36z" /><rect x="20" y="26" width="8" height="18" fill="#fff"/>`,
  "Professional services": `<rect x="4" y="14" width="40" height="28" rx="4" /><path d="M17 14V8h14v6" fill="none" stroke="currentColor" stroke-width="4"/>`,
  "Non-profit organizations": `<path d="M24 42 7 25c-5-5-3-14 4-16 5-1 9 2 13 7 4-5 8-8 13-7 7 2 9 11 4 16z" />`,
  Healthcare: `<path d="M18 4h12v14h14v12H30v14H18V30H4V18h14z" />`,
  "Hospitality and tourism": `<path d="M4 40h40v4H4z" /><path d="M8 38V22h32v16z" /><circle cx="16" cy="16" r="6"/>`,
};

/** The words of the industries composition other than the industries' names. */
export type IndustriesWords = {
  /** Over the headline, in capitals: the product's name. */
  product: string;
  /** The headline in the central card, one entry a line. */
  headline: readonly [string, string];
};

export const industriesWordsEn: IndustriesWords = {
  product: "SAGE 300",
  headline: ["One ledger,", "eight industries"],
};

/** Splits a name into two lines of about the same length, at a space. */
function twoLines(name: string): [string, string] {
  const words = name.split(" ");
  let best: [string, string] = [name, ""];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

/**
 * The Sage 300 industries composition, 1600x1000: a central ledger card with the
 * eight industries arranged around it, each named in large type. Each industry has
 * its `name` as the picture shows it and its `icon`, the English name that keys
 * its glyph (so that a translation draws the same glyphs).
 */
export function industriesSvg(
  ink: InterOutliner,
  industries: readonly (string | { name: string; icon: string })[],
  words: IndustriesWords = industriesWordsEn,
): string {
  const W = 1600;
  const H = 1000;
  const cx = W / 2;
  const cy = H / 2;
  const nodes = industries.map((industry, i) => {
    const { name, icon } =
      typeof industry === "string" ? { name: industry, icon: industry } : industry;
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / industries.length;
    const x = cx + Math.cos(angle) * 560;
    const y = cy + Math.sin(angle) * 350;
    return { name, icon, x, y };
  });
  const lines = nodes
    .map((n) => `<line x1="${cx}" y1="${cy}" x2="${n.x.toFixed(1)}" y2="${n.y.toFixed(1)}"/>`)
    .join("");
  // Every name is set in one size, the largest at which each fits its card on one
  // line or, if it must, on two (a picture with labels in four sizes looked unplanned).
  const w = 400;
  const h = 96;
  const fit = (chars: number) => Math.min(28, Math.floor((w - 124) / (chars * 0.56)));
  const longestLine = (name: string) => Math.max(...twoLines(name).map((line) => line.length));
  const size = Math.min(
    ...nodes.map((n) => Math.max(fit(n.name.length), fit(longestLine(n.name)))),
  );
  const fitsOneLine = (name: string) => fit(name.length) >= size;
  const cards = nodes
    .map((n, i) => {
      const x = n.x - w / 2;
      const y = n.y - h / 2;
      const fill = i % 2 === 0 ? palette.brand600 : palette.navy800;
      const icon = industryIcons[n.icon] ?? `<circle cx="24" cy="24" r="18"/>`;
      const lines = fitsOneLine(n.name) ? null : twoLines(n.name);
      const name = lines
        ? text(ink, x + 100, y + h / 2 - 4, size, palette.navy900, lines[0], 650) +
          text(ink, x + 100, y + h / 2 - 4 + size * 1.1, size, palette.navy900, lines[1], 650)
        : text(ink, x + 100, y + h / 2 + size * 0.36, size, palette.navy900, n.name, 650);
      return `<g>
  <rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w}" height="${h}" rx="18" fill="${palette.white}" stroke="${palette.line}" stroke-width="2"/>
  <rect x="${(x + 20).toFixed(1)}" y="${(y + 18).toFixed(1)}" width="60" height="60" rx="14" fill="${fill}"/>
  <g transform="translate(${(x + 26).toFixed(1)} ${(y + 24).toFixed(1)})" fill="${palette.white}" color="${palette.white}">${icon}</g>
  ${name}
</g>`;
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.6" fill="${palette.brand200}"/></pattern></defs>
<rect width="${W}" height="${H}" fill="${palette.surface}"/>
<rect width="${W}" height="${H}" fill="url(#dots)"/>
<ellipse cx="${cx}" cy="${cy}" rx="560" ry="350" fill="none" stroke="${palette.brand200}" stroke-width="3" stroke-dasharray="10 12"/>
<g stroke="${palette.brand200}" stroke-width="3">${lines}</g>
<g>
  <rect x="${cx - 210}" y="${cy - 130}" width="420" height="260" rx="24" fill="${palette.navy900}"/>
  ${text(ink, cx, cy - 62, 24, palette.accent300, words.product, 700, "middle")}
  ${text(ink, cx, cy - 14, 40, palette.white, words.headline[0], 700, "middle")}
  ${text(ink, cx, cy + 34, 40, palette.white, words.headline[1], 700, "middle")}
  ${bar(cx - 150, cy + 70, 300, palette.navy700, 12)}
  <rect x="${cx - 150}" y="${cy + 70}" width="190" height="12" rx="6" fill="${palette.brand500}"/>
</g>
${cards}
</svg>`;
}

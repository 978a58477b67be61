import type { InterOutliner } from "./outline-text";
import { palette } from "./palette";

/**
 * Artwork for the few shared sample clips of the training videos: abstract product
 * screens drawn in SVG, a ledger for financials, an order screen for operations, a
 * pipeline for CRM. The posters, one per video, are drawn by poster-art.ts.
 */
export type Scene = "ledger" | "operations" | "pipeline";

export const sceneTitles: Record<Scene, string> = {
  ledger: "Sage 300  ·  General Ledger",
  operations: "Sage 300  ·  Order Entry",
  pipeline: "Sage CRM  ·  Opportunities",
};

/** What the silent sample clips show, as their caption track says it. */
export const sceneDescriptions: Record<Scene, string> = {
  ledger: "[No narration] A General Ledger batch fills in line by line, then it is posted.",
  operations:
    "[No narration] A sales order fills in line by line, with the stock on hand beside each item.",
  pipeline: "[No narration] An opportunity card moves through the sales pipeline, stage by stage.",
};

export function sceneForClip(file: string): Scene {
  if (file.includes("pipeline") || file.includes("crm")) return "pipeline";
  if (file.includes("operations")) return "operations";
  return "ledger";
}

/** The screen mock-up inside a 16:9 box, with `progress` 0-1 driving the animation. */
function screen(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  progress: number,
  seed: number,
) {
  const parts: string[] = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.03}" fill="${palette.white}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.12}" rx="${w * 0.03}" fill="${palette.navy100}"/>`,
    `<rect x="${x}" y="${y + h * 0.08}" width="${w}" height="${h * 0.04}" fill="${palette.navy100}"/>`,
  ];
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<circle cx="${x + w * (0.05 + i * 0.04)}" cy="${y + h * 0.06}" r="${w * 0.012}" fill="${palette.brand200}"/>`,
    );
  }
  const inner = { x: x + w * 0.06, y: y + h * 0.2, w: w * 0.88, h: h * 0.72 };
  if (scene === "pipeline") {
    const columns = 4;
    const colW = inner.w / columns;
    for (let c = 0; c < columns; c++) {
      const cx = inner.x + c * colW;
      parts.push(
        `<rect x="${cx + colW * 0.06}" y="${inner.y}" width="${colW * 0.88}" height="${inner.h * 0.12}" rx="3" fill="${palette.brand50}"/>`,
      );
      const cards = 1 + ((seed + c * 3) % 3);
      for (let k = 0; k < cards; k++) {
        parts.push(
          `<rect x="${cx + colW * 0.06}" y="${inner.y + inner.h * (0.18 + k * 0.24)}" width="${colW * 0.88}" height="${inner.h * 0.2}" rx="3" fill="${palette.surface}" stroke="${palette.line}"/>`,
        );
      }
    }
    // One opportunity card travels across the pipeline.
    const travel = inner.x + colW * 0.06 + progress * colW * (columns - 1);
    parts.push(
      `<rect x="${travel}" y="${inner.y + inner.h * 0.76}" width="${colW * 0.88}" height="${inner.h * 0.2}" rx="3" fill="${palette.brand600}"/>`,
    );
    parts.push(
      `<rect x="${travel + colW * 0.1}" y="${inner.y + inner.h * 0.83}" width="${colW * 0.5}" height="${inner.h * 0.05}" rx="2" fill="${palette.white}"/>`,
    );
    return parts.join("");
  }
  const rows = scene === "ledger" ? 6 : 5;
  const rowH = inner.h / (rows + 1);
  parts.push(
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${rowH * 0.8}" rx="2" fill="${palette.brand50}"/>`,
  );
  const shown = Math.min(rows, Math.floor(progress * (rows + 1.5)));
  for (let r = 0; r < rows; r++) {
    const ry = inner.y + (r + 1) * rowH;
    const visible = r < shown;
    const fill = visible ? palette.line : palette.surface;
    parts.push(
      `<rect x="${inner.x}" y="${ry + rowH * 0.25}" width="${inner.w * 0.16}" height="${rowH * 0.4}" rx="2" fill="${fill}"/>`,
    );
    parts.push(
      `<rect x="${inner.x + inner.w * 0.22}" y="${ry + rowH * 0.25}" width="${inner.w * (0.3 + ((seed + r * 5) % 4) * 0.06)}" height="${rowH * 0.4}" rx="2" fill="${fill}"/>`,
    );
    if (scene === "ledger") {
      const debit = (seed + r) % 2 === 0;
      parts.push(
        `<rect x="${inner.x + inner.w * (debit ? 0.7 : 0.84)}" y="${ry + rowH * 0.25}" width="${inner.w * 0.14}" height="${rowH * 0.4}" rx="2" fill="${visible ? palette.brand200 : palette.surface}"/>`,
      );
    } else {
      const stock = 0.1 + (((seed + r * 7) % 5) / 5) * 0.18;
      parts.push(
        `<rect x="${inner.x + inner.w * 0.7}" y="${ry + rowH * 0.25}" width="${inner.w * stock}" height="${rowH * 0.4}" rx="2" fill="${visible ? palette.accent400 : palette.surface}"/>`,
      );
    }
  }
  if (progress > 0.85) {
    // The batch is posted: a confirmation badge.
    parts.push(
      `<circle cx="${inner.x + inner.w * 0.92}" cy="${inner.y + rowH * 0.4}" r="${rowH * 0.45}" fill="${palette.success}"/>`,
    );
    const s = rowH * 0.22;
    const cx = inner.x + inner.w * 0.92;
    const cy = inner.y + rowH * 0.4;
    parts.push(
      `<path d="M${cx - s} ${cy} l${s * 0.7} ${s * 0.7} l${s * 1.3} -${s * 1.4}" stroke="${palette.white}" stroke-width="${rowH * 0.1}" fill="none"/>`,
    );
  }
  return parts.join("");
}

/** The navy ground with a faint grid that the posters and the clips share. */
export function backdrop(w: number, h: number) {
  const step = w / 16;
  const lines: string[] = [];
  for (let i = 1; i < 16; i++) {
    lines.push(`<path d="M${i * step} 0V${h}" stroke="${palette.brand500}" stroke-opacity="0.1"/>`);
  }
  for (let j = 1; j < 9; j++) {
    lines.push(`<path d="M0 ${j * step}H${w}" stroke="${palette.brand500}" stroke-opacity="0.1"/>`);
  }
  return `<rect width="${w}" height="${h}" fill="${palette.navy900}"/>${lines.join("")}`;
}

/** Every weight the clips' title uses (InterOutliner.load). */
export const CLIP_WEIGHTS = [700];

/** One frame of a sample clip (320x180); its title in Inter, drawn as outlines. */
export function clipFrameSvg(
  ink: InterOutliner,
  scene: Scene,
  title: string,
  progress: number,
): string {
  const w = 320;
  const h = 180;
  const cursorX = 60 + progress * 200;
  const cursorY = 70 + Math.sin(progress * Math.PI * 2) * 30 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${backdrop(w, h)}
${ink.path({ x: 16, y: 24, size: 12, weight: 700, fill: palette.accent400, content: title.toUpperCase() })}
${screen(scene, 16, 36, 288, 132, progress, 3)}
<rect x="16" y="${h - 6}" width="${288 * progress}" height="3" fill="${palette.accent400}"/>
<path d="M${cursorX} ${cursorY} l0 14 l4 -4 l3 6 l3 -1 l-3 -6 l6 0 z" fill="${palette.navy900}" stroke="${palette.white}" stroke-width="1"/>
</svg>`;
}

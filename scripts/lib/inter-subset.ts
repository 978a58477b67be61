import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/**
 * The one web font the site downloads: Inter's Latin file from
 * @fontsource-variable/inter, cut down by harfbuzz (subset-font) to the weights the
 * stylesheet uses. Same characters as Fontsource's Latin face, so nothing falls
 * back to Arial that did not before; the weight axis goes from 100-900 to 400-700,
 * which takes the file from 48 KB to 31 KB (decision 0009).
 */

/** Fontsource's unicode-range for its Latin face, kept as is. */
export const INTER_LATIN_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** Regular (400) to bold (700): Tailwind's font-normal, medium, semibold and bold. */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features the subset keeps: what browsers apply to text by default
 * (kerning, ligatures, contextual alternates, mark placement, localised forms) and
 * `tnum`, for Tailwind's `tabular-nums`. Inter's other features (stylistic sets,
 * character variants, small caps, fractions, superiors, case forms) are never asked
 * for by the stylesheet; dropped, with the alternate glyphs only they reach, the file
 * is 2.4 KB smaller and every page renders pixel for pixel the same (full-page
 * screenshots of every route at 375 and 1440 px, compared). The logo outliner shapes
 * with the same defaults. A stylesheet that starts using one (`font-variant-caps`,
 * `font-feature-settings`, `diagonal-fractions`...) must add it here and rerun
 * `npm run font`.
 */
export const INTER_LAYOUT_FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rclt",
  "tnum",
] as const;

/** Where the subset lives; src/styles/app.css declares it (decision 0009). */
export const INTER_SUBSET_PATH = "src/styles/fonts/inter-latin-wght-400-700.woff2";

/** Every character a CSS unicode-range names, as one string. */
export function unicodeRangeText(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range part: "${part}"`);
    const from = parseInt(match[1]!, 16);
    const to = match[2] === undefined ? from : parseInt(match[2], 16);
    if (to < from) throw new Error(`Backwards unicode-range part: "${part}"`);
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * Fontsource's Latin Inter cut by harfbuzz to the site's characters, with the weight
 * axis narrowed to a range or pinned to one weight (a static instance).
 */
export async function cutInter(
  targetFormat: "woff2" | "truetype",
  weight: number | { min: number; max: number },
): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(
    require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  );
  return subsetFont(source, unicodeRangeText(INTER_LATIN_UNICODE_RANGE), {
    targetFormat,
    variationAxes: { wght: weight },
    keepFeatures: [...INTER_LAYOUT_FEATURES],
  });
}

/** The subset font's bytes (WOFF2). harfbuzz is deterministic, so the same input gives the same file. */
export async function buildInterSubset(): Promise<Buffer> {
  return cutInter("woff2", { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max });
}

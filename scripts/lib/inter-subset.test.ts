import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildInterSubset,
  INTER_LATIN_UNICODE_RANGE,
  INTER_LAYOUT_FEATURES,
  INTER_SUBSET_PATH,
  INTER_WEIGHTS,
  unicodeRangeText,
} from "./inter-subset";

/** Every TypeScript and CSS source of the app (not tests), with its text. */
function appSources(dir = "src"): { file: string; source: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return appSources(file);
    if (!/\.(tsx?|css)$/.test(name) || name.endsWith(".test.ts")) return [];
    return [{ file, source: readFileSync(file, "utf8") }];
  });
}

describe("unicodeRangeText", () => {
  it.each([
    ["U+0041", "A"],
    ["U+0041-0043", "ABC"],
    ["U+0041-0042,U+2013", "AB\u2013"],
    ["u+61, U+1F600", "a\u{1F600}"],
  ])("%s gives %j", (range, text) => {
    expect(unicodeRangeText(range)).toBe(text);
  });

  it.each([["U+00ZZ"], ["0041"], ["U+0043-0041"], [""]])("rejects %j", (range) => {
    expect(() => unicodeRangeText(range)).toThrow(/unicode-range/);
  });

  it("covers every printable ASCII and Latin-1 character and the typographic punctuation", () => {
    const text = unicodeRangeText(INTER_LATIN_UNICODE_RANGE);
    for (const ch of "AZaz09 &©·áéñü–—‘’“”…€™") expect(text).toContain(ch);
  });
});

describe("the committed Inter subset", () => {
  it("is what `npm run font` makes now (run it after changing the subset or upgrading Fontsource)", async () => {
    const committed = readFileSync(INTER_SUBSET_PATH);
    const fresh = await buildInterSubset();
    expect(fresh.equals(committed)).toBe(true);
    // The point of the subset: well under Fontsource's 48 KB Latin file.
    expect(committed.length).toBeLessThan(34 * 1024);
  });

  it("is declared in app.css with the same characters and weights it was cut to", () => {
    const css = readFileSync("src/styles/app.css", "utf8");
    const face = /@font-face\s*{[^}]*"Inter Variable"[^}]*}/.exec(css)?.[0];
    expect(face).toBeDefined();
    const declared = /unicode-range:([^;]+);/.exec(face!)?.[1]?.replace(/\s+/g, "");
    expect(declared).toBe(INTER_LATIN_UNICODE_RANGE);
    expect(face).toContain(`font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
    expect(face).toContain(`./fonts/${path.basename(INTER_SUBSET_PATH)}`);
  });

  it("covers every font weight the components ask for", () => {
    const outside = /\bfont-(thin|extralight|light|extrabold|black|\[\d+\])(?![\w-])/;
    const offenders = appSources()
      .filter(({ source }) => outside.test(source))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
    for (const [, weight] of readFileSync("src/styles/app.css", "utf8").matchAll(
      /--font-weight-[\w-]+:\s*(\d+)/g,
    )) {
      expect(Number(weight)).toBeGreaterThanOrEqual(INTER_WEIGHTS.min);
      expect(Number(weight)).toBeLessThanOrEqual(INTER_WEIGHTS.max);
    }
  });

  it("keeps every OpenType feature the stylesheet asks for", () => {
    // Tailwind's font-variant-numeric utilities and the features each turns on.
    const numeric: Record<string, string> = {
      "tabular-nums": "tnum",
      "proportional-nums": "pnum",
      "lining-nums": "lnum",
      "oldstyle-nums": "onum",
      ordinal: "ordn",
      "slashed-zero": "zero",
      "diagonal-fractions": "frac",
      "stacked-fractions": "afrc",
    };
    const asked = new Set<string>();
    for (const { file, source } of appSources()) {
      for (const [utility, feature] of Object.entries(numeric)) {
        if (new RegExp(`(?<![\\w-])${utility}(?![\\w-])`).test(source)) asked.add(feature);
      }
      // Written by hand: font-feature-settings: "ss01" 1, "cv11";
      for (const [, settings] of source.matchAll(/font-feature-settings:\s*([^;}]+)/g)) {
        for (const [, tag] of settings!.matchAll(/["']([a-z0-9]{4})["']/g)) asked.add(tag!);
      }
      if (/font-variant-(caps|position|alternates|east-asian)\s*:\s*(?!normal)/.test(source)) {
        asked.add(`font-variant in ${file}`);
      }
    }
    expect(asked.size).toBeGreaterThan(0); // tabular-nums is used: the scan sees it
    const kept: readonly string[] = INTER_LAYOUT_FEATURES;
    expect([...asked].filter((f) => !kept.includes(f))).toEqual([]);
  });
});

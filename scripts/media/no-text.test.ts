import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  industriesSvg,
  industriesWordsEn,
  posterSvg,
  screenshotSvg,
  WEIGHTS,
} from "./software/artwork";
import { InterOutliner } from "./support/outline-text";
import { CLIP_WEIGHTS, clipFrameSvg, sceneTitles } from "./support/video-art";

/**
 * The pictures the media scripts make set their words in Inter by drawing them as
 * outlines (support/outline-text.ts). A <text> element would be set by librsvg in
 * whatever font the machine that renders it has (DejaVu or Liberation Sans, not
 * Inter), and in an SVG served as it is, by whatever font the visitor's device has.
 */

const textElement = /<(?:text|tspan)[\s>]/;

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : files(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** Source without its comments (which may well mention <text>). */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

describe("generated pictures with words", () => {
  it("are drawn by media scripts that write no <text> element", () => {
    const sources = files(
      "scripts/media",
      (name) => name.endsWith(".ts") && !/\.test\.ts$/.test(name),
    );
    expect(sources.length).toBeGreaterThan(10);
    const writing = sources.filter((file) => textElement.test(code(readFileSync(file, "utf8"))));
    expect(writing, "draw the words with InterOutliner (support/outline-text.ts)").toEqual([]);
  });

  it("are committed as SVG with no <text> element", () => {
    const svgs = files("public", (name) => name.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(10);
    const withText = svgs.filter((file) => textElement.test(readFileSync(file, "utf8")));
    expect(withText).toEqual([]);
  });

  it("come out of the software and clip artwork as outlines", async () => {
    const ink = await InterOutliner.load([...WEIGHTS, ...CLIP_WEIGHTS]);
    const drawn = [
      screenshotSvg(ink, "ledger", "Sage 300", 1),
      posterSvg(ink, "Sage 100", ["Une commande, du", "devis à l’encaissement"], "orders", 2),
      industriesSvg(ink, ["Manufacturing", "Non-profit organizations"], industriesWordsEn),
      clipFrameSvg(ink, "pipeline", sceneTitles.pipeline, 0.5),
    ];
    for (const svg of drawn) {
      expect(svg).not.toMatch(textElement);
      expect(svg).not.toContain("font-family");
      expect(svg).toMatch(/<path fill="[^"]+" d="m/);
    }
  });
});

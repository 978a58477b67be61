/**
 * The browser-tab icon: public/favicon.svg (the ridge-line mark of
 * app/components/layout/logo.tsx) drawn once, here, into a 48 x 48 PNG, which is
 * what app/root.tsx links. Like og-image.ts it writes a file of the site itself,
 * to public/, not media.
 *
 * Why not link the SVG: Chrome fetches and decodes the tab icon in the page's own
 * renderer, and an SVG icon is a document of its own there (a frame, style, layout
 * and paint), a 6-11 ms task on the main thread of every page, measured in a trace
 * of /support/contact-support. A PNG this small decodes in well under a
 * millisecond. 48 px covers a 16 px tab at three device pixels per pixel.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drawSvgSquare } from "./support/draw-svg";

export const favicon = { source: "favicon.svg", file: "favicon-48.png", size: 48 } as const;

export async function generate(outDir: string): Promise<string[]> {
  const publicDir = path.dirname(outDir);
  const svg = readFileSync(path.join(publicDir, favicon.source));
  const file = path.join(publicDir, favicon.file);
  const drawn = await drawSvgSquare(svg, favicon.size);
  const png = await drawn.png({ compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(file, png);
  return [file];
}

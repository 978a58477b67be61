/**
 * The browser-tab icon: public/favicon.svg (the ridge-line mark of
 * src/components/layout/logo.tsx) drawn once, here, into a 48 x 48 PNG, which is
 * what src/root.tsx links. Like og-image.ts it writes a file of the site itself,
 * to public/, not media.
 *
 * Why not link the SVG: Chrome fetches and decodes the tab icon in the page's own
 * renderer, and an SVG icon is a document of its own there (a frame, style, layout
 * and paint), a 6-11 ms task on the main thread of every page, measured in a trace
 * of /support/contact-support. A PNG this small decodes in well under a
 * millisecond. 48 px covers a 16 px tab at three device pixels per pixel.
 *
 * It also writes public/favicon.ico (16, 32 and 48 px): browsers ask for
 * /favicon.ico by themselves for a document with no icon link, which on this
 * site means every PDF and every picture opened on its own ("Enlarge" without
 * scripts), and so do many crawlers and link previews. Without the file, each
 * of those requests was a 404. The ICO container is written here (`toIco`)
 * rather than by a package: since Windows Vista an ICO entry may hold a PNG
 * as it is, so the container is a 6-byte header and a 16-byte entry per size.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drawSvgSquare } from "./support/draw-svg";

export const favicon = {
  source: "favicon.svg",
  file: "favicon-48.png",
  size: 48,
  ico: "favicon.ico",
  icoSizes: [16, 32, 48],
} as const;

/** An ICO file holding each PNG as it is (one directory entry per image). */
export function toIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`ICO size ${size}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width; 0 means 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

export async function generate(outDir: string): Promise<string[]> {
  const publicDir = path.dirname(outDir);
  const svg = readFileSync(path.join(publicDir, favicon.source));
  const file = path.join(publicDir, favicon.file);
  const drawn = await drawSvgSquare(svg, favicon.size);
  writeFileSync(file, await drawn.png({ compressionLevel: 9, effort: 10 }).toBuffer());
  // Full-colour RGBA for the ICO (sharp's `effort` would make a palette PNG), since
  // Windows reads PNG icons as 32 bits per pixel.
  const ico = path.join(publicDir, favicon.ico);
  const images = await Promise.all(
    favicon.icoSizes.map(async (size) => ({
      size,
      png: await (
        await drawSvgSquare(svg, size)
      )
        .ensureAlpha()
        .png({ compressionLevel: 9, palette: false })
        .toBuffer(),
    })),
  );
  writeFileSync(ico, toIco(images));
  return [file, ico];
}

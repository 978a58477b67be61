import { mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { favicon, generate, toIco } from "./favicon";

describe("tab icon", () => {
  it("is the committed 48x48 PNG drawn from favicon.svg, and the only icon the pages link", async () => {
    const meta = await sharp(`public/${favicon.file}`).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([favicon.size, favicon.size]);
    const layout = readFileSync("src/layouts/document.astro", "utf8");
    const icons = [...layout.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0]);
    expect(icons).toEqual([
      `<link rel="icon" href="/${favicon.file}" type="image/png" sizes="48x48" />`,
    ]);
  });

  it("is what the script draws from the SVG now", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "favicon-"));
    try {
      mkdirSync(path.join(dir, "media"));
      copyFileSync(`public/${favicon.source}`, path.join(dir, favicon.source));
      const [file, ico] = await generate(path.join(dir, "media"));
      const made = await sharp(file!).raw().toBuffer();
      const committed = await sharp(`public/${favicon.file}`).raw().toBuffer();
      expect(made.equals(committed)).toBe(true);
      expect(readFileSync(ico!).equals(readFileSync(`public/${favicon.ico}`))).toBe(true);
      // The navy tile reaches the corners' inside and the yellow dot is drawn.
      const { data, info } = await sharp(readFileSync(file!))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [
        ...data.subarray(
          (y * info.width + x) * info.channels,
          (y * info.width + x) * info.channels + 3,
        ),
      ];
      expect(at(24, 40)).toEqual([0x0b, 0x1f, 0x3a]);
      const dot = at(Math.round((29 / 40) * 48), Math.round((11 / 40) * 48));
      expect(dot[0]).toBeGreaterThan(200);
      expect(dot[2]).toBeLessThan(120);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The directory of an ICO file, as a reader of the format sees it. */
function readIco(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i;
    const length = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return {
      width: ico.readUInt8(at) || 256,
      height: ico.readUInt8(at + 1) || 256,
      bits: ico.readUInt16LE(at + 6),
      image: ico.subarray(offset, offset + length),
      end: offset + length,
    };
  });
}

describe("favicon.ico, for documents without an icon link (PDFs, pictures) and crawlers", () => {
  it("holds the mark at 16, 32 and 48 px, each a PNG of its stated size, and nothing else", async () => {
    const ico = readFileSync(`public/${favicon.ico}`);
    const entries = readIco(ico);
    expect(entries.map((entry) => entry.width)).toEqual([...favicon.icoSizes]);
    for (const entry of entries) {
      expect(entry.height).toBe(entry.width);
      expect(entry.bits).toBe(32);
      const meta = await sharp(entry.image).metadata();
      expect([meta.format, meta.width, meta.height, meta.channels, meta.isPalette]).toEqual([
        "png",
        entry.width,
        entry.width,
        4,
        false,
      ]);
    }
    expect(Math.max(...entries.map((entry) => entry.end))).toBe(ico.length);
  });

  it.each([
    ["one image", [1], [1]],
    ["several, in order", [16, 32, 48], [16, 32, 48]],
    ["256 px, written as 0 and read back as 256", [256], [256]],
  ])("toIco: %s", async (_, sizes, read) => {
    const images = await Promise.all(
      sizes.map(async (size) => ({
        size,
        png: await sharp({
          create: { width: size, height: size, channels: 4, background: "#0b1f3a" },
        })
          .png()
          .toBuffer(),
      })),
    );
    const entries = readIco(toIco(images));
    expect(entries.map((entry) => entry.width)).toEqual(read);
    entries.forEach((entry, i) => expect(entry.image.equals(images[i]!.png)).toBe(true));
  });

  it.each([0, 257, 1.5])("toIco refuses a %s px image", (size) => {
    expect(() => toIco([{ size, png: Buffer.alloc(1) }])).toThrow(`ICO size ${size}`);
  });
});

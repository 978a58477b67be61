import { mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { links } from "../../app/root";
import { favicon, generate } from "./favicon";

describe("tab icon", () => {
  it("is the committed 48x48 PNG drawn from favicon.svg, and the only icon the pages link", async () => {
    const meta = await sharp(`public/${favicon.file}`).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([favicon.size, favicon.size]);
    const icons = links().filter((link) => "rel" in link && link.rel === "icon");
    expect(icons).toEqual([
      { rel: "icon", href: `/${favicon.file}`, type: "image/png", sizes: "48x48" },
    ]);
  });

  it("is what the script draws from the SVG now", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "favicon-"));
    try {
      mkdirSync(path.join(dir, "media"));
      copyFileSync(`public/${favicon.source}`, path.join(dir, favicon.source));
      const [file] = await generate(path.join(dir, "media"));
      const made = await sharp(file!).raw().toBuffer();
      const committed = await sharp(`public/${favicon.file}`).raw().toBuffer();
      expect(made.equals(committed)).toBe(true);
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

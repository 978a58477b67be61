import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadAbout } from "../../src/content/about.server";
import { awardLogos, loadAwards } from "../../src/content/awards.server";
import { artworkStem, renditionPath } from "../../src/lib/responsive-image";
import { BADGE_RENDITION_WIDTHS, generate } from "./company";

/** Decoded pixels: an encoder's bytes are not the thing to compare. */
const pixels = (file: string) => sharp(file).raw().toBuffer({ resolveWithObject: true });

describe("company artwork", () => {
  it("is committed exactly as the generator makes it, with no <text> for a browser to lay out", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "company-media-"));
    try {
      const written = (await generate(dir)).map((f) => path.relative(dir, f));
      expect(written.length).toBeGreaterThan(0);
      for (const relative of written) {
        const made = path.join(dir, relative);
        const committed = path.join("public/media", relative);
        if (relative.endsWith(".svg")) {
          expect(readFileSync(made, "utf8"), relative).not.toContain("<text");
          expect(readFileSync(committed, "utf8"), relative).toBe(readFileSync(made, "utf8"));
        } else {
          const [a, b] = await Promise.all([pixels(made), pixels(committed)]);
          expect(b.info, relative).toEqual(a.info);
          expect(b.data.equals(a.data), relative).toBe(true);
        }
      }
      // Every logo and badge the pages show came out of this generator, and each has
      // its AVIF and WebP copy at every width, that many pixels wide and high.
      for (const sub of ["awards", "badges"]) {
        const names = readdirSync(`public/media/company/${sub}`);
        for (const name of names) expect(written).toContain(`company/${sub}/${name}`);
        for (const svg of names.filter((n) => n.endsWith(".svg"))) {
          for (const width of BADGE_RENDITION_WIDTHS) {
            for (const format of ["avif", "webp"] as const) {
              const copy = renditionPath(artworkStem(`company/${sub}/${svg}`), width, format);
              expect(names, copy).toContain(path.basename(copy));
              const meta = await sharp(path.join("public/media", copy)).metadata();
              expect([meta.format, meta.width, meta.height], copy).toEqual([
                format === "avif" ? "heif" : "webp",
                width,
                width,
              ]);
            }
          }
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("makes exactly the copies the content names for each logo and badge", () => {
    // The YAML names a logo's copies by width (a logo from elsewhere brings its own);
    // for our own artwork those must be the widths this generator writes.
    const logos = [...awardLogos(loadAwards()), ...loadAbout().recognition.badges];
    const ours = logos.filter((logo) => /^company\/(awards|badges)\//.test(logo.path));
    expect(ours.length).toBeGreaterThanOrEqual(7);
    for (const logo of ours) expect(logo.widths, logo.path).toEqual([...BADGE_RENDITION_WIDTHS]);
  });
});

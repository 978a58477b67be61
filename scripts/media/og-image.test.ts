import { statSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { ogImage, ogSvg, wrap } from "./og-image";

describe("default share image", () => {
  it("is the committed 1200x630 PNG under 60 KB that seo() advertises", async () => {
    const file = `public/${ogImage.file}`;
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(statSync(file).size).toBeLessThan(60 * 1024);
  });

  it("names the company and carries the tagline", () => {
    const svg = ogSvg();
    expect(svg).toContain(site.name);
    for (const line of wrap(site.tagline, 44)) expect(svg).toContain(line);
  });

  it.each([
    ["one two three", 7, ["one two", "three"]],
    ["short", 44, ["short"]],
    ["a b c d", 3, ["a b", "c d"]],
  ])("wraps %j at %i characters", (text, max, lines) => {
    expect(wrap(text, max)).toEqual(lines);
  });
});

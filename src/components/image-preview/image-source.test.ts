import { describe, expect, it } from "vitest";
import { defaultFallbackSrc, largestSource } from "./image-source";

describe("largestSource", () => {
  it.each<[string, string | undefined, string]>([
    ["no srcset", undefined, "/a.webp"],
    ["empty srcset", "", "/a.webp"],
    ["width descriptors", "/a-600.webp 600w, /a-1200.webp 1200w, /a-900.webp 900w", "/a-1200.webp"],
    ["unordered", "/a-1600.webp 1600w,\n  /a-800.webp 800w", "/a-1600.webp"],
    ["density descriptors", "/a.webp 1x, /a@2x.webp 2x", "/a@2x.webp"],
    ["a bare URL counts as 1x", "/a@2x.webp 2x, /b.webp", "/a@2x.webp"],
    ["widths beat densities", "/a@3x.webp 3x, /a-400.webp 400w", "/a-400.webp"],
    [
      "commas inside a URL",
      "/img,v2/a-600.webp 600w, /img,v2/a-1200.webp 1200w",
      "/img,v2/a-1200.webp",
    ],
    ["malformed descriptors are skipped", "/a-big.webp huge, /a-600.webp 600w", "/a-600.webp"],
  ])("%s", (_name, srcSet, expected) => {
    expect(largestSource("/a.webp", srcSet)).toBe(expected);
  });
});

describe("defaultFallbackSrc", () => {
  it("is a self-contained SVG data URL with a size", () => {
    expect(defaultFallbackSrc.startsWith("data:image/svg+xml,")).toBe(true);
    const svg = decodeURIComponent(defaultFallbackSrc.slice("data:image/svg+xml,".length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="800"/);
    expect(svg).not.toMatch(/href=|url\(/);
  });
});

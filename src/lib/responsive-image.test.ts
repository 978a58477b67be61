import { describe, expect, it } from "vitest";
import {
  artworkStem,
  imageSources,
  responsiveImage,
  srcSet,
  type ResponsiveImage,
} from "./responsive-image";

const artwork: ResponsiveImage = {
  path: "home/hero",
  width: 1920,
  height: 1080,
  widths: [480, 1080, 1920],
  alt: "",
};

describe("srcset building", () => {
  it.each([
    [
      "avif",
      "/media/home/hero-480.avif 480w, /media/home/hero-1080.avif 1080w, /media/home/hero-1920.avif 1920w",
    ],
    [
      "webp",
      "/media/home/hero-480.webp 480w, /media/home/hero-1080.webp 1080w, /media/home/hero-1920.webp 1920w",
    ],
  ] as const)("lists generated artwork's %s widths", (format, expected) => {
    expect(srcSet(artwork, format)).toBe(expected);
  });

  it("falls back to the WebP nearest 1080 px wide", () => {
    expect(imageSources(artwork, "100vw")).toMatchObject({
      src: "/media/home/hero-1080.webp",
      sizes: "100vw",
    });
    expect(imageSources({ ...artwork, widths: [640, 1280] }, "100vw").src).toBe(
      "/media/home/hero-1280.webp",
    );
  });

  it.each([
    [
      "with renditions",
      {
        renditions: [
          { src: "a/shot-640.webp", width: 640 },
          { src: "a/shot-1280.webp", width: 1280 },
        ],
      },
      { srcSet: "/media/a/shot-640.webp 640w, /media/a/shot-1280.webp 1280w", sizes: "50vw" },
    ],
    ["without renditions", {}, { srcSet: undefined, sizes: undefined }],
  ])("gives a content image its attributes, %s", (_name, extra, expected) => {
    const image = { src: "a/shot-1280.webp", alt: "A ledger", width: 1280, height: 960, ...extra };
    expect(responsiveImage(image, "50vw")).toEqual({
      src: "/media/a/shot-1280.webp",
      alt: "A ledger",
      width: 1280,
      height: 960,
      ...expected,
    });
  });
});

describe("artworkStem", () => {
  it.each([
    ["company/awards/diamond-partner.svg", "company/awards/diamond-partner"],
    ["company/badges/cloud.PNG", "company/badges/cloud"],
    ["logos/v2.1/mark.webp", "logos/v2.1/mark"],
    ["home/hero", "home/hero"],
  ])("%s → %s", (path, stem) => {
    expect(artworkStem(path)).toBe(stem);
  });
});

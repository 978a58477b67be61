import { describe, expect, it } from "vitest";
import { loadProduct, loadProducts } from "~/content/software.server";
import { asideImageSizes, sectionImageSizes, zoomableImages } from "./media";

describe("zoomableImages", () => {
  it("groups the Sage 300 page's industries artwork and screenshot, in reading order", () => {
    const product = loadProduct("sage300");
    const group = zoomableImages(product.sections, product.screenshot);
    expect(group.map((image) => image.src)).toEqual([
      "/media/software/sage300/industries-1600.webp",
      "/media/software/sage300/screenshot-1280.webp",
    ]);
    expect(group[0]).toMatchObject({
      alt: expect.stringMatching(/^The eight industries/),
      // The preview's title: the short caption under the image, not the long alt text.
      caption: "Eight industries, one financial platform.",
      width: 1600,
      height: 1000,
      srcSet:
        "/media/software/sage300/industries-800.webp 800w, /media/software/sage300/industries-1600.webp 1600w",
      sizes: sectionImageSizes,
    });
    expect(group[1]).toMatchObject({ sizes: asideImageSizes, width: 1280, height: 960 });
  });

  it("leaves video posters out: they are play buttons, not pictures to enlarge", () => {
    for (const product of loadProducts()) {
      const posters = product.sections.flatMap((block) =>
        block.type === "video" ? [block.video.poster.src] : [],
      );
      const group = zoomableImages(product.sections, product.screenshot).map((i) => i.src);
      expect(group.at(-1), product.slug).toBe(`/media/${product.screenshot.src}`);
      for (const poster of posters) expect(group, product.slug).not.toContain(`/media/${poster}`);
    }
  });

  it("gives a page without an aside image only its sections' images", () => {
    const { sections } = loadProduct("sage300");
    expect(zoomableImages(sections).map((image) => image.src)).toEqual([
      "/media/software/sage300/industries-1600.webp",
    ]);
    expect(zoomableImages([])).toEqual([]);
  });
});

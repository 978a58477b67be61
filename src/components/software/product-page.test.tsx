// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { ProductSlug } from "~/content/schemas/software";
import { loadProduct, loadProducts } from "~/content/software.server";
import { previewOf } from "~/scripts/enlarge";
import { ProductPage } from "./product-page";

afterEach(() => {
  document.body.innerHTML = "";
});

function renderProduct(slug: ProductSlug) {
  const product = loadProduct(slug);
  document.body.innerHTML = renderToStaticMarkup(
    <ProductPage locale="en" product={product} heading={product.slug} path={`/software/${slug}`} />,
  );
  return [...document.querySelectorAll<HTMLAnchorElement>("a[data-enlarge]")];
}

describe("a product page's zoomable images", () => {
  it("open in one preview: the Sage 300 industries artwork, then the screenshot", () => {
    const [industries, screenshot, ...rest] = renderProduct("sage300");
    expect(rest).toEqual([]);
    const preview = previewOf(screenshot!);
    expect(preview.startIndex).toBe(1);
    expect(preview.images.map((image) => image.src)).toEqual([
      "/media/software/sage300/industries-1600.webp",
      "/media/software/sage300/screenshot-1280.webp",
    ]);
    // The preview's title: the short caption under the image, not the long alt text.
    expect(preview.images[0]).toMatchObject({
      alt: expect.stringMatching(/^The eight industries/),
      caption: "Eight industries, one financial platform.",
    });
    expect(previewOf(industries!).startIndex).toBe(0);
  });

  it("leave video posters out: they are play links, not pictures to enlarge", () => {
    for (const product of loadProducts()) {
      const enlarge = renderProduct(product.slug);
      expect(enlarge.at(-1)?.getAttribute("href"), product.slug).toMatch(
        new RegExp(`^/media/${product.screenshot.src.replace(/\.\w+$/, "")}`),
      );
      for (const link of enlarge) {
        expect(link.getAttribute("href"), product.slug).not.toMatch(/poster/);
        expect(link.querySelector("img[src*=poster]"), product.slug).toBeNull();
      }
      const hasVideo = product.sections.some((block) => block.type === "video");
      expect(document.querySelectorAll("a[data-play]").length, product.slug).toBe(hasVideo ? 1 : 0);
    }
  });
});

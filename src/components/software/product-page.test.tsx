// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { ProductSlug } from "~/content/schemas/software";
import { loadProduct, loadProducts } from "~/content/software.server";
import type { Locale } from "~/i18n/locale";
import { localizedPath } from "~/lib/route-table";
import { previewOf } from "~/scripts/enlarge";
import { ProductPage } from "./product-page";

afterEach(() => {
  document.body.innerHTML = "";
});

function renderProduct(slug: ProductSlug, locale: Locale = "en") {
  const product = loadProduct(slug, locale);
  document.body.innerHTML = renderToStaticMarkup(
    <ProductPage
      locale={locale}
      product={product}
      heading={product.slug}
      path={`/software/${slug}`}
    />,
  );
  return [...document.querySelectorAll<HTMLAnchorElement>("a[data-enlarge]")];
}

describe("a product page's zoomable images", () => {
  it("open in one preview: the screenshot beside the heading, then the Sage 300 industries artwork", () => {
    const [screenshot, industries, ...rest] = renderProduct("sage300");
    expect(rest).toEqual([]);
    const preview = previewOf(industries!);
    expect(preview.startIndex).toBe(1);
    expect(preview.images.map((image) => image.src)).toEqual([
      "/media/software/sage300/screenshot-1280.webp",
      "/media/software/sage300/industries-1600.webp",
    ]);
    // The preview's title: the short caption under the image, not the long alt text.
    expect(preview.images[1]).toMatchObject({
      alt: expect.stringMatching(/^The eight industries/),
      caption: "Eight industries, one financial platform.",
    });
    expect(previewOf(screenshot!).startIndex).toBe(0);
  });

  it("leave video posters out: they are play links, not pictures to enlarge", () => {
    for (const product of loadProducts()) {
      const enlarge = renderProduct(product.slug);
      expect(enlarge[0]?.getAttribute("href"), product.slug).toMatch(
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

describe("a French product page", () => {
  const slugs = loadProducts().map((product) => product.slug);

  it.each(slugs)("%s: links stay in French, fact sheets are the French PDFs", (slug) => {
    renderProduct(slug, "fr");
    const hrefs = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href")!);
    const internal = hrefs.filter((href) => href.startsWith("/") && !href.startsWith("/media/"));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(href, slug).toMatch(/^\/fr(\/|$|\?)/);
    // REQUEST A DEMO: the French contact form, with the product named.
    const demo = `${localizedPath("/contact", "fr")}?product=${slug}`;
    expect(hrefs.filter((href) => href === demo)).toHaveLength(2);
    for (const pdf of hrefs.filter((href) => href.endsWith(".pdf"))) {
      expect(pdf, slug).toMatch(/-fr\.pdf$/);
    }
  });

  it("names its controls in French", () => {
    renderProduct("sage300", "fr");
    const text = document.body.textContent!;
    expect(text).toContain("Demander une démo");
    expect(text).toContain("Lire la vidéo");
    expect(text).toMatch(/PDF, 2\u00a0pages/);
    expect(text).not.toMatch(/Request a demo|Play video|opens in a new tab|Or call/);
    const enlarge = [...document.querySelectorAll("a[data-enlarge]")];
    expect(enlarge.map((a) => a.getAttribute("aria-label")!.split("\u00a0:")[0])).toEqual([
      "Agrandir",
      "Agrandir",
    ]);
  });
});

// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureData } from "../../../tests/fixtures/content/fixtures";
import { parseWith } from "~/content/read";
import { productSchema, type Product } from "~/content/schemas/software";
import { fill, plural } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import { mediaUrl } from "~/lib/media";
import { localizedPath } from "~/lib/route-table";
import { withPictures, type Shown } from "~/lib/responsive-image";
import { previewOf } from "~/scripts/enlarge";
import { ProductPage } from "./product-page";

afterEach(() => {
  document.body.innerHTML = "";
});

const industries = {
  type: "industries",
  heading: "Industries we serve",
  intro: "The industries whose books we keep on the product.",
  image: {
    src: "software/sage300/industries.webp",
    alt: "A long description of the industries artwork, for people who cannot see it",
    caption: "A short caption",
  },
  items: ["Manufacturing", "Retail", "Construction"],
};

/** The base product fixture, with an industries section after its own ones. */
const base = fixtureData("software/_base.yaml") as { sections: unknown[] };
// astro:assets makes no pictures in a DOM: each one stands for itself, named by its path.
const product = await withPictures(
  parseWith(
    productSchema,
    { ...base, sections: [...base.sections, industries] },
    "tests/fixtures/content/software/_base.yaml",
  ),
  async (path) => ({
    width: 1280,
    height: 960,
    src: `/assets/${path}`,
    webpSrcSet: `/assets/${path} 1280w`,
  }),
);
const industriesImage = product.sections.find((block) => block.type === "industries")!.image;
const withoutVideo: Shown<Product> = {
  ...product,
  sections: product.sections.filter((block) => block.type !== "video"),
};

function renderProduct(page: Shown<Product>, locale: Locale = "en") {
  document.body.innerHTML = renderToStaticMarkup(
    <ProductPage
      locale={locale}
      product={page}
      heading={page.name}
      path={`/software/${page.slug}`}
    />,
  );
  return [...document.querySelectorAll<HTMLAnchorElement>("a[data-enlarge]")];
}

describe("a product page's zoomable images", () => {
  it("open in one preview: the screenshot beside the heading, then the sections' images", () => {
    const [screenshot, artwork, ...rest] = renderProduct(product);
    expect(rest).toEqual([]);
    const preview = previewOf(artwork!);
    expect(preview.startIndex).toBe(1);
    expect(preview.images.map((image) => image.src)).toEqual([
      product.screenshot.built.src,
      industriesImage.built.src,
    ]);
    // The preview's title: the short caption under the image, not the long alt text.
    expect(preview.images[1]).toEqual({
      src: industriesImage.built.src,
      alt: industries.image.alt,
      caption: industries.image.caption,
    });
    expect(previewOf(screenshot!).startIndex).toBe(0);
  });

  it.each([
    ["with a video", product, 1],
    ["without one", withoutVideo, 0],
  ])("leave video posters out, %s: they are play links, not pictures", (_, page, videos) => {
    const poster = product.sections.find((block) => block.type === "video")!.video.poster.built.src;
    const enlarge = renderProduct(page);
    const posterImage = `img[src="${poster}"]`;
    expect(document.querySelectorAll(posterImage)).toHaveLength(videos);
    expect(document.querySelectorAll(`a[data-play] ${posterImage}`)).toHaveLength(videos);
    expect(enlarge).toHaveLength(2);
    for (const link of enlarge) expect(link.querySelector(posterImage)).toBeNull();
  });
});

describe("a French product page", () => {
  const english = dictionaries.en;
  const french = dictionaries.fr;

  it("keeps its links in French, and asks for a demo on the French form, product named", () => {
    renderProduct(product, "fr");
    const hrefs = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href")!);
    // Pages only: not the files the page links to (its PDFs, its pictures to enlarge).
    const pictures = new Set([product.screenshot.built.src, industriesImage.built.src]);
    const internal = hrefs.filter(
      (href) => href.startsWith("/") && !href.startsWith(mediaUrl("")) && !pictures.has(href),
    );
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(href).toMatch(/^\/fr(\/|$|\?|#)/);
    const demo = `${localizedPath("/contact", "fr")}?product=${product.slug}`;
    expect(hrefs.filter((href) => href === demo)).toHaveLength(2);
  });

  it("names its controls in French", () => {
    renderProduct(product, "fr");
    const text = document.body.textContent!;
    const pages = product.sections
      .flatMap((block) => (block.type === "checklist" ? block.items : []))
      .find((item) => item.document)!.document!.pages;
    expect(text).toContain(french.software.requestDemo);
    expect(text).toContain(french.media.playVideo);
    expect(text).toContain(plural("fr", pages, french.software.pdfPages));
    for (const words of [
      english.software.requestDemo,
      english.media.playVideo,
      english.common.opensInNewTab.trim(),
    ]) {
      expect(text).not.toContain(words);
    }
    const enlarge = [...document.querySelectorAll("a[data-enlarge]")].map((a) =>
      a.getAttribute("aria-label"),
    );
    expect(enlarge).toEqual(
      [product.screenshot.alt, industries.image.alt].map((alt) =>
        fill(french.media.enlarge, { alt }),
      ),
    );
  });
});

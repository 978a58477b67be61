// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { ZoomableImage, type PreviewImage } from "./zoomable-image";

const image: PreviewImage = {
  src: "/media/a.webp",
  srcSet: "/media/a-600.webp 600w, /media/a.webp 1200w",
  sizes: "(min-width: 1024px) 360px, 100vw",
  width: 1200,
  height: 800,
  alt: "A ledger with a bar chart",
};

afterEach(cleanup);

/** Renders as a page does: inside its language. */
function renderIn(ui: React.ReactNode, locale: Locale = "en") {
  return render(<Localized locale={locale}>{ui}</Localized>);
}

describe("ZoomableImage (static HTML; src/scripts/enlarge.ts opens the preview)", () => {
  it("is a link to the widest file, named after the image, holding a responsive image", () => {
    renderIn(<ZoomableImage image={image} className="shadow-card" imgClassName="rounded-card" />);
    const link = screen.getByRole("link", { name: "Enlarge: A ledger with a bar chart" });
    expect(link.getAttribute("href")).toBe("/media/a.webp");
    expect(link.getAttribute("aria-haspopup")).toBe("dialog");
    expect(link.className).toContain("shadow-card");

    const img = link.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(image.src);
    expect(img.getAttribute("srcset")).toBe(image.srcSet);
    expect(img.getAttribute("sizes")).toBe(image.sizes);
    expect(img.getAttribute("width")).toBe("1200");
    expect(img.getAttribute("height")).toBe("800");
    expect(img.getAttribute("alt")).toBe(image.alt);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.className).toContain("rounded-card");
  });

  it.each(["lazy", "eager"] as const)("passes loading=%s through", (loading) => {
    renderIn(<ZoomableImage image={image} loading={loading} />);
    expect(screen.getByRole("link").querySelector("img")!.getAttribute("loading")).toBe(loading);
  });

  it("carries what the preview needs: its group, its title and its fallback", () => {
    renderIn(
      <ZoomableImage
        image={{ ...image, caption: "Ledger" }}
        group="page"
        fallbackSrc="/media/fallback.webp"
      />,
    );
    const link = screen.getByRole("link");
    expect(link.dataset).toMatchObject({
      enlarge: "page",
      caption: "Ledger",
      fallback: "/media/fallback.webp",
    });
  });

  it("marks an image without a group as an Enlarge link all the same, and renders no dialog", () => {
    renderIn(<ZoomableImage image={image} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("data-enlarge")).toBe("");
    expect(link.hasAttribute("data-caption")).toBe(false);
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("is named in the page's language", () => {
    renderIn(<ZoomableImage image={image} />, "fr");
    expect(
      screen.getByRole("link", { name: "Agrandir\u00a0: A ledger with a bar chart" }),
    ).toBeTruthy();
  });
});

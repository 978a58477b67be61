// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { type PreviewImage, ZoomableImage } from "~/components/image-preview/zoomable-image";
import { Localized } from "~/i18n/localized";
import { previewOf } from "./enlarge";

const shot = (name: string, caption?: string): PreviewImage => ({
  src: `/media/${name}-600.webp`,
  srcSet: `/media/${name}-600.webp 600w, /media/${name}.webp 1200w`,
  width: 1200,
  height: 800,
  alt: `Alt of ${name}`,
  caption,
});

afterEach(() => {
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

function links() {
  return [...document.querySelectorAll<HTMLAnchorElement>("a[data-enlarge]")];
}

describe("previewOf", () => {
  it("steps through the links of the same group in document order, from the one used", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <Localized locale="en">
        <ZoomableImage image={shot("a", "Caption of a")} group="page" />
        <ZoomableImage image={shot("other")} group="elsewhere" />
        <ZoomableImage image={shot("alone")} />
        <ZoomableImage image={shot("b")} group="page" />
      </Localized>,
    );
    const [a, , , b] = links();
    const preview = previewOf(b!);
    expect(preview.startIndex).toBe(1);
    expect(preview.images).toEqual([
      // The largest file, titled by the caption where there is one.
      { src: "/media/a.webp", alt: "Alt of a", caption: "Caption of a" },
      { src: "/media/b.webp", alt: "Alt of b", caption: undefined },
    ]);
    expect(previewOf(a!).startIndex).toBe(0);
    expect(preview.fallbackSrc).toBeUndefined();
  });

  it("shows an image without a group alone, with its own fallback", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <Localized locale="en">
        <ZoomableImage image={shot("a")} />
        <ZoomableImage image={shot("b")} fallbackSrc="/media/missing.webp" />
      </Localized>,
    );
    const preview = previewOf(links()[1]!);
    expect(preview).toEqual({
      images: [{ src: "/media/b.webp", alt: "Alt of b", caption: undefined }],
      startIndex: 0,
      fallbackSrc: "/media/missing.webp",
    });
  });
});

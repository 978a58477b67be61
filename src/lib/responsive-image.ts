import type { ImageContent } from "~/content/schemas/page-blocks";
import { mediaUrl } from "./media";

/**
 * Every srcset on the site is built here, from one of two kinds of image:
 * generated artwork in AVIF and WebP at a list of widths (the hero), or an image
 * from the content layer with the renditions its YAML lists.
 */

/**
 * A raster image on the media host, published as AVIF and WebP at several widths
 * named `<path>-<width>.<format>` (the media scripts write them; a real media
 * host must serve the same names).
 */
export type ResponsiveImage = {
  path: string;
  width: number;
  height: number;
  widths: readonly number[];
  /** What the image shows, or "" when it is decoration. */
  alt: string;
};

export type ImageSources = {
  avifSrcSet: string;
  webpSrcSet: string;
  /** The fallback src: the WebP closest to 1080px wide. */
  src: string;
  sizes: string;
};

/** "src 640w, src 1280w" for media-host paths. */
function describe(renditions: readonly { src: string; width: number }[]): string {
  return renditions.map((r) => `${mediaUrl(r.src)} ${r.width}w`).join(", ");
}

/**
 * The one naming of a raster copy on the media host: home/hero at 768 px as AVIF is
 * home/hero-768.avif. The media scripts write copies under these names.
 */
export function renditionPath(path: string, width: number, format: "avif" | "webp"): string {
  return `${path}-${width}.${format}`;
}

/** Where an artwork's copies are named from: its path without the extension. */
export function artworkStem(path: string): string {
  return path.replace(/\.[a-z0-9]+$/i, "");
}

export function srcSet(image: ResponsiveImage, format: "avif" | "webp"): string {
  return describe(
    image.widths.map((width) => ({ src: renditionPath(image.path, width, format), width })),
  );
}

export function imageSources(image: ResponsiveImage, sizes: string): ImageSources {
  const fallback = [...image.widths].sort((a, b) => Math.abs(a - 1080) - Math.abs(b - 1080))[0]!;
  return {
    avifSrcSet: srcSet(image, "avif"),
    webpSrcSet: srcSet(image, "webp"),
    src: mediaUrl(renditionPath(image.path, fallback, "webp")),
    sizes,
  };
}

/** <img> attributes for an image from the content layer, with srcset when it has renditions. */
export function responsiveImage(image: ImageContent, sizes: string) {
  const srcSet = image.renditions ? describe(image.renditions) : undefined;
  return {
    src: mediaUrl(image.src),
    srcSet,
    sizes: srcSet ? sizes : undefined,
    alt: image.alt,
    width: image.width,
    height: image.height,
  };
}

import { mediaUrl } from "./media";

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

export function srcSet(image: ResponsiveImage, format: "avif" | "webp"): string {
  return image.widths.map((w) => `${mediaUrl(`${image.path}-${w}.${format}`)} ${w}w`).join(", ");
}

export function imageSources(image: ResponsiveImage, sizes: string): ImageSources {
  const fallback = [...image.widths].sort((a, b) => Math.abs(a - 1080) - Math.abs(b - 1080))[0]!;
  return {
    avifSrcSet: srcSet(image, "avif"),
    webpSrcSet: srcSet(image, "webp"),
    src: mediaUrl(`${image.path}-${fallback}.webp`),
    sizes,
  };
}

import { makePicture, type BuiltPicture, type PictureKind } from "./responsive-image";

/**
 * The home page's hero artwork (content/media/home/hero.webp), decoration behind the
 * headline across the whole width: AVIF and WebP from a phone's width to 1920 pixels.
 */
const heroKind: PictureKind = {
  widths: [480, 768, 1080, 1440, 1920],
  avif: true,
  fallbackWidth: 1080,
};

export const heroSizes = "100vw";

export function makeHeroPicture(): Promise<BuiltPicture> {
  return makePicture("home/hero.webp", heroKind);
}

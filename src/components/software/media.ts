import type { PreviewImage } from "~/components/image-preview/zoomable-image";
import type { ImageContent } from "~/content/schemas/page-blocks";
import { pictureImg, type Shown } from "~/lib/responsive-image";

/** `sizes` for an image as wide as the main column. */
export const sectionImageSizes = "(min-width: 1024px) 48rem, 100vw";
/** `sizes` for the industries artwork: at most 64rem, shown only where the section is 48rem or more. */
export const industriesImageSizes = "(min-width: 1088px) 64rem, calc(100vw - 4rem)";
/** `sizes` for an image beside the page's heading (under it, at most 36rem wide, below 1024px). */
export const heroImageSizes =
  "(min-width: 1280px) 32rem, (min-width: 1024px) 40vw, min(36rem, 100vw)";

/**
 * An image as the preview shows it: responsive, and titled by its caption where the
 * content gives one (else by its alt text, which can run to a long description).
 */
export function previewImage(image: Shown<ImageContent>, sizes: string): PreviewImage {
  const preview = pictureImg(image, sizes);
  return image.caption ? { ...preview, caption: image.caption } : preview;
}

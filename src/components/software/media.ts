import type { PreviewImage } from "~/components/image-preview/zoomable-image";
import type { ImageContent } from "~/content/schemas/page-blocks";
import { responsiveImage } from "~/lib/responsive-image";

/** `sizes` for an image as wide as the main column. */
export const sectionImageSizes = "(min-width: 1024px) 48rem, 100vw";
/** `sizes` for an image in the side column (below the sections on phones). */
export const asideImageSizes =
  "(min-width: 1280px) 20rem, (min-width: 1024px) 18rem, (min-width: 768px) 50vw, 100vw";

/**
 * An image as the preview shows it: responsive, and titled by its caption where the
 * content gives one (else by its alt text, which can run to a long description).
 */
export function previewImage(image: ImageContent, sizes: string): PreviewImage {
  const preview = responsiveImage(image, sizes);
  return image.caption ? { ...preview, caption: image.caption } : preview;
}

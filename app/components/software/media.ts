import type { ImageContent } from "~/content/schemas/page-blocks";
import { mediaUrl } from "~/lib/media";

/** <img> attributes for an image from the content layer, with srcset when it has renditions. */
export function responsiveImage(image: ImageContent, sizes: string) {
  const srcSet = image.renditions?.map((r) => `${mediaUrl(r.src)} ${r.width}w`).join(", ");
  return {
    src: mediaUrl(image.src),
    srcSet,
    sizes: srcSet ? sizes : undefined,
    alt: image.alt,
    width: image.width,
    height: image.height,
  };
}

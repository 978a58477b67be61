import type { BuiltPicture } from "~/lib/responsive-image";

type Props = {
  picture: BuiltPicture;
  /** What the image shows, or "" when it is decoration. */
  alt: string;
  /** The `sizes` of the layout it is shown in. */
  sizes: string;
  /** The size it is shown at, when not the original's (a logo in a row). */
  width?: number;
  height?: number;
  className?: string;
  /**
   * How the image competes for the phone's first second:
   * - "lcp": the page's largest paint; loads at once, at high priority, and is
   *   decoded with the frame that shows it.
   * - "auto" (the default): loads lazily as it nears the viewport.
   * - "low": lazy and at low priority, for an image that may sit in the first
   *   screen but is not what the visitor came for (a row of logos). Chrome would
   *   otherwise raise it to high priority once laid out in view, and its bytes would
   *   share the first second of bandwidth with the font and the stylesheet.
   */
  priority?: "lcp" | "auto" | "low";
};

/** AVIF (when the build made it) with a WebP fallback, at the widths the build made. */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  width = picture.width,
  height = picture.height,
  className,
  priority = "auto",
}: Props) {
  const lcp = priority === "lcp";
  return (
    <picture>
      {picture.avifSrcSet ? (
        <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />
      ) : null}
      <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />
      <img
        src={picture.src}
        alt={alt}
        width={width}
        height={height}
        loading={lcp ? "eager" : "lazy"}
        fetchPriority={lcp ? "high" : priority}
        decoding={lcp ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}

import type { ImageSources, ResponsiveImage } from "~/lib/responsive-image";

type Props = {
  image: ResponsiveImage;
  sources: ImageSources;
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

/** AVIF with a WebP fallback, at the widths the media host publishes. */
export function ResponsivePicture({ image, sources, className, priority = "auto" }: Props) {
  const lcp = priority === "lcp";
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sources.sizes} />
      <img
        src={sources.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={lcp ? "eager" : "lazy"}
        fetchPriority={lcp ? "high" : priority}
        decoding={lcp ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}

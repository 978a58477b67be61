import type { ImageSources, ResponsiveImage } from "~/lib/responsive-image";

type Props = {
  image: ResponsiveImage;
  sources: ImageSources;
  className?: string;
  /** The LCP image loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  /**
   * "low" for a lazy image that may sit in the first screen but is not what the
   * visitor came for (a row of logos): the browser would otherwise raise it to high
   * priority once it is laid out in view, and its bytes would share the phone's first
   * second of bandwidth with the font and the stylesheet.
   */
  fetchPriority?: "low" | "auto";
};

/** AVIF with a WebP fallback, at the widths the media host publishes. */
export function ResponsivePicture({
  image,
  sources,
  className,
  priority = false,
  fetchPriority = "auto",
}: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sources.sizes} />
      <img
        src={sources.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : fetchPriority}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}

import type { ImageSources, ResponsiveImage } from "~/lib/responsive-image";

type Props = {
  image: ResponsiveImage;
  sources: ImageSources;
  className?: string;
  /** The LCP image loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
};

/** AVIF with a WebP fallback, at the widths the media host publishes. */
export function ResponsivePicture({ image, sources, className, priority = false }: Props) {
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
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}

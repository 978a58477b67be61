import { Expand } from "lucide-react";
import { fill } from "~/i18n/format";
import { useMessages } from "~/i18n/react";
import { cn } from "~/lib/cn";
import { largestSource } from "./image-source";

export type PreviewImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  srcSet?: string;
  sizes?: string;
};

/**
 * A responsive image that opens in the image preview on click, Enter or Space.
 * Static HTML: a link to the image's largest file, so that without scripts, before
 * they arrive, or with Ctrl, Cmd, Shift or Alt held, it opens the picture itself.
 * The page's Enlarge script (src/scripts/enlarge.ts, included by the page entry
 * through src/components/enhance/media-links.astro) turns a plain click into the
 * preview, reading what it shows from this markup: the link's `href` is the file,
 * the `<img>`'s alt its text, `data-caption` its title. The links that share a
 * `group` name open in one preview, which steps through them in document (reading)
 * order.
 */
export function ZoomableImage({
  image,
  group,
  fallbackSrc,
  className,
  imgClassName,
  loading = "lazy",
}: {
  image: PreviewImage;
  /** The group's name on the page; without it the preview shows this image alone. */
  group?: string;
  fallbackSrc?: string;
  className?: string;
  imgClassName?: string;
  loading?: "lazy" | "eager";
}) {
  const t = useMessages("media");
  return (
    <a
      href={largestSource(image.src, image.srcSet)}
      aria-haspopup="dialog"
      aria-label={fill(t.enlarge, { alt: image.alt })}
      data-enlarge={group ?? ""}
      data-caption={image.caption}
      data-fallback={fallbackSrc}
      className={cn(
        "group relative block cursor-zoom-in overflow-hidden rounded-card bg-surface",
        className,
      )}
    >
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={loading}
        decoding="async"
        className={cn("block h-auto w-full", imgClassName)}
      />
      <span
        aria-hidden="true"
        className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-card group-hover:bg-brand-600 group-hover:text-white"
      >
        <Expand className="size-4" />
      </span>
    </a>
  );
}

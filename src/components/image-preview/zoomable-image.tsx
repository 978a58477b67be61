import { Expand } from "lucide-react";
import { useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { actOnLink } from "~/lib/use-play-on-demand";
import { largestSource } from "./image-source";
import type { ImageViewer } from "./image-viewer";

export type PreviewImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  srcSet?: string;
  sizes?: string;
};

type Viewer = typeof ImageViewer;

// The viewer (dialog, controls, transform reducer) is a separate chunk, fetched
// on the first open only, so a page with zoomable images pays for a button and
// an <img>. A failed fetch is forgotten, so the next click tries again.
let viewerModule: Promise<Viewer> | undefined;
function loadViewer(): Promise<Viewer> {
  viewerModule ??= import("./image-viewer").then(
    (module) => module.ImageViewer,
    (error: unknown) => {
      viewerModule = undefined;
      throw error;
    },
  );
  return viewerModule;
}

/**
 * A responsive image that opens in the image preview on click, Enter or Space. With a
 * `group` (which contains `image`), the preview steps through the group in order.
 * It is a link to the image's widest file: before the scripts arrive, or without
 * them, it opens the picture itself, and a click with Ctrl, Cmd or Shift still opens
 * the file in a new tab or window, as the visitor asked.
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
  group?: readonly PreviewImage[];
  fallbackSrc?: string;
  className?: string;
  imgClassName?: string;
  loading?: "lazy" | "eager";
}) {
  const [viewer, setViewer] = useState<{ Viewer: Viewer } | "loading" | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  const largest = largestSource(image.src, image.srcSet);
  const index = group?.findIndex((item) => item === image || item.src === image.src) ?? -1;
  const images = group && index >= 0 ? group : [image];

  function open() {
    if (viewer) return;
    setViewer("loading");
    loadViewer().then(
      (Viewer) => setViewer({ Viewer }),
      () => {
        // Offline or a deploy replaced the chunk: show the image itself rather than nothing.
        setViewer(null);
        window.location.assign(largest);
      },
    );
  }

  function close() {
    setViewer(null);
    linkRef.current?.focus();
  }

  return (
    <>
      <a
        ref={linkRef}
        href={largest}
        aria-haspopup="dialog"
        aria-label={`Enlarge: ${image.alt}`}
        {...actOnLink(open)}
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
      {viewer === "loading" ? (
        <div
          role="status"
          className="fixed inset-0 z-50 flex items-center justify-center bg-navy-950 text-sm text-white"
        >
          Opening the image viewer…
        </div>
      ) : viewer ? (
        <viewer.Viewer
          images={images}
          startIndex={Math.max(0, index)}
          fallbackSrc={fallbackSrc}
          onClose={close}
        />
      ) : null}
    </>
  );
}

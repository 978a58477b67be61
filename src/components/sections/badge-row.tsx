import { ResponsivePicture } from "~/components/responsive-picture";
import { cn } from "~/lib/cn";
import { mediaUrl } from "~/lib/media";
import { artworkStem, imageSources } from "~/lib/responsive-image";

export type Badge = {
  path: string;
  alt: string;
  caption?: string;
  /** The widths of its AVIF and WebP copies, if it has them (badgeImageSchema). */
  widths?: readonly number[];
};

const boxes = { 96: "size-24", 128: "size-32", 160: "size-40" } as const;

function BadgeImage({ badge, size, className }: { badge: Badge; size: number; className: string }) {
  if (!badge.widths) {
    return (
      <img
        src={mediaUrl(badge.path)}
        alt={badge.alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
  }
  // The copies sit beside the artwork: company/awards/x.svg → company/awards/x-256.avif.
  const image = {
    path: artworkStem(badge.path),
    width: size,
    height: size,
    widths: badge.widths,
    alt: badge.alt,
  };
  return (
    <ResponsivePicture
      image={image}
      sources={imageSources(image, `${size}px`)}
      priority="low"
      className={className}
    />
  );
}

/**
 * A row of award logos or partner badges (our own artwork from the media host),
 * shown from their raster copies when they have them: an SVG image is a document
 * of its own for the browser to lay out and paint on the main thread.
 */
export function BadgeRow({
  badges,
  size = 128,
  className,
}: {
  badges: readonly Badge[];
  /** Rendered width and height in CSS pixels; the artwork is square. */
  size?: keyof typeof boxes;
  className?: string;
}) {
  const box = boxes[size];
  return (
    <ul className={cn("flex flex-wrap justify-center gap-x-8 gap-y-6", className)}>
      {badges.map((badge) => (
        <li key={badge.path} className="flex flex-col items-center text-center">
          <BadgeImage badge={badge} size={size} className={box} />
          {badge.caption ? (
            <span className="mt-3 max-w-40 text-xs text-muted">{badge.caption}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

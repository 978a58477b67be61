import { ResponsivePicture } from "~/components/responsive-picture";
import { cn } from "~/lib/cn";
import type { BuiltPicture } from "~/lib/responsive-image";

export type Badge = {
  path: string;
  alt: string;
  caption?: string;
  /** Its AVIF and WebP copies, made by the build (logoPicture). */
  built: BuiltPicture;
};

const boxes = { 96: "size-24", 128: "size-32", 160: "size-40" } as const;

/**
 * A row of award logos or partner badges (our own artwork in content/media/), shown
 * from the raster copies the build makes: an SVG image is a document of its own for
 * the browser to lay out and paint on the main thread (decision 0011).
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
          <ResponsivePicture
            picture={badge.built}
            alt={badge.alt}
            sizes={`${size}px`}
            width={size}
            height={size}
            priority="low"
            className={box}
          />
          {badge.caption ? (
            <span className="mt-3 max-w-40 text-xs text-muted">{badge.caption}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

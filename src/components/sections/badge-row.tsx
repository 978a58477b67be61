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

/** From 640px, each badge at its size; on a phone, as wide as its share of the row. */
const boxes = {
  96: "aspect-square w-full max-w-24 sm:size-24",
  128: "aspect-square w-full max-w-32 sm:size-32",
  160: "aspect-square w-full max-w-40 sm:size-40",
} as const;

/**
 * On a phone the badges share each row in even parts, as many to a row as leaves the
 * last row at least half full (seven go four and three, five go three and two), so
 * that no badge is left alone under a full row. Written out whole for Tailwind.
 */
const phoneShares = {
  1: "basis-full",
  2: "basis-[calc((100%-1rem)/2)]",
  3: "basis-[calc((100%-2rem)/3)]",
  4: "basis-[calc((100%-3rem)/4)]",
} as const;

/** How many badges to a row on a phone, for `count` of them. */
export function badgesPerPhoneRow(count: number): keyof typeof phoneShares {
  if (count <= 4) return Math.max(1, count) as 1 | 2 | 3 | 4;
  const fits = ([4, 3] as const).find((perRow) => count % perRow === 0);
  if (fits) return fits;
  return count % 4 >= 2 ? 4 : 3;
}

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
  const share = phoneShares[badgesPerPhoneRow(badges.length)];
  return (
    <ul className={cn("flex flex-wrap justify-center gap-x-4 gap-y-6 sm:gap-x-8", className)}>
      {badges.map((badge) => (
        <li
          key={badge.path}
          className={cn("flex flex-col items-center text-center sm:basis-auto", share)}
        >
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

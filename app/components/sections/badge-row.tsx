import { cn } from "~/lib/cn";
import { mediaUrl } from "~/lib/media";

export type Badge = { path: string; alt: string; caption?: string };

/** A row of award logos or partner badges (our own artwork from the media host). */
export function BadgeRow({
  badges,
  size = 128,
  className,
}: {
  badges: readonly Badge[];
  /** Rendered width and height in CSS pixels; the artwork is square. */
  size?: 96 | 128 | 160;
  className?: string;
}) {
  const box = { 96: "size-24", 128: "size-32", 160: "size-40" }[size];
  return (
    <ul className={cn("flex flex-wrap justify-center gap-x-8 gap-y-6", className)}>
      {badges.map((badge) => (
        <li key={badge.path} className="flex flex-col items-center text-center">
          <img
            src={mediaUrl(badge.path)}
            alt={badge.alt}
            width={size}
            height={size}
            loading="lazy"
            decoding="async"
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

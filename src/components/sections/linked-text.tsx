import type { TextSegment } from "~/content/schemas/rich-text";
import { useHref } from "~/i18n/links";
import { cn } from "~/lib/cn";

/** Renders content text whose [links](/path) were parsed at build time, linking to the pages in the page's language. */
export function LinkedText({
  segments,
  linkClassName,
}: {
  segments: readonly TextSegment[];
  linkClassName?: string;
}) {
  const href = useHref();
  return segments.map((segment, i) =>
    segment.to ? (
      <a
        key={i}
        href={href(segment.to)}
        className={cn(
          "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800",
          linkClassName,
        )}
      >
        {segment.text}
      </a>
    ) : (
      <span key={i}>{segment.text}</span>
    ),
  );
}

import { ZoomableImage } from "~/components/image-preview/zoomable-image";
import type { ImageContent } from "~/content/schemas/page-blocks";
import type { Shown } from "~/lib/responsive-image";
import { industriesImageSizes, previewImage } from "./media";

type IndustriesProps = {
  image: Shown<ImageContent>;
  items: readonly string[];
  /** The name of the page's group of zoomable images; alone without it. */
  group?: string;
};

/**
 * The industries, shown once at every width. Where the section is wide enough for the
 * artwork's labels to read (48rem: about 13 px of its 28), the artwork alone, which
 * opens in the zoomable preview; narrower, the labels would be a few pixels high, and a
 * plain list says the same. Whichever is not shown is not displayed at all: nobody
 * reads the eight twice, the artwork (lazy) is not fetched on a phone, and the preview
 * steps only through the pictures on screen (src/scripts/enlarge.ts).
 */
export function Industries({ image, items, group }: IndustriesProps) {
  const img = previewImage(image, industriesImageSizes);
  return (
    <div className="mt-8">
      <figure className="hidden max-w-5xl @3xl:block">
        <ZoomableImage
          image={img}
          group={group}
          loading="lazy"
          className="w-full border border-line shadow-card"
        />
        {image.caption ? (
          <figcaption className="mt-3 text-sm text-subtle">{image.caption}</figcaption>
        ) : null}
      </figure>
      <ul className="grid gap-x-8 gap-y-3 @sm:grid-cols-2 @3xl:hidden">
        {items.map((industry) => (
          <li key={industry} className="flex gap-3 font-medium text-navy-900">
            <span
              aria-hidden="true"
              className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600"
            />
            {industry}
          </li>
        ))}
      </ul>
    </div>
  );
}

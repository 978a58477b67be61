import { Building2 } from "lucide-react";
import { ZoomableImage } from "~/components/image-preview/zoomable-image";
import type { ImageContent } from "~/content/schemas/page-blocks";
import type { Shown } from "~/lib/responsive-image";
import { previewImage, sectionImageSizes } from "./media";

type IndustriesProps = {
  image: Shown<ImageContent>;
  items: readonly string[];
  /** The name of the page's group of zoomable images; alone without it. */
  group?: string;
};

/**
 * The industries artwork (opens in the zoomable preview) and the list it illustrates:
 * side by side where the section runs across the page, the list under it elsewhere.
 */
export function Industries({ image, items, group }: IndustriesProps) {
  const img = previewImage(image, sectionImageSizes);
  return (
    <div className="mt-8 grid gap-8 @4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] @4xl:items-center @4xl:gap-12">
      <figure>
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
      <ul className="grid gap-3 @lg:grid-cols-2 @4xl:grid-cols-1">
        {items.map((industry) => (
          <li
            key={industry}
            className="flex items-center gap-3 rounded-control border border-line px-4 py-3 font-medium text-navy-900"
          >
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {industry}
          </li>
        ))}
      </ul>
    </div>
  );
}

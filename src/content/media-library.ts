/**
 * The originals in content/media/ (src/content/media-folder.ts) as astro:assets sees
 * them, for the build to make their sizes from (src/lib/responsive-image.ts). Only
 * page loads import this: the imports are Astro's image metadata, and only the sizes
 * the pages ask for reach the build. PDFs, clips, posters and captions stay on the
 * media host (src/lib/media.ts).
 */
import type { ImageMetadata } from "astro";

const files = import.meta.glob<ImageMetadata>(
  "../../content/media/**/*.{svg,avif,webp,png,jpg,jpeg}",
  { eager: true, import: "default" },
);

const originals = new Map(
  Object.entries(files).map(([file, image]) => [file.replace(/^.*?content\/media\//, ""), image]),
);

/** The original at `path` in content/media/, if there is one. */
export function original(path: string): ImageMetadata | undefined {
  return originals.get(path);
}

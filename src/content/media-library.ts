/**
 * The pictures staff upload: one original of each under content/media/, which the
 * build turns into the sizes and formats pages show (src/lib/pictures.ts). Content
 * names an original by its path in that folder ("services/hosting/picture.webp").
 * PDFs, clips, posters and captions stay on the media host (src/lib/media.ts).
 */
import type { ImageMetadata } from "astro";

/** Where the originals are, for messages to editors. */
export const mediaFolder = "content/media";

// Eager, so that a path's existence and an original's size are known without waiting;
// the imports are Astro's image metadata, not the files: only the sizes the pages ask
// for reach the build.
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

/** Every original's path in content/media/, for suggestions in error messages. */
export function originalPaths(): string[] {
  return [...originals.keys()];
}

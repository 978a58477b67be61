import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The folder staff upload pictures to: one original of each, from which the build
 * makes the sizes and formats pages show (src/lib/responsive-image.ts). Content names
 * a picture by its path in it ("services/hosting/picture.webp").
 */
export const mediaFolder = "content/media";

// Read from the disk rather than through Vite: a schema that imported the pictures
// would mark every original as used, and the build would publish them all as they are.
const folder = () => path.resolve(process.cwd(), mediaFolder);

/** Whether content/media/ holds a file at `file` (a path already checked for "..", "//"). */
export function inMediaFolder(file: string): boolean {
  const full = path.join(folder(), file);
  return existsSync(full) && statSync(full).isFile();
}

/** The text of the file at `file` in content/media/ (an SVG's markup). */
export function readMediaFile(file: string): string {
  return readFileSync(path.join(folder(), file), "utf8");
}

/** The files in content/media/<dir>, or undefined if there is no such folder. */
export function filesIn(dir: string): string[] | undefined {
  const full = path.join(folder(), dir);
  if (!existsSync(full) || !statSync(full).isDirectory()) return undefined;
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

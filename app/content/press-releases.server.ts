import path from "node:path";
import { ContentError, contentRoot, loadMarkdownFolder, type MarkdownEntry } from "./load.server";
import { pressReleaseSchema, type PressReleaseFrontMatter } from "./schemas/press-releases";

export type PressRelease = MarkdownEntry<PressReleaseFrontMatter>;

const fileName = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every press release in content/<dir>, newest first. Beyond the front matter
 * schema, the file name must start with the release date (it is the entry's
 * permanent anchor) and the body must not bring its own headings (the page gives
 * each release an h2).
 */
export function loadPressReleases(dir = "press-releases"): PressRelease[] {
  const entries = loadMarkdownFolder(dir, pressReleaseSchema);
  for (const entry of entries) {
    const file = path.relative(process.cwd(), path.join(contentRoot, dir, `${entry.slug}.md`));
    const match = fileName.exec(entry.slug);
    if (!match) {
      throw new ContentError(
        `${file} is not valid:\n  file name: must be <yyyy-mm-dd>-<slug>.md, with a slug of lowercase words joined by hyphens`,
      );
    }
    if (match[1] !== entry.date) {
      throw new ContentError(
        `${file} is not valid:\n  date: is ${entry.date}, but the file name starts with ${match[1]}`,
      );
    }
    if (/<h[1-6][\s>]/.test(entry.html)) {
      throw new ContentError(
        `${file} is not valid:\n  body: must not contain Markdown headings (the page adds the release heading)`,
      );
    }
  }
  return [...entries].sort((a, b) =>
    a.date === b.date ? b.slug.localeCompare(a.slug) : b.date.localeCompare(a.date),
  );
}

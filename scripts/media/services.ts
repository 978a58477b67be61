/**
 * The service pages' pictures (run: npm run media -- services): one composition per
 * service (scripts/media/services/artwork.ts), without words, so both languages show
 * the same file, rendered to WebP at the widths content/services/<slug>.yaml lists.
 */
import { serviceSlugs } from "../../src/content/schemas/services";
import { webp, writer } from "./lib";
import { serviceArt } from "./services/artwork";

export const SERVICE_PICTURE_WIDTHS = [640, 960, 1280] as const;

export async function generate(outDir: string): Promise<string[]> {
  const { out, written } = writer(outDir);
  for (const slug of serviceSlugs) {
    const art = serviceArt[slug]();
    for (const width of SERVICE_PICTURE_WIDTHS)
      await out(`services/${slug}/picture-${width}.webp`, (f) => webp(art, width, f));
  }
  return written;
}

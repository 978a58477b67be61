/**
 * Generates the placeholder media (images, PDFs, video posters and clips) that
 * the default build serves from /media. Each module in scripts/media/ exports
 * `generate(outDir)` for its own collection; the results are committed, so a
 * fresh clone needs no image or video tools. Point MEDIA_BASE_URL at the real
 * media host to use real files instead.
 *
 *   npm run media            regenerate everything
 *   npm run media -- videos  only the modules whose file name contains "videos"
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type MediaModule = { generate: (outDir: string) => Promise<string[]> };

const outDir = path.resolve("public/media");
const only = process.argv[2];
const dir = path.resolve("scripts/media");
const modules = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "lib.ts")
  .filter((f) => !only || f.includes(only))
  .sort();

for (const file of modules) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as MediaModule;
  const written = await mod.generate(outDir);
  console.log(`media: ${file} wrote ${written.length} files`);
}

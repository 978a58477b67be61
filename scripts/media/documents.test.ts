import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documents as softwareDocuments } from "./software";
import { documents as supportDocuments } from "./support";

/**
 * The placeholder PDFs and caption tracks are made from content (newsletters.yaml,
 * training-videos.yaml, site.ts). After a content change they must be made again
 * (npm run media), or the site serves documents that say something else. Only the
 * documents are made here: the pictures need no check of this kind and the clips need
 * ffmpeg, which a fresh machine does not have.
 */
describe.each([
  ["software", softwareDocuments],
  ["support", supportDocuments],
] as const)("%s documents", (_, generate) => {
  it("are committed exactly as the generator makes them from today's content", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "media-documents-"));
    try {
      const written = (await generate(dir))
        // The generators name what they wrote either by full path or relative to dir.
        .map((f) => (path.isAbsolute(f) ? path.relative(dir, f) : f))
        .filter((f) => /\.(pdf|vtt)$/.test(f));
      expect(written.length).toBeGreaterThan(0);
      for (const relative of written) {
        const made = readFileSync(path.join(dir, relative));
        const committed = readFileSync(path.join("public/media", relative));
        expect(committed.equals(made), `${relative}: run npm run media`).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

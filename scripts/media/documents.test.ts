import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
  type PDFObject,
} from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatedPath } from "./lib";
import { documents as softwareDocuments } from "./software";
import { documents as supportDocuments } from "./support";

/**
 * The text a page shows, as the generators set it: each `<hex> Tj` of its content
 * streams, decoded as WinAnsi (the encoding of the standard fonts they use), one per line.
 */
function pageText(doc: PDFDocument, index: number): string {
  const contents = doc.getPage(index).node.get(PDFName.of("Contents"));
  const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : [contents!];
  const decoder = new TextDecoder("windows-1252");
  return refs
    .map((ref) => doc.context.lookup(ref))
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .flatMap((ops) => [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map(([, hex]) => decoder.decode(Buffer.from(hex!, "hex")))
    .join("\n");
}

const language = (doc: PDFDocument) => doc.catalog.lookupMaybe(PDFName.of("Lang"), PDFString);

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
  let dir = "";
  let written: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "media-documents-"));
    written = (await generate(dir))
      // The generators name what they wrote either by full path or relative to dir.
      .map((f) => (path.isAbsolute(f) ? path.relative(dir, f) : f))
      .filter((f) => /\.(pdf|vtt)$/.test(f));
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are committed exactly as the generator makes them from today's content", () => {
    expect(written.length).toBeGreaterThan(0);
    for (const relative of written) {
      const made = readFileSync(path.join(dir, relative));
      const committed = readFileSync(path.join("public/media", relative));
      expect(committed.equals(made), `${relative}: run npm run media`).toBe(true);
    }
  });

  it("have a French PDF beside each English one, in French, with the same pages", async () => {
    const french = written.filter((f) => f.endsWith("-fr.pdf"));
    const english = written.filter((f) => f.endsWith(".pdf") && !f.endsWith("-fr.pdf"));
    expect(english.length).toBeGreaterThan(0);
    expect(french.sort()).toEqual(english.map((f) => translatedPath(f, "fr")).sort());

    let withNoBreakSpaces = 0;
    for (const relative of english) {
      const frRelative = translatedPath(relative, "fr");
      const en = await PDFDocument.load(readFileSync(path.join("public/media", relative)));
      const fr = await PDFDocument.load(readFileSync(path.join("public/media", frRelative)));
      const pages = en.getPageCount();
      // The French page links to it with the English one's page count.
      expect(fr.getPageCount(), frRelative).toBe(pages);

      expect(fr.getTitle(), frRelative).toBeTruthy();
      expect(fr.getTitle(), frRelative).not.toBe(en.getTitle());
      expect(language(fr)?.decodeText(), frRelative).toBe("fr-CA");
      const enLanguage = language(en)?.decodeText();
      if (enLanguage) expect(enLanguage, relative).toBe("en-CA");

      const enText = en
        .getPages()
        .map((_, i) => pageText(en, i))
        .join("\n");
      const frText = fr
        .getPages()
        .map((_, i) => pageText(fr, i))
        .join("\n");
      expect(enText, relative).toContain(`Page ${pages} of ${pages}`);
      expect(frText, frRelative).toContain(`Page ${pages} de ${pages}`);
      expect(frText, frRelative).not.toMatch(/\b(of|the|and)\b/);
      // Accented letters, and no-break spaces before colons and the like (so no line starts with one).
      expect(frText, frRelative).toMatch(/[éèàçêô]/);
      expect(frText, frRelative).not.toMatch(/(^| )[:;?!»]/m);
      if (/\u00a0[:;?!»]/.test(frText)) withNoBreakSpaces++;
    }
    expect(withNoBreakSpaces).toBeGreaterThan(english.length / 2);
  });
});

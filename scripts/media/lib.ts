import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PDFFont } from "pdf-lib";
import sharp from "sharp";

/**
 * Splits `text` into lines no wider than `maxWidth` as `measure` sets them, on word
 * boundaries; a single word wider than that gets a line of its own. No-break spaces
 * (U+00A0, U+202F: French puts them before ":" and inside « ») do not break a line:
 * they stay in the line, between the words they join.
 */
export function wrapToWidth(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/[^\S\u00a0\u202f]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Text as the PDFs' standard fonts can set it. Helvetica is embedded with WinAnsi
 * encoding, which has no narrow no-break space (U+202F, before ";", "!" and "?" in
 * French): it becomes an ordinary no-break space (U+00A0), which WinAnsi has.
 */
export function winAnsiText(text: string): string {
  return text.replace(/\u202f/g, "\u00a0");
}

/** Breaks text into lines no wider than `width` points in the given font and size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapToWidth(winAnsiText(text), width, (line) => font.widthOfTextAtSize(line, size));
}

/**
 * Where a document's translation goes on the media host: beside the English one, with
 * the language before the extension ("newsletters/2024-q1.pdf" -> "newsletters/2024-q1-fr.pdf").
 */
export function translatedPath(rel: string, locale: string): string {
  const dot = rel.lastIndexOf(".");
  if (dot <= rel.lastIndexOf("/")) throw new Error(`${rel} has no extension`);
  return `${rel.slice(0, dot)}-${locale}${rel.slice(dot)}`;
}

/** An SVG drawing rendered to a WebP file `width` pixels wide. */
export async function webp(svg: string, width: number, file: string) {
  await sharp(Buffer.from(svg), { density: 144 })
    .resize({ width })
    .webp({ quality: 80, effort: 6 })
    .toFile(file);
}

/**
 * A writer of files under outDir: each call makes the file's folder, writes it and
 * notes its path (relative to outDir) in `written`.
 */
export function writer(outDir: string) {
  const written: string[] = [];
  const out = async (rel: string, write: (file: string) => Promise<void>) => {
    const file = path.join(outDir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await write(file);
    written.push(rel);
  };
  return { out, written };
}

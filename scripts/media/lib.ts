import type { PDFFont } from "pdf-lib";

/**
 * Splits `text` into lines no wider than `maxWidth` as `measure` sets them, on word
 * boundaries; a single word wider than that gets a line of its own.
 */
export function wrapToWidth(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
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

/** Breaks text into lines no wider than `width` points in the given font and size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapToWidth(text, width, (line) => font.widthOfTextAtSize(line, size));
}

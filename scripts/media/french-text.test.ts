import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { factSheets } from "./software/fact-sheets";
import { factSheetsFr } from "./software/fact-sheets.fr";
import { articles, fromTheDesk } from "./support/newsletter-articles";
import { articlesFr, periodsFr } from "./support/newsletter-articles.fr";

/** Every string of the French modules, named by where it is. */
function frenchStrings(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (where: string, value: unknown) => {
    if (typeof value === "string") out.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${where}.${i}`, v));
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) walk(`${where}.${key}`, v);
    }
  };
  walk("factSheetsFr", factSheetsFr);
  walk("articlesFr", articlesFr);
  walk("periodsFr", periodsFr);
  return out;
}

describe("the French text of the generated PDFs", () => {
  let regular: PDFFont;
  let bold: PDFFont;
  beforeAll(async () => {
    const doc = await PDFDocument.create();
    regular = await doc.embedFont(StandardFonts.Helvetica);
    bold = await doc.embedFont(StandardFonts.HelveticaBold);
  });

  it("has every character in the PDFs' font encoding (WinAnsi: no U+202F)", () => {
    for (const [where, text] of frenchStrings()) {
      expect(() => regular.encodeText(text), where).not.toThrow();
      expect(() => bold.encodeText(text), where).not.toThrow();
    }
  });

  it("sets French punctuation with no-break spaces and typographic apostrophes", () => {
    for (const [where, text] of frenchStrings()) {
      expect(text, where).not.toMatch(/ [:;!?»%]/); // An ordinary space would let the line break there.
      expect(text, where).not.toMatch(/« /);
      expect(text, where).not.toMatch(/\w[:;!?]( |$)/); // A missing space before the mark.
      expect(text, where).not.toMatch(/'/);
      expect(text, where).not.toMatch(/\d,\d{3}\b|\d \d{3}\b/); // 3 750, not 3,750 or 3 750.
      expect(text, where).not.toMatch(/e-mail|newsletter/i);
    }
  });

  it("gives each fact sheet the English sheet's pages and sections", () => {
    for (const sheet of factSheets) {
      const french = factSheetsFr[sheet.path];
      expect(french.product.replace(/\u00a0/g, " "), sheet.path).toBe(sheet.product);
      expect(
        french.pages.map((p) => p.length),
        sheet.path,
      ).toEqual(sheet.pages.map((p) => p.length));
      french.pages.flat().forEach((section, i) => {
        const english = sheet.pages.flat()[i]!;
        expect(section.bullets?.length, `${sheet.path}: ${section.heading}`).toBe(
          english.bullets?.length,
        );
        expect(section.paragraphs?.length, `${sheet.path}: ${section.heading}`).toBe(
          english.paragraphs?.length,
        );
      });
    }
  });

  it("translates every newsletter article", () => {
    for (const article of [...articles, fromTheDesk]) {
      const french = articlesFr[article.id];
      expect(french.heading, article.id).not.toBe(article.heading);
      expect(french.paragraphs.length, article.id).toBe(article.paragraphs.length);
    }
  });
});

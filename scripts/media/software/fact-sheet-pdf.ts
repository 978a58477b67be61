import { PDFDocument, StandardFonts, rgb, type PDFPage } from "pdf-lib";
import { site } from "../../../content/site";
import { languageTag, type Locale } from "../../../src/i18n/locale";
import type { FactSheetContent } from "./fact-sheets";
import { wrapText } from "../lib";

/** Renders a fact sheet as a Letter-size PDF in the site's colours. */

const hex = (value: string) => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const navy = hex("#0b1f3a");
const brand = hex("#1d5fd1");
const accent = hex("#f5b638");
const ink = hex("#1a2433");
const muted = hex("#4a5568");
const pale = hex("#dfe7f3");

const PAGE = { width: 612, height: 792 };
const MARGIN = 56;
const BOTTOM = 72;
// Fixed, so that regenerating the placeholders does not change committed bytes.
const STAMP = new Date("2024-01-15T12:00:00Z");

/** The words the layout adds around a sheet's own text, in each language. */
const labels: Record<
  Locale,
  {
    title: (sheet: FactSheetContent) => string;
    masthead: (product: string) => string;
    page: (page: number, of: number) => string;
  }
> = {
  en: {
    title: (sheet) => `${sheet.product} ${sheet.title}: fact sheet`,
    masthead: (product) => `${product} fact sheet`,
    page: (page, of) => `Page ${page} of ${of}`,
  },
  fr: {
    title: (sheet) => `Fiche technique ${sheet.product}\u00a0: ${sheet.title}`,
    masthead: (product) => `Fiche technique ${product}`,
    page: (page, of) => `Page ${page} de ${of}`,
  },
};

export async function factSheetPdf(
  sheet: FactSheetContent,
  locale: Locale = "en",
): Promise<Uint8Array> {
  const text = labels[locale];
  const doc = await PDFDocument.create();
  doc.setTitle(text.title(sheet));
  doc.setAuthor("Ridgeline Business Systems");
  doc.setSubject(sheet.summary);
  doc.setProducer("Ridgeline Business Systems");
  doc.setCreator("Ridgeline website placeholder media");
  doc.setCreationDate(STAMP);
  doc.setModificationDate(STAMP);
  // The English sheets never named their language; adding it would change their bytes.
  if (locale !== "en") doc.setLanguage(languageTag[locale]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - MARGIN * 2;

  let page: PDFPage;
  let y = 0;

  const newPage = (first: boolean) => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawRectangle({ x: 0, y: PAGE.height - 92, width: PAGE.width, height: 92, color: navy });
    page.drawRectangle({ x: 0, y: PAGE.height - 96, width: PAGE.width, height: 4, color: accent });
    page.drawText("RIDGELINE BUSINESS SYSTEMS", {
      x: MARGIN,
      y: PAGE.height - 40,
      size: 9,
      font: bold,
      color: accent,
    });
    page.drawText(text.masthead(sheet.product), {
      x: MARGIN,
      y: PAGE.height - 66,
      size: 16,
      font: bold,
      color: rgb(1, 1, 1),
    });
    y = PAGE.height - 140;
    if (first) {
      // A long (translated) title takes two lines rather than running off the page.
      wrapText(sheet.title, bold, 28, width).forEach((line, i) => {
        if (i > 0) y -= 32;
        page.drawText(line, { x: MARGIN, y, size: 28, font: bold, color: navy });
      });
      y -= 30;
      for (const line of wrapText(sheet.summary, regular, 13, width)) {
        page.drawText(line, { x: MARGIN, y, size: 13, font: regular, color: muted });
        y -= 19;
      }
      y -= 14;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: PAGE.width - MARGIN, y },
        thickness: 1,
        color: pale,
      });
      y -= 28;
    }
  };

  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage(false);
  };

  sheet.pages.forEach((sections, index) => {
    newPage(index === 0);
    for (const section of sections) {
      const heading = wrapText(section.heading, bold, 14, width);
      ensure(40 + 18 * (heading.length - 1));
      heading.forEach((line, i) => {
        if (i > 0) y -= 18;
        page.drawText(line, { x: MARGIN, y, size: 14, font: bold, color: brand });
      });
      y -= 22;
      for (const paragraph of section.paragraphs ?? []) {
        for (const line of wrapText(paragraph, regular, 10.5, width)) {
          ensure(15);
          page.drawText(line, { x: MARGIN, y, size: 10.5, font: regular, color: ink });
          y -= 15;
        }
        y -= 8;
      }
      for (const bullet of section.bullets ?? []) {
        const lines = wrapText(bullet, regular, 10.5, width - 16);
        ensure(15 * lines.length);
        page.drawText("•", { x: MARGIN + 2, y, size: 10.5, font: bold, color: brand });
        for (const line of lines) {
          page.drawText(line, { x: MARGIN + 16, y, size: 10.5, font: regular, color: ink });
          y -= 15;
        }
        y -= 4;
      }
      y -= 14;
    }
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN, y: 48 },
      end: { x: PAGE.width - MARGIN, y: 48 },
      thickness: 0.75,
      color: pale,
    });
    p.drawText(`${site.name}  ·  ${site.phones.main.display}  ·  ${new URL(site.url).host}`, {
      x: MARGIN,
      y: 32,
      size: 8.5,
      font: regular,
      color: muted,
    });
    const label = text.page(i + 1, pages.length);
    p.drawText(label, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, 8.5),
      y: 32,
      size: 8.5,
      font: regular,
      color: muted,
    });
  });
  return doc.save();
}

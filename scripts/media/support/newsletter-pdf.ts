import { PDFDocument, StandardFonts, rgb, type PDFPage, type RGB } from "pdf-lib";
import type { NewsletterPeriod } from "../../../src/content/schemas/newsletters";
import { site } from "../../../content/site";
import { articlesFor } from "./newsletter-articles";
import { palette } from "./palette";
import { wrapText } from "../lib";

const pageSize: [number, number] = [612, 792]; // US Letter: the firm works in Canada and the US.
const margin = 56;
const width = pageSize[0] - margin * 2;

function colour(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** When each issue went out: fixed dates keep the generated files byte-for-byte stable. */
const published: Record<NewsletterPeriod, string> = {
  "1st Quarter": "04-15",
  "2nd Quarter": "07-15",
  "3rd Quarter": "10-15",
  "Year End": "12-05",
};

export type NewsletterIssueInput = {
  year: number;
  period: NewsletterPeriod;
  summary: string;
};

/** A one- or two-page newsletter: masthead, 'In this issue', articles, support contacts. */
export async function newsletterPdf({ year, period, summary }: NewsletterIssueInput) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(`${year}-${published[period]}T12:00:00Z`);
  const title = `${site.name} Customer Newsletter, ${period} ${year}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setSubject(summary);
  doc.setCreator(site.name);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-CA");
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages: PDFPage[] = [];
  let page = doc.addPage(pageSize);
  pages.push(page);
  let y = pageSize[1];

  // Masthead
  page.drawRectangle({
    x: 0,
    y: y - 132,
    width: pageSize[0],
    height: 132,
    color: colour(palette.navy900),
  });
  page.drawRectangle({
    x: 0,
    y: y - 136,
    width: pageSize[0],
    height: 4,
    color: colour(palette.accent400),
  });
  page.drawText(site.name.toUpperCase(), {
    x: margin,
    y: y - 48,
    size: 10,
    font: bold,
    color: colour(palette.accent400),
  });
  page.drawText("Customer Newsletter", {
    x: margin,
    y: y - 84,
    size: 30,
    font: bold,
    color: colour(palette.white),
  });
  const edition = `${period} ${year}`;
  page.drawText(edition, {
    x: pageSize[0] - margin - bold.widthOfTextAtSize(edition, 14),
    y: y - 84,
    size: 14,
    font: bold,
    color: colour(palette.brand200),
  });
  page.drawText(`Sage software and IT news for our customers  |  ${site.phones.support.display}`, {
    x: margin,
    y: y - 108,
    size: 10,
    font: regular,
    color: colour(palette.navy100),
  });
  y -= 136 + 36;

  const ensure = (needed: number) => {
    if (y - needed >= 60) return; // Room above the footer line.
    page = doc.addPage(pageSize);
    pages.push(page);
    y = pageSize[1] - margin;
  };

  // In this issue
  const summaryLines = wrapText(summary, regular, 12, width - 32);
  const boxHeight = 40 + summaryLines.length * 17;
  page.drawRectangle({
    x: margin,
    y: y - boxHeight,
    width,
    height: boxHeight,
    color: colour(palette.brand50),
    borderColor: colour(palette.brand200),
    borderWidth: 1,
  });
  page.drawText("IN THIS ISSUE", {
    x: margin + 16,
    y: y - 24,
    size: 9,
    font: bold,
    color: colour(palette.brand600),
  });
  summaryLines.forEach((line, i) => {
    page.drawText(line, {
      x: margin + 16,
      y: y - 44 - i * 17,
      size: 12,
      font: regular,
      color: colour(palette.ink),
    });
  });
  y -= boxHeight + 32;

  for (const article of articlesFor(summary)) {
    ensure(80);
    page.drawText(article.heading, {
      x: margin,
      y,
      size: 16,
      font: bold,
      color: colour(palette.navy900),
    });
    y -= 24;
    for (const paragraph of article.paragraphs) {
      for (const line of wrapText(paragraph, regular, 11, width)) {
        ensure(16);
        page.drawText(line, { x: margin, y, size: 11, font: regular, color: colour(palette.ink) });
        y -= 16;
      }
      y -= 8;
    }
    y -= 14;
  }

  // Support contacts
  ensure(86);
  page.drawLine({
    start: { x: margin, y: y + 6 },
    end: { x: margin + width, y: y + 6 },
    thickness: 1,
    color: colour(palette.line),
  });
  y -= 18;
  page.drawText("Need help?", {
    x: margin,
    y,
    size: 13,
    font: bold,
    color: colour(palette.navy900),
  });
  y -= 20;
  const contacts = [
    `Support desk: ${site.phones.support.display}`,
    `E-mail: ${site.emails.support}`,
    `Customer support site: ${site.externalUrls.customerSupport.replace(/^https:\/\//, "")}`,
  ];
  for (const line of contacts) {
    page.drawText(line, { x: margin, y, size: 11, font: regular, color: colour(palette.ink) });
    y -= 16;
  }

  const { address } = site;
  const footer = `${site.name}  |  ${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}`;
  pages.forEach((p, i) => {
    p.drawText(footer, { x: margin, y: 32, size: 8, font: regular, color: colour(palette.muted) });
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: pageSize[0] - margin - regular.widthOfTextAtSize(label, 8),
      y: 32,
      size: 8,
      font: regular,
      color: colour(palette.muted),
    });
  });

  return doc.save();
}

import { PDFDocument, StandardFonts, rgb, type PDFPage, type RGB } from "pdf-lib";
import type { NewsletterPeriod } from "../../../src/content/schemas/newsletters";
import { site } from "../../../content/site";
import { languageTag, type Locale } from "../../../src/i18n/locale";
import { articlesFor } from "./newsletter-articles";
import { articlesFr, periodsFr } from "./newsletter-articles.fr";
import { palette } from "./palette";
import { winAnsiText, wrapText } from "../lib";

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
  /** The English summary: it picks the articles, in every language. */
  summary: string;
};

/** Another language's edition of an issue: its summary in that language. */
export type NewsletterTranslation = { locale: Exclude<Locale, "en">; summary: string };

/** The words of the layout, in each language. */
const labels = {
  en: {
    edition: (period: NewsletterPeriod, year: number) => `${period} ${year}`,
    title: (edition: string) => `${site.name} Customer Newsletter, ${edition}`,
    masthead: "Customer Newsletter",
    tagline: "Sage software and IT news for our customers",
    inThisIssue: "IN THIS ISSUE",
    needHelp: "Need help?",
    supportDesk: "Support desk",
    email: "E-mail",
    supportSite: "Customer support site",
    page: (page: number, of: number) => `Page ${page} of ${of}`,
  },
  fr: {
    edition: (period: NewsletterPeriod, year: number) => `${periodsFr[period]} ${year}`,
    title: (edition: string) => `Infolettre client de ${site.name}, ${edition.toLowerCase()}`,
    masthead: "Infolettre client",
    tagline: "Nouvelles des logiciels Sage et des TI pour nos clients",
    inThisIssue: "DANS CE NUMÉRO",
    needHelp: "Besoin d’aide\u00a0?",
    supportDesk: "Soutien technique",
    email: "Courriel",
    supportSite: "Site de soutien à la clientèle",
    page: (page: number, of: number) => `Page ${page} de ${of}`,
  },
} satisfies Record<Locale, unknown>;

/** The label before a contact line's value: "E-mail: …", "Courriel : …". */
const labelled = (locale: Locale, label: string, value: string) =>
  locale === "fr" ? `${label}\u00a0: ${value}` : `${label}: ${value}`;

/**
 * A one- or two-page newsletter: masthead, 'In this issue', articles, support contacts.
 * With a translation, the same issue in that language (same articles, same layout).
 */
export async function newsletterPdf(
  { year, period, summary: englishSummary }: NewsletterIssueInput,
  translation?: NewsletterTranslation,
) {
  const locale: Locale = translation?.locale ?? "en";
  const text = labels[locale];
  // In French, no line ends on "Sage" before its "300": the content's summary joins them here.
  const summary = winAnsiText(
    translation ? translation.summary.replace(/\bSage (\d)/g, "Sage\u00a0$1") : englishSummary,
  );
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(`${year}-${published[period]}T12:00:00Z`);
  const edition = text.edition(period, year);
  const title = text.title(edition);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setSubject(summary);
  doc.setCreator(site.name);
  doc.setProducer("pdf-lib");
  doc.setLanguage(languageTag[locale]);
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
  page.drawText(text.masthead, {
    x: margin,
    y: y - 84,
    size: 30,
    font: bold,
    color: colour(palette.white),
  });
  page.drawText(edition, {
    x: pageSize[0] - margin - bold.widthOfTextAtSize(edition, 14),
    y: y - 84,
    size: 14,
    font: bold,
    color: colour(palette.brand200),
  });
  page.drawText(`${text.tagline}  |  ${site.phones.support.display}`, {
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
  page.drawText(text.inThisIssue, {
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

  for (const picked of articlesFor(englishSummary)) {
    const article = locale === "fr" ? articlesFr[picked.id] : picked;
    const heading = wrapText(article.heading, bold, 16, width);
    ensure(80 + 20 * (heading.length - 1));
    heading.forEach((line, i) => {
      if (i > 0) y -= 20;
      page.drawText(line, { x: margin, y, size: 16, font: bold, color: colour(palette.navy900) });
    });
    y -= 24;
    for (const paragraph of article.paragraphs) {
      const lines = wrapText(paragraph, regular, 11, width);
      lines.forEach((line, i) => {
        // A translation keeps a paragraph's first two and last two lines on one page, so that
        // no line is left alone at the foot or the top of a page. (The English issues were
        // laid out without this, and keep their committed layout.)
        const keep = translation && lines.length > 1 && (i === 0 || i === lines.length - 2);
        ensure(keep ? 32 : 16);
        page.drawText(line, { x: margin, y, size: 11, font: regular, color: colour(palette.ink) });
        y -= 16;
      });
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
  page.drawText(text.needHelp, {
    x: margin,
    y,
    size: 13,
    font: bold,
    color: colour(palette.navy900),
  });
  y -= 20;
  const contacts = [
    labelled(locale, text.supportDesk, site.phones.support.display),
    labelled(locale, text.email, site.emails.support),
    labelled(
      locale,
      text.supportSite,
      site.externalUrls.customerSupport.replace(/^https:\/\//, ""),
    ),
  ];
  for (const line of contacts) {
    page.drawText(line, { x: margin, y, size: 11, font: regular, color: colour(palette.ink) });
    y -= 16;
  }

  const { address } = site;
  const footer = `${site.name}  |  ${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}`;
  pages.forEach((p, i) => {
    p.drawText(footer, { x: margin, y: 32, size: 8, font: regular, color: colour(palette.muted) });
    const label = text.page(i + 1, pages.length);
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

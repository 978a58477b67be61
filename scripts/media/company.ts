/**
 * Placeholder artwork for the company pages: award logos, partner badges, one
 * picture for each press release that names an image, and the success-stories
 * illustration. All are small hand-built SVGs in the brand colours (our own
 * artwork: no vendor logos, no stock images). Colours are the tokens of
 * src/styles/app.css, written out because these files live outside the app.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { splitFrontMatter } from "../../src/content/load.server";
import { artworkStem, renditionPath } from "../../src/lib/responsive-image";
import { translatedPath } from "./lib";
import { drawSvgSquare } from "./support/draw-svg";
import { InterOutliner, type TextRun } from "./support/outline-text";

const c = {
  navy950: "#071427",
  navy900: "#0b1f3a",
  navy800: "#13305a",
  navy700: "#1c3f73",
  navy100: "#dfe7f3",
  brand200: "#bcd2fc",
  brand500: "#3b7bef",
  brand600: "#1d5fd1",
  accent300: "#fcd34d",
  accent400: "#f5b638",
  surface: "#f5f7fb",
  white: "#ffffff",
} as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

/** Centred text, outlined in Inter (support/outline-text.ts says why). */
function text(ink: InterOutliner, run: Omit<TextRun, "anchor">): string {
  return ink.path({ ...run, anchor: "middle" });
}

/** Every weight the artwork's text uses. */
const WEIGHTS = [500, 700, 800];

// Award logos -----------------------------------------------------------------

/** What a badge says: its SVG title and the words drawn in it. */
type BadgeWords = {
  title: string;
  top: string;
  /** The badge's centrepiece: big text or a drawn symbol. */
  centre: (ink: InterOutliner) => string;
  line1: string;
  line2: string;
  ribbon: string;
};

type Badge = BadgeWords & {
  file: string;
  ring: string;
  /**
   * The words of the French badge (drawn beside the English one as NAME-fr.svg, which
   * content/fr names); the centrepiece is the English one unless given.
   */
  fr: Omit<BadgeWords, "centre"> & Partial<Pick<BadgeWords, "centre">>;
};

/** The badge in French: the same drawing with the French words. */
function inFrench(b: Badge): Badge {
  return { ...b, ...b.fr, file: translatedPath(b.file, "fr") };
}

function badgeSvg(b: Badge, ink: InterOutliner): string {
  const body = [
    `<circle cx="100" cy="100" r="96" fill="${b.ring}"/>`,
    `<circle cx="100" cy="100" r="86" fill="${c.navy900}"/>`,
    `<circle cx="100" cy="100" r="78" fill="none" stroke="${b.ring}" stroke-width="1.5" stroke-dasharray="2 5"/>`,
    text(ink, {
      x: 100,
      y: 56,
      size: 12,
      weight: 700,
      letterSpacing: 2.5,
      fill: b.ring,
      content: b.top,
      // Inside the dotted ring, which is about 110 units across at this height.
      maxWidth: 100,
    }),
    b.centre(ink),
    text(ink, {
      x: 100,
      y: 136,
      size: 13,
      weight: 700,
      letterSpacing: 1,
      fill: c.white,
      content: b.line1,
      maxWidth: 150, // Inside the ring at this height.
    }),
    text(ink, {
      x: 100,
      y: 152,
      size: 11,
      weight: 500,
      fill: c.navy100,
      content: b.line2,
      maxWidth: 100, // likewise
    }),
    `<path d="M38 164 h124 l-8 12 l8 12 h-124 l8 -12 z" fill="${b.ring}"/>`,
    text(ink, {
      x: 100,
      y: 181,
      size: 12,
      weight: 800,
      letterSpacing: 1.5,
      fill: c.navy900,
      content: b.ribbon,
    }),
  ].join("");
  return svg(200, 200, b.title, body);
}

const bigText =
  (content: string, fill: string, size = 46) =>
  (ink: InterOutliner) =>
    text(ink, { x: 100, y: 116, size, weight: 800, letterSpacing: -1, fill, content });

const awards: Badge[] = [
  {
    file: "company/awards/number-one-cloud-partner.svg",
    title: "Number one Sage cloud partner in the world, 2019",
    ring: c.accent400,
    top: "WORLDWIDE",
    centre: bigText("#1", c.accent300),
    line1: "SAGE CLOUD",
    line2: "Ranked by Sage",
    ribbon: "2019",
    fr: {
      title: "Premier partenaire infonuagique de Sage au monde, 2019",
      top: "MONDIAL",
      centre: bigText("N°\u00a01", c.accent300, 40),
      line1: "INFONUAGIQUE",
      line2: "Classement de Sage",
      ribbon: "2019",
    },
  },
  {
    file: "company/awards/ceo-circle.svg",
    title: "Sage CEO Circle member, 2016",
    ring: c.brand200,
    top: "MEMBER",
    centre: () =>
      Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        const x = (100 + Math.cos(a) * 26).toFixed(1);
        const y = (94 + Math.sin(a) * 26).toFixed(1);
        return `<circle cx="${x}" cy="${y}" r="3.2" fill="${c.accent400}"/>`;
      }).join("") + `<circle cx="100" cy="94" r="13" fill="${c.brand500}"/>`,
    line1: "CEO CIRCLE",
    line2: "Sage partner network",
    ribbon: "2016",
    fr: {
      title: "Membre du Sage CEO Circle, 2016",
      top: "MEMBRE",
      line1: "CEO CIRCLE",
      line2: "Partenaires de Sage",
      ribbon: "2016",
    },
  },
  {
    file: "company/awards/top-10-reseller.svg",
    title: "Top 10 Sage reseller in North America, 2015",
    ring: c.brand500,
    top: "NORTH AMERICA",
    centre: bigText("TOP 10", c.white, 38),
    line1: "SAGE RESELLER",
    line2: "Customers & renewals",
    ribbon: "2015",
    fr: {
      title: "L’un des 10 principaux revendeurs Sage en Amérique du Nord, 2015",
      top: "AMÉRIQUE DU NORD",
      line1: "REVENDEUR SAGE",
      line2: "Clients et fidélité",
      ribbon: "2015",
    },
  },
  {
    file: "company/awards/diamond-partner.svg",
    title: "Sage Diamond Partner, since 2012",
    ring: c.brand200,
    top: "SAGE PARTNER",
    centre: () =>
      [
        `<path d="M80 84 l8 -14 h24 l8 14 l-20 30 z" fill="${c.brand500}"/>`,
        `<path d="M80 84 h40 M88 70 l4 14 l8 30 l8 -30 l4 -14" fill="none" stroke="${c.white}" stroke-width="1.6" stroke-linejoin="round"/>`,
      ].join(""),
    line1: "DIAMOND",
    line2: "Highest partner level",
    ribbon: "SINCE 2012",
    fr: {
      title: "Partenaire Diamant de Sage, depuis 2012",
      top: "PARTENAIRE SAGE",
      line1: "DIAMANT",
      line2: "Plus haut niveau",
      ribbon: "DEPUIS 2012",
    },
  },
  {
    file: "company/awards/gold-certified-partner.svg",
    title: "Gold certified Sage partner, 2008",
    ring: c.accent400,
    top: "CERTIFIED",
    centre: () =>
      `<path d="M100 66 l8.2 16.6 l18.3 2.7 l-13.2 12.9 l3.1 18.2 l-16.4 -8.6 l-16.4 8.6 l3.1 -18.2 l-13.2 -12.9 l18.3 -2.7 z" fill="${c.accent300}"/>`,
    line1: "GOLD PARTNER",
    line2: "Sage certified",
    ribbon: "2008",
    fr: {
      title: "Partenaire Sage certifié Or, 2008",
      top: "CERTIFIÉ",
      line1: "PARTENAIRE OR",
      line2: "Certification Sage",
      ribbon: "2008",
    },
  },
];

// Partner badges (the same two the footer draws inline) -------------------------

/**
 * A partner badge: `line1` over the ridge, `line2` under it (two entries take two
 * smaller lines, for the longer French words).
 */
function partnerBadge(
  ink: InterOutliner,
  title: string,
  line1: string,
  line2: string | readonly [string, string],
  ring: string,
): string {
  const under =
    typeof line2 === "string"
      ? text(ink, { x: 60, y: 88, size: 10, weight: 500, fill: c.white, content: line2 })
      : line2
          .map((line, i) =>
            text(ink, {
              x: 60,
              y: 84 + i * 11,
              size: 9.5,
              weight: 500,
              fill: c.white,
              content: line,
              maxWidth: i === 0 ? 80 : 66, // Inside the ring at each line's height.
            }),
          )
          .join("");
  const body = [
    `<circle cx="60" cy="60" r="58" fill="${ring}"/>`,
    `<circle cx="60" cy="60" r="50" fill="${c.navy900}"/>`,
    `<path d="M30 70 L48 50 L60 62 L70 52 L90 70" fill="none" stroke="${c.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    text(ink, {
      x: 60,
      y: 40,
      size: 11,
      weight: 700,
      letterSpacing: 2,
      fill: c.white,
      content: line1,
      maxWidth: 74, // Inside the ring at this height.
    }),
    under,
  ].join("");
  return svg(120, 120, title, body);
}

/**
 * Each badge in English and in French (beside it as NAME-fr.svg). "Sage Partner" is
 * the name of Sage's programme: the French badge keeps the word Sage.
 */
const badges = (ink: InterOutliner) => [
  {
    file: "company/badges/certified-sage-partner.svg",
    content: partnerBadge(
      ink,
      "Certified Sage Partner badge",
      "CERTIFIED",
      "Sage Partner",
      c.accent400,
    ),
  },
  {
    file: translatedPath("company/badges/certified-sage-partner.svg", "fr"),
    content: partnerBadge(
      ink,
      "Insigne\u00a0: partenaire Sage certifié",
      "PARTENAIRE",
      "Sage certifié",
      c.accent400,
    ),
  },
  {
    file: "company/badges/cloud-hosting-partner.svg",
    content: partnerBadge(
      ink,
      "Cloud Hosting Partner badge",
      "CLOUD",
      "Hosting Partner",
      c.brand500,
    ),
  },
  {
    file: translatedPath("company/badges/cloud-hosting-partner.svg", "fr"),
    content: partnerBadge(
      ink,
      "Insigne\u00a0: partenaire d’hébergement infonuagique",
      "PARTENAIRE",
      ["d’hébergement", "infonuagique"],
      c.brand500,
    ),
  },
];

// Press release pictures (800 x 450) --------------------------------------------

const W = 800;
const H = 450;

/** A navy field with a faint grid: the common ground of every press picture. */
function pressFrame(title: string, motif: string): string {
  const grid = [
    `<defs><pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${c.navy700}" stroke-width="1"/></pattern></defs>`,
    `<rect width="${W}" height="${H}" fill="${c.navy900}"/>`,
    `<rect width="${W}" height="${H}" fill="url(#g)" opacity="0.6"/>`,
  ].join("");
  return svg(W, H, title, grid + motif);
}

const pin = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y} c-16 -22 -26 -34 -26 -48 a26 26 0 0 1 52 0 c0 14 -10 26 -26 48 z" fill="${fill}"/><circle cx="${x}" cy="${y - 48}" r="9" fill="${c.navy900}"/>`;

const cloud = (stroke: string, fill = "none") =>
  `<path d="M270 250 a60 60 0 0 1 20 -116 a90 90 0 0 1 170 -24 a70 70 0 0 1 80 140 z" fill="${fill}" stroke="${stroke}" stroke-width="10" stroke-linejoin="round"/>`;

/** One drawing per press release that has an image, keyed by its file name. */
const pressMotifs: Record<string, (ink: InterOutliner) => string> = {
  "2007-03-12-ridgeline-acquires-chester-county-business-solutions": () =>
    `<rect x="230" y="110" width="200" height="200" rx="18" fill="${c.brand600}" opacity="0.85"/><rect x="370" y="150" width="200" height="200" rx="18" fill="${c.brand500}" opacity="0.85"/><rect x="370" y="150" width="60" height="160" fill="${c.brand200}" opacity="0.7"/>`,
  "2009-02-10-hosted-sage-accpac-erp-launched": () =>
    cloud(c.brand200) +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="310" y="${260 + i * 44}" width="180" height="34" rx="6" fill="${c.brand500}"/><circle cx="${332}" cy="${277 + i * 44}" r="5" fill="${c.accent400}"/><rect x="350" y="${273 + i * 44}" width="110" height="8" rx="4" fill="${c.navy800}"/>`,
      )
      .join(""),
  "2010-03-01-southeast-headquarters-opens-in-miami": () =>
    [160, 240, 320]
      .map((y) => `<path d="M120 ${y + 60} H680" stroke="${c.brand500}" stroke-width="6"/>`)
      .join("") +
    [220, 360, 500, 620]
      .map((x) => `<path d="M${x} 200 V420" stroke="${c.brand500}" stroke-width="6"/>`)
      .join("") +
    pin(400, 250, c.accent400),
  "2011-10-11-caribbean-offices-in-san-juan-nassau-and-kingston": () =>
    `<path d="M0 330 Q100 310 200 330 T400 330 T600 330 T800 330" fill="none" stroke="${c.brand600}" stroke-width="4"/>` +
    `<path d="M180 150 l120 80 l200 -10 l120 90" fill="none" stroke="${c.accent300}" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round"/>` +
    `<ellipse cx="180" cy="150" rx="60" ry="26" fill="${c.brand500}"/><ellipse cx="400" cy="225" rx="90" ry="32" fill="${c.brand500}"/><ellipse cx="620" cy="310" rx="70" ry="24" fill="${c.brand500}"/>`,
  "2012-02-07-ridgeline-becomes-sage-diamond-partner": () =>
    `<path d="M280 170 l50 -70 h140 l50 70 l-120 190 z" fill="${c.brand500}"/><path d="M280 170 h240 M330 100 l30 70 l40 190 l40 -190 l30 -70 M360 170 l40 -70 l40 70" fill="none" stroke="${c.white}" stroke-width="4" stroke-linejoin="round"/>`,
  "2013-07-16-toronto-data-centre-for-canadian-data-residency": () =>
    `<rect x="130" y="140" width="170" height="200" rx="10" fill="${c.brand600}"/><rect x="500" y="140" width="170" height="200" rx="10" fill="${c.brand600}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="150" y="${160 + i * 44}" width="130" height="28" rx="4" fill="${c.navy800}"/><rect x="520" y="${160 + i * 44}" width="130" height="28" rx="4" fill="${c.navy800}"/>`,
      )
      .join("") +
    `<path d="M300 240 H500" stroke="${c.accent300}" stroke-width="14" opacity="0.3" stroke-linecap="round"/><path d="M300 240 H500" stroke="${c.accent400}" stroke-width="5" stroke-linecap="round"/>`,
  "2014-04-08-london-office-opens": () =>
    `<path d="M120 360 V300 h40 v-40 h30 v40 h50 V190 l25 -40 l25 40 V300 h60 v-70 h60 v70 h40 v-110 a30 30 0 0 1 60 0 v110 h50 v-50 h50 v110 z" fill="${c.brand600}"/>` +
    `<path d="M400 60 V400" stroke="${c.brand200}" stroke-width="3" stroke-dasharray="10 8"/>`,
  "2015-02-24-top-10-sage-reseller-in-north-america": () =>
    Array.from({ length: 10 }, (_, i) => {
      const h = 40 + i * 26;
      const fill = i === 9 ? c.accent400 : c.brand500;
      return `<rect x="${150 + i * 52}" y="${380 - h}" width="36" height="${h}" rx="4" fill="${fill}"/>`;
    }).join("") + `<path d="M130 384 H670" stroke="${c.brand200}" stroke-width="4"/>`,
  "2016-03-15-ridgeline-joins-the-sage-ceo-circle": () =>
    Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      return `<circle cx="${(400 + Math.cos(a) * 150).toFixed(1)}" cy="${(225 + Math.sin(a) * 150).toFixed(1)}" r="9" fill="${c.accent400}"/>`;
    }).join("") +
    `<circle cx="400" cy="225" r="100" fill="${c.navy950}" stroke="${c.brand500}" stroke-width="4"/>`,
  "2016-06-14-limassol-office-opens": () =>
    `<path d="M80 330 H300 Q330 330 330 300 V250 H360 V330 H720" fill="none" stroke="${c.brand200}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M470 300 h160 l-30 36 h-110 z" fill="${c.brand500}"/><path d="M545 290 V120 l70 150 z" fill="${c.brand200}"/><path d="M535 290 V150 l-55 120 z" fill="${c.brand500}"/>` +
    `<path d="M80 370 Q180 350 280 370 T480 370 T680 370" fill="none" stroke="${c.brand600}" stroke-width="4"/>`,
  "2017-02-21-ridgeline-acquires-cascadia-business-software": () =>
    `<path d="M300 40 C260 110 330 150 290 210 S320 330 260 410" fill="none" stroke="${c.brand500}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M330 80 L360 170 L370 280 L420 380" fill="none" stroke="${c.accent300}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>` +
    [
      [330, 80],
      [360, 170],
      [370, 280],
      [420, 380],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${c.accent400}"/>`)
      .join("") +
    `<rect x="480" y="150" width="200" height="14" rx="7" fill="${c.brand600}"/><rect x="480" y="190" width="150" height="14" rx="7" fill="${c.brand600}"/><rect x="480" y="230" width="180" height="14" rx="7" fill="${c.brand600}"/>`,
  "2018-04-10-midwest-offices-in-detroit-and-chicago": () =>
    `<path d="M320 70 C270 120 300 200 280 260 C265 320 330 380 380 360 C420 345 400 290 410 240 C420 170 380 100 320 70 z" fill="${c.brand600}"/>` +
    pin(250, 390, c.accent400) +
    pin(540, 250, c.accent400),
  "2019-05-14-number-one-sage-cloud-partner-in-the-world": (ink) =>
    cloud(c.accent400, c.navy800) +
    text(ink, { x: 400, y: 236, size: 120, weight: 800, fill: c.accent300, content: "1" }),
  "2019-12-10-disaster-recovery-programme-marks-fifteen-years": () =>
    Array.from({ length: 15 }, (_, i) => {
      const a = (i / 15) * Math.PI * 2 - Math.PI / 2;
      return `<circle cx="${(400 + Math.cos(a) * 175).toFixed(1)}" cy="${(225 + Math.sin(a) * 175).toFixed(1)}" r="8" fill="${c.accent400}"/>`;
    }).join("") +
    `<path d="M400 90 l110 40 v80 c0 70 -50 115 -110 140 c-60 -25 -110 -70 -110 -140 v-80 z" fill="${c.brand600}"/>` +
    `<path d="M450 230 a50 50 0 1 1 -16 -37" fill="none" stroke="${c.white}" stroke-width="10" stroke-linecap="round"/><path d="M440 168 l0 32 l-32 -4 z" fill="${c.white}"/>`,
};

// The success stories illustration (960 x 640, for the light page hero) ------------

function successIllustration(): string {
  const ledgerRows = Array.from({ length: 7 }, (_, i) => {
    const y = 214 + i * 40;
    return `<rect x="118" y="${y}" width="120" height="10" rx="5" fill="${c.navy100}"/><rect x="${300 - (i % 3) * 12}" y="${y}" width="${60 + (i % 3) * 12}" height="10" rx="5" fill="${c.brand200}"/>`;
  }).join("");
  const bars = [120, 170, 150, 230, 280, 340]
    .map(
      (h, i) =>
        `<rect x="${580 + i * 48}" y="${520 - h}" width="30" height="${h}" rx="5" fill="${i === 5 ? c.accent400 : c.brand500}"/>`,
    )
    .join("");
  const body = [
    `<rect width="960" height="640" rx="28" fill="${c.surface}"/>`,
    `<circle cx="820" cy="120" r="90" fill="${c.brand200}" opacity="0.5"/>`,
    `<rect x="86" y="120" width="330" height="440" rx="20" fill="${c.white}" stroke="${c.navy100}" stroke-width="3"/>`,
    `<rect x="118" y="152" width="160" height="18" rx="9" fill="${c.navy800}"/>`,
    ledgerRows,
    `<rect x="540" y="160" width="340" height="400" rx="20" fill="${c.white}" stroke="${c.navy100}" stroke-width="3"/>`,
    bars,
    `<path d="M595 380 L643 340 L691 356 L739 280 L787 240 L835 170" fill="none" stroke="${c.navy900}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M416 260 C470 260 480 300 540 300 M416 420 C480 420 480 380 540 380" fill="none" stroke="${c.brand600}" stroke-width="4" stroke-dasharray="3 10" stroke-linecap="round"/>`,
    `<circle cx="416" cy="260" r="9" fill="${c.brand600}"/><circle cx="540" cy="300" r="9" fill="${c.brand600}"/><circle cx="416" cy="420" r="9" fill="${c.accent400}"/><circle cx="540" cy="380" r="9" fill="${c.accent400}"/>`,
  ].join("");
  return svg(960, 640, "A ledger and a rising chart joined by connecting lines", body);
}

// -----------------------------------------------------------------------------

/** The image paths named in content/press-releases front matter, by file name. */
function pressImages(): Map<string, { image: string; imageAlt: string }> {
  const dir = path.resolve("content/press-releases");
  const found = new Map<string, { image: string; imageAlt: string }>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".md") || name === "README.md") continue;
    const { data } = splitFrontMatter(readFileSync(path.join(dir, name), "utf8"));
    const fields = (data ?? {}) as Record<string, unknown>;
    if (typeof fields.image === "string") {
      found.set(name.replace(/\.md$/, ""), {
        image: fields.image,
        imageAlt: String(fields.imageAlt ?? ""),
      });
    }
  }
  return found;
}

// Raster copies of the logos and badges --------------------------------------

/**
 * The widths, in pixels, of the AVIF and WebP copies of every award logo and partner
 * badge: one, two and three device pixels per CSS pixel of the 128 px logo rows.
 * Pages show these, not the SVG (src/content/schemas/media-path.ts says why); the YAML
 * that names a logo lists these widths.
 */
export const BADGE_RENDITION_WIDTHS = [128, 256, 384] as const;

/** The SVG drawn at each rendition width, as AVIF and WebP. */
async function badgeRenditions(file: string, content: string) {
  const out: { file: string; content: Buffer }[] = [];
  for (const width of BADGE_RENDITION_WIDTHS) {
    const drawn = await drawSvgSquare(Buffer.from(content), width);
    out.push(
      {
        file: renditionPath(artworkStem(file), width, "avif"),
        content: await drawn.clone().avif({ quality: 45, effort: 4 }).toBuffer(),
      },
      {
        file: renditionPath(artworkStem(file), width, "webp"),
        content: await drawn.clone().webp({ quality: 85, effort: 4 }).toBuffer(),
      },
    );
  }
  return out;
}

export async function generate(outDir: string): Promise<string[]> {
  const ink = await InterOutliner.load(WEIGHTS);
  const logos = [
    ...awards
      .flatMap((b) => [b, inFrench(b)])
      .map((b) => ({
        file: b.file,
        content: badgeSvg(b, ink),
      })),
    ...badges(ink),
  ];
  const files: { file: string; content: string | Buffer }[] = [
    ...logos,
    ...(await Promise.all(logos.map((l) => badgeRenditions(l.file, l.content)))).flat(),
    { file: "company/success-stories/illustration.svg", content: successIllustration() },
  ];
  for (const [slug, { image, imageAlt }] of pressImages()) {
    // Only the launch releases with a subject to draw have a drawing here; a release
    // added later brings its own picture (the build's link check fails if the file
    // is missing), and a release with nothing to show has no image at all.
    const drawing = pressMotifs[slug];
    if (!drawing) continue;
    files.push({
      file: image,
      content: pressFrame(imageAlt.replace(/^Abstract artwork: /, ""), drawing(ink)),
    });
  }
  const written: string[] = [];
  for (const { file, content } of files) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.push(target);
  }
  return written;
}

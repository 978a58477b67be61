import {
  ArrowLeftRight,
  BookCheck,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  ChartColumn,
  ChartPie,
  ClipboardList,
  Coins,
  Columns3,
  Compass,
  FileSpreadsheet,
  FileText,
  HandCoins,
  Kanban,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  ListTree,
  Mail,
  Megaphone,
  Merge,
  PackageCheck,
  Printer,
  ReceiptText,
  RefreshCw,
  Repeat,
  ShieldCheck,
  ShoppingCart,
  Tags,
  TabletSmartphone,
  Target,
  Truck,
  Undo2,
  UserPlus,
  UserRoundPlus,
  type LucideIcon,
} from "lucide-react";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { InterOutliner, TextRun } from "./outline-text";
import { palette } from "./palette";
import { screenSvg, type ScreenKind } from "./poster-screens";
import { backdrop, type Scene } from "./video-art";

/**
 * The training-video posters. Each shows what tells one lesson from the next without
 * repeating its title, which the page prints under it: the module's icon (the site's
 * own icon set), the screen the lesson works in, and its number in the series, as a
 * figure and as a mark on a bar of all the lessons. No words, so the French pages
 * show the same posters.
 */
export type PosterArt = { icon: LucideIcon; screen: ScreenKind };

/** By the poster's file name (its lesson). */
const lessons: Record<string, PosterArt> = {
  "finding-your-way-around-sage-300": { icon: Compass, screen: "home" },
  "setting-up-a-new-fiscal-year-in-common-services": { icon: CalendarPlus, screen: "calendar" },
  "creating-general-ledger-accounts-and-account-groups": { icon: ListTree, screen: "tree" },
  "posting-a-general-ledger-batch": { icon: BookCheck, screen: "table" },
  "reversing-and-correcting-a-posted-journal-entry": { icon: Undo2, screen: "reversal" },
  "bank-reconciliation-in-sage-300": { icon: Landmark, screen: "reconcile" },
  "transferring-funds-between-bank-accounts": { icon: ArrowLeftRight, screen: "transfer" },
  "entering-and-posting-accounts-payable-invoices": { icon: ReceiptText, screen: "document" },
  "printing-cheques-for-a-vendor-payment-batch": { icon: Printer, screen: "cheque" },
  "adding-a-new-customer-in-accounts-receivable": { icon: UserPlus, screen: "form" },
  "applying-customer-receipts-to-open-invoices": { icon: HandCoins, screen: "reconcile" },
  "printing-customer-statements-and-aged-trial-balances": { icon: FileText, screen: "chart" },
  "entering-a-sales-order-in-order-entry": { icon: ShoppingCart, screen: "order" },
  "shipping-and-invoicing-a-sales-order": { icon: Truck, screen: "document" },
  "creating-a-purchase-order-and-receiving-the-goods": { icon: PackageCheck, screen: "document" },
  "adding-inventory-items-and-price-lists": { icon: Tags, screen: "order" },
  "counting-stock-with-a-physical-inventory": { icon: ClipboardList, screen: "sheet" },
  "setting-up-currencies-and-exchange-rates": { icon: Coins, screen: "rates" },
  "building-a-financial-statement-with-financial-reporter": { icon: ChartPie, screen: "chart" },
  "closing-a-fiscal-period-and-the-year-in-general-ledger": {
    icon: CalendarCheck,
    screen: "calendar",
  },
  "managing-users-and-security-groups": { icon: ShieldCheck, screen: "tree" },
  "finding-your-way-around-sage-crm": { icon: Compass, screen: "home" },
  "adding-a-company-and-its-contacts": { icon: Building2, screen: "form" },
  "creating-an-opportunity-in-sage-crm": { icon: Target, screen: "form" },
  "moving-an-opportunity-through-the-sales-pipeline": { icon: Kanban, screen: "pipeline" },
  "logging-calls-meetings-and-tasks": { icon: CalendarClock, screen: "calendar" },
  "syncing-your-calendar-and-contacts-with-outlook": { icon: RefreshCw, screen: "calendar" },
  "filing-e-mails-to-a-customer-record": { icon: Mail, screen: "inbox" },
  "building-a-quote-from-sage-300-items": { icon: FileText, screen: "document" },
  "turning-a-quote-into-a-sage-300-sales-order": { icon: Repeat, screen: "document" },
  "opening-and-resolving-a-customer-service-case": { icon: LifeBuoy, screen: "case" },
  "creating-a-lead-from-a-website-enquiry": { icon: UserRoundPlus, screen: "web" },
  "running-a-marketing-campaign-to-a-group": { icon: Megaphone, screen: "broadcast" },
  "building-a-sales-pipeline-dashboard": { icon: LayoutDashboard, screen: "dashboard" },
  "creating-a-custom-report": { icon: ChartColumn, screen: "chart" },
  "importing-contacts-from-a-spreadsheet": { icon: FileSpreadsheet, screen: "sheet" },
  "merging-duplicate-companies-and-contacts": { icon: Merge, screen: "merge" },
  "using-sage-crm-on-your-phone-or-tablet": { icon: TabletSmartphone, screen: "devices" },
};

/** A lesson added to content without an entry above: drawn after the clip it shares. */
const byScene: Record<Scene, PosterArt> = {
  ledger: { icon: BookCheck, screen: "table" },
  operations: { icon: ShoppingCart, screen: "form" },
  pipeline: { icon: Columns3, screen: "pipeline" },
};

export function posterArt(poster: string, scene: Scene): PosterArt {
  return lessons[path.basename(poster, path.extname(poster))] ?? byScene[scene];
}

/** Each training section's colour, in content order: Sage 300 gold, Sage CRM blue. */
const sectionAccents = [palette.accent400, palette.brand500] as const;

function iconSvg(icon: LucideIcon, x: number, y: number, size: number): string {
  const svg = renderToStaticMarkup(
    createElement(icon, { size, color: palette.white, strokeWidth: 1.75 }),
  );
  return svg.replace("<svg ", `<svg x="${x}" y="${y}" `);
}

/** The lesson's place among all of its section's: a bar of marks, its own lit. */
function seriesMarks(
  lesson: number,
  total: number,
  accent: string,
  box: { x: number; y: number; w: number },
) {
  const gap = total > 24 ? 2 : 4;
  const w = (box.w - gap * (total - 1)) / total;
  let svg = "";
  for (let i = 1; i <= total; i++) {
    const fill = i === lesson ? accent : i < lesson ? palette.brand200 : palette.navy700;
    const h = i === lesson ? 14 : 8;
    svg += `<rect x="${(box.x + (i - 1) * (w + gap)).toFixed(1)}" y="${box.y - h / 2}" width="${w.toFixed(1)}" height="${h}" rx="2" fill="${fill}"/>`;
  }
  return svg;
}

/** Every weight the posters' figures use (InterOutliner.load). */
export const POSTER_WEIGHTS = [700];

type PosterOptions = { art: PosterArt; section: number; lesson: number; total: number };

/**
 * The poster's figures: the lesson's number and, after it, the series' total, set in
 * Inter (drawn as outlines: librsvg would set <text> in whatever font the machine
 * has). The total starts a small gap after the number as Inter sets it.
 */
export function posterFigures(ink: InterOutliner, opts: PosterOptions): [TextRun, TextRun] {
  const number = String(opts.lesson).padStart(2, "0");
  const figure = {
    x: 36,
    y: 206,
    size: 100,
    weight: 700,
    letterSpacing: -3,
    fill: palette.white,
    content: number,
  };
  const total = {
    x: figure.x + ink.width(figure) + 8,
    y: 206,
    size: 36,
    weight: 700,
    fill: palette.navy100,
    content: `/${opts.total}`,
  };
  return [figure, total];
}

/**
 * A 640x360 poster. The play control covers the lower left corner (up to about a
 * third of the height on a narrow card), so the number sits above it. The smallest
 * card shows the poster at about 0.43 of its size: the series total, the smallest
 * figure, is drawn at 36 px, which is 15 px there.
 */
export function posterSvg(ink: InterOutliner, opts: PosterOptions): string {
  const w = 640;
  const h = 360;
  const accent = sectionAccents[opts.section % sectionAccents.length] ?? palette.accent400;
  const [figure, total] = posterFigures(ink, opts);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${backdrop(w, h)}
<rect x="0" y="0" width="8" height="${h}" fill="${accent}"/>
<rect x="40" y="36" width="76" height="76" rx="14" fill="${palette.navy800}" stroke="${accent}" stroke-width="2"/>
${iconSvg(opts.art.icon, 54, 50, 48)}
${ink.path(figure)}
<g fill-opacity="0.75">${ink.path(total)}</g>
<g transform="rotate(-3 462 168)">${screenSvg(opts.art.screen, { x: 316, y: 56, w: 292, h: 224 }, opts.lesson, accent)}</g>
${seriesMarks(opts.lesson, opts.total, accent, { x: 316, y: 322, w: 292 })}
</svg>`;
}

import { palette } from "./palette";

/**
 * The product screens drawn on the training-video posters, one shape per kind of
 * screen a lesson works in. Abstract (bars for text, no words), so a poster reads the
 * same on the English and the French page.
 */
export type ScreenKind =
  | "home"
  | "calendar"
  | "tree"
  | "table"
  | "form"
  | "document"
  | "cheque"
  | "chart"
  | "pipeline"
  | "inbox"
  | "sheet"
  | "merge"
  | "devices"
  | "dashboard"
  | "transfer"
  | "reconcile"
  | "reversal"
  | "order"
  | "rates"
  | "broadcast"
  | "case"
  | "web";

type Box = { x: number; y: number; w: number; h: number };

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="3" fill="${fill}"${extra}/>`;

/** A text line drawn as a bar, its length varied by the seed. */
const bar = (x: number, y: number, w: number, seed: number, fill: string = palette.line) =>
  rect(x, y, w * (0.55 + ((seed * 37) % 40) / 100), 7, fill);

/** A window: title bar with three dots, and the inner box to draw in. */
function frame(box: Box): { svg: string; inner: Box } {
  const { x, y, w, h } = box;
  const dots = [0, 1, 2]
    .map(
      (i) => `<circle cx="${x + 16 + i * 12}" cy="${y + 12}" r="3.5" fill="${palette.brand200}"/>`,
    )
    .join("");
  const svg =
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${palette.white}"/>` +
    `<path d="M${x} ${y + 10}a10 10 0 0 1 10 -10h${w - 20}a10 10 0 0 1 10 10v14h-${w}z" fill="${palette.navy100}"/>` +
    dots;
  return { svg, inner: { x: x + 16, y: y + 40, w: w - 32, h: h - 54 } };
}

const check = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.success}"/>` +
  `<path d="M${cx - r * 0.45} ${cy}l${r * 0.32} ${r * 0.32} l${r * 0.6} -${r * 0.62}" stroke="${palette.white}" stroke-width="${r * 0.28}" fill="none" stroke-linecap="round"/>`;

const draw: Record<ScreenKind, (b: Box, seed: number, accent: string) => string> = {
  /** The desktop: a grid of module tiles, one picked out. */
  home(b, seed, accent) {
    const cols = 4;
    const tw = (b.w - (cols - 1) * 10) / cols;
    const th = (b.h - 10) / 2;
    let svg = "";
    for (let i = 0; i < cols * 2; i++) {
      const x = b.x + (i % cols) * (tw + 10);
      const y = b.y + Math.floor(i / cols) * (th + 10);
      const on = i === seed % (cols * 2);
      svg += rect(
        x,
        y,
        tw,
        th,
        on ? palette.brand50 : palette.surface,
        on ? ` stroke="${accent}" stroke-width="2.5"` : ` stroke="${palette.line}"`,
      );
      svg += `<circle cx="${x + tw / 2}" cy="${y + th * 0.42}" r="${th * 0.18}" fill="${on ? palette.brand500 : palette.brand200}"/>`;
      svg += rect(x + tw * 0.2, y + th * 0.72, tw * 0.6, 6, palette.line);
    }
    return svg;
  },
  /** A month, with its days marked: fiscal periods, meetings, a sync. */
  calendar(b, seed, accent) {
    let svg = rect(b.x, b.y, b.w, 14, palette.brand50);
    const cw = b.w / 7;
    const ch = (b.h - 20) / 5;
    for (let i = 0; i < 35; i++) {
      const x = b.x + (i % 7) * cw;
      const y = b.y + 20 + Math.floor(i / 7) * ch;
      const kind = (i * 7 + seed * 3) % 11;
      const fill = kind === 0 ? accent : kind < 3 ? palette.brand200 : palette.surface;
      svg += rect(x + 2, y + 2, cw - 4, ch - 4, fill);
    }
    return svg;
  },
  /** A hierarchy: account groups, or security groups and their users. */
  tree(b, seed) {
    const rows = 7;
    const rh = b.h / rows;
    let svg = `<path d="M${b.x + 8} ${b.y + rh * 0.5}V${b.y + rh * (rows - 0.5)}" stroke="${palette.line}" stroke-width="2"/>`;
    for (let r = 0; r < rows; r++) {
      const depth = r === 0 ? 0 : 1 + ((r + seed) % 3 === 0 ? 1 : 0);
      const x = b.x + depth * 22;
      const y = b.y + r * rh + rh * 0.5;
      if (depth > 0)
        svg += `<path d="M${b.x + 8} ${y}H${x}" stroke="${palette.line}" stroke-width="2"/>`;
      svg += rect(x, y - 7, 14, 14, depth === 0 ? palette.brand500 : palette.brand200);
      svg += bar(x + 22, y - 3.5, b.w - x + b.x - 30, seed + r);
    }
    return svg;
  },
  /** Rows of entries with amounts: batches, receipts, stock counts. */
  table(b, seed, accent) {
    const rows = 6;
    const rh = (b.h - 16) / rows;
    let svg = rect(b.x, b.y, b.w, 12, palette.brand50);
    for (let r = 0; r < rows; r++) {
      const y = b.y + 18 + r * rh;
      svg += rect(b.x, y, b.w * 0.14, 7, palette.line);
      svg += bar(b.x + b.w * 0.2, y, b.w * 0.42, seed + r * 3);
      const right = (seed + r) % 2 === 0;
      svg += rect(b.x + b.w * (right ? 0.82 : 0.68), y, b.w * 0.14, 7, palette.brand200);
    }
    const picked = seed % rows;
    svg += `<rect x="${b.x - 4}" y="${b.y + 18 + picked * rh - 5}" width="${b.w + 8}" height="17" rx="4" fill="none" stroke="${accent}" stroke-width="2.5"/>`;
    return svg;
  },
  /** A record's fields in two columns and its Save button. */
  form(b, seed, accent) {
    let svg = "";
    const colW = (b.w - 16) / 2;
    for (let i = 0; i < 6; i++) {
      const x = b.x + (i % 2) * (colW + 16);
      const y = b.y + Math.floor(i / 2) * 40;
      svg += rect(
        x,
        y,
        colW * (0.3 + ((seed + i) % 3) * 0.1),
        6,
        palette.muted,
        ' fill-opacity="0.35"',
      );
      svg += rect(x, y + 11, colW, 18, palette.white, ` stroke="${palette.lineStrong}"`);
    }
    svg += rect(b.x + b.w - 70, b.y + b.h - 22, 70, 22, accent);
    return svg;
  },
  /** A printed page: invoice, quote, order or receipt, with its total. */
  document(b, seed, accent) {
    const pw = b.h * 0.82;
    const px = b.x + (b.w - pw) / 2;
    let svg = rect(px, b.y, pw, b.h, palette.white, ` stroke="${palette.line}"`);
    svg += rect(px + 12, b.y + 12, pw * 0.3, 16, palette.brand500);
    svg += rect(px + pw * 0.6, b.y + 14, pw * 0.3, 6, palette.line);
    svg += rect(px + pw * 0.6, b.y + 24, pw * 0.22, 6, palette.line);
    for (let r = 0; r < 5; r++) {
      const y = b.y + 44 + r * 14;
      svg += bar(px + 12, y, pw * 0.5, seed + r);
      svg += rect(px + pw * 0.74, y, pw * 0.16, 7, palette.brand200);
    }
    svg += rect(px + pw * 0.56, b.y + b.h - 26, pw * 0.36, 14, accent);
    // Beside the page: what happens to it (posted, shipped, received, sent on).
    const mark = seed % 3;
    const mx = px + pw + 34;
    const my = b.y + b.h * 0.45;
    if (mark === 0) svg += check(mx, my, 18);
    else if (mark === 1)
      svg += `<path d="M${px + pw + 12} ${my}h40m-10 -10l10 10l-10 10" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    else
      svg += `<circle cx="${mx}" cy="${my}" r="20" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="6 4"/>`;
    return svg;
  },
  /** A cheque: payee line, amount box, signature. */
  cheque(b, seed, accent) {
    const ch = b.h * 0.62;
    const y = b.y + (b.h - ch) / 2;
    let svg = rect(b.x + 10, y - 12, b.w - 20, ch, palette.surface, ` stroke="${palette.line}"`);
    svg += rect(
      b.x,
      y,
      b.w,
      ch,
      palette.brand50,
      ` stroke="${palette.brand200}" stroke-width="1.5"`,
    );
    svg += rect(b.x + 14, y + 14, b.w * 0.3, 8, palette.brand500);
    svg += rect(
      b.x + b.w * 0.66,
      y + 14,
      b.w * 0.28,
      20,
      palette.white,
      ` stroke="${accent}" stroke-width="2"`,
    );
    svg += `<path d="M${b.x + 14} ${y + ch * 0.56}H${b.x + b.w * 0.6}" stroke="${palette.brand200}" stroke-width="2"/>`;
    svg += bar(b.x + 14, y + ch * 0.56 - 12, b.w * 0.4, seed);
    const sy = y + ch - 20;
    svg += `<path d="M${b.x + b.w * 0.6} ${sy}c10 -14 18 8 28 -4s14 -10 22 2" stroke="${palette.navy700}" stroke-width="2" fill="none"/>`;
    svg += `<path d="M${b.x + b.w * 0.56} ${sy + 6}H${b.x + b.w - 14}" stroke="${palette.brand200}" stroke-width="1.5"/>`;
    return svg;
  },
  /** Figures over time: aged balances, a statement, a report. */
  chart(b, seed, accent) {
    const n = 6;
    const gap = 10;
    const bw = (b.w * 0.62 - gap * (n - 1)) / n;
    let svg = `<path d="M${b.x} ${b.y + b.h}H${b.x + b.w * 0.62}" stroke="${palette.line}" stroke-width="2"/>`;
    for (let i = 0; i < n; i++) {
      const hgt = b.h * (0.25 + (((seed * 3 + i * 5) % 7) / 7) * 0.7);
      svg += rect(
        b.x + i * (bw + gap),
        b.y + b.h - hgt,
        bw,
        hgt,
        i === seed % n ? accent : palette.brand500,
      );
    }
    const cx = b.x + b.w * 0.84;
    const cy = b.y + b.h * 0.4;
    const r = b.w * 0.13;
    const a = ((seed % 5) + 2) * 0.45;
    svg += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.brand200}"/>`;
    svg += `<path d="M${cx} ${cy}V${cy - r}A${r} ${r} 0 ${a > Math.PI ? 1 : 0} 1 ${(cx + r * Math.sin(a)).toFixed(1)} ${(cy - r * Math.cos(a)).toFixed(1)}z" fill="${palette.brand600}"/>`;
    svg += rect(cx - r, cy + r + 12, r * 2, 7, palette.line);
    return svg;
  },
  /** Opportunities as cards in stage columns, one moving on. */
  pipeline(b, seed, accent) {
    const cols = 4;
    const cw = (b.w - (cols - 1) * 8) / cols;
    let svg = "";
    for (let c = 0; c < cols; c++) {
      const x = b.x + c * (cw + 8);
      svg += rect(x, b.y, cw, 12, palette.brand50);
      const cards = 1 + ((seed + c * 2) % 3);
      for (let k = 0; k < cards; k++) {
        svg += rect(x, b.y + 20 + k * 34, cw, 28, palette.surface, ` stroke="${palette.line}"`);
        svg += rect(x + 6, b.y + 28 + k * 34, cw * 0.6, 6, palette.line);
      }
    }
    const from = seed % (cols - 1);
    const x = b.x + from * (cw + 8) + cw * 0.5;
    svg += rect(x, b.y + b.h - 34, cw, 28, accent);
    svg += `<path d="M${x + cw + 4} ${b.y + b.h - 20}h14m-5 -5l5 5l-5 5" stroke="${accent}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
    return svg;
  },
  /** Messages in a list, one filed against a record. */
  inbox(b, seed, accent) {
    const rows = 5;
    const rh = b.h / rows;
    let svg = "";
    for (let r = 0; r < rows; r++) {
      const y = b.y + r * rh;
      const on = r === seed % rows;
      svg += rect(
        b.x,
        y + 2,
        b.w,
        rh - 6,
        on ? palette.brand50 : palette.surface,
        on ? ` stroke="${accent}" stroke-width="2"` : "",
      );
      svg += `<path d="M${b.x + 10} ${y + 8}h20v14h-20z M${b.x + 10} ${y + 8}l10 8l10 -8" stroke="${on ? palette.brand600 : palette.brand200}" stroke-width="1.8" fill="none" stroke-linejoin="round"/>`;
      svg += bar(b.x + 42, y + rh * 0.3, b.w * 0.6, seed + r);
    }
    return svg;
  },
  /** A spreadsheet's grid, its rows flowing into the system. */
  sheet(b, seed, accent) {
    const cols = 5;
    const rows = 7;
    const gw = b.w * 0.62;
    const cw = gw / cols;
    const ch = b.h / rows;
    let svg = "";
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const head = r === 0 || c === 0;
        svg += `<rect x="${b.x + c * cw}" y="${b.y + r * ch}" width="${cw}" height="${ch}" fill="${head ? palette.brand50 : palette.white}" stroke="${palette.line}"/>`;
      }
    }
    const picked = 1 + (seed % (rows - 1));
    svg += `<rect x="${b.x}" y="${b.y + picked * ch}" width="${gw}" height="${ch}" fill="none" stroke="${accent}" stroke-width="2.5"/>`;
    const ax = b.x + gw + 10;
    svg += `<path d="M${ax} ${b.y + b.h / 2}h28m-8 -8l8 8l-8 8" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    for (let k = 0; k < 3; k++) {
      svg += rect(
        ax + 44,
        b.y + 18 + k * 34,
        b.w - gw - 54,
        26,
        palette.surface,
        ` stroke="${palette.line}"`,
      );
    }
    return svg;
  },
  /** Two records of one company joined into one. */
  merge(b, seed, accent) {
    const cw = b.w * 0.36;
    const card = (x: number, y: number, stroke: string) =>
      rect(x, y, cw, 46, palette.surface, ` stroke="${stroke}" stroke-width="1.5"`) +
      `<circle cx="${x + 18}" cy="${y + 23}" r="10" fill="${palette.brand200}"/>` +
      bar(x + 36, y + 14, cw - 44, seed) +
      rect(x + 36, y + 27, (cw - 44) * 0.5, 6, palette.line);
    let svg = card(b.x, b.y + 6, palette.line) + card(b.x, b.y + b.h - 52, palette.line);
    const mx = b.x + cw;
    const tx = b.x + b.w - cw;
    const my = b.y + b.h / 2;
    svg += `<path d="M${mx} ${b.y + 29}C${mx + 40} ${b.y + 29} ${tx - 40} ${my} ${tx - 4} ${my}M${mx} ${b.y + b.h - 29}C${mx + 40} ${b.y + b.h - 29} ${tx - 40} ${my} ${tx - 4} ${my}" stroke="${accent}" stroke-width="3" fill="none"/>`;
    svg += card(tx, my - 23, accent);
    return svg;
  },
  /** Sage CRM on a phone and a tablet. */
  devices(b, seed, accent) {
    const tw = b.w * 0.62;
    const th = b.h;
    let svg = rect(b.x, b.y, tw, th, palette.navy700);
    svg += rect(b.x + 8, b.y + 8, tw - 16, th - 16, palette.white);
    for (let r = 0; r < 4; r++) svg += bar(b.x + 18, b.y + 20 + r * 22, tw - 40, seed + r);
    const pw = b.w * 0.26;
    const ph = b.h * 0.82;
    const px = b.x + b.w - pw;
    const py = b.y + b.h - ph;
    svg += rect(px, py, pw, ph, palette.navy700);
    svg += rect(px + 5, py + 12, pw - 10, ph - 24, palette.white);
    for (let r = 0; r < 4; r++)
      svg += rect(
        px + 10,
        py + 20 + r * 22,
        pw - 20,
        14,
        r === seed % 4 ? accent : palette.surface,
      );
    return svg;
  },
  /** Key figures over a trend line and a gauge. */
  dashboard(b, seed, accent) {
    const tw = (b.w - 16) / 3;
    let svg = "";
    for (let i = 0; i < 3; i++) {
      const x = b.x + i * (tw + 8);
      svg += rect(x, b.y, tw, 40, palette.surface, ` stroke="${palette.line}"`);
      svg += rect(x + 8, b.y + 9, tw * 0.5, 9, i === seed % 3 ? accent : palette.brand500);
      svg += rect(x + 8, b.y + 25, tw * 0.7, 5, palette.line);
    }
    const top = b.y + 52;
    const lw = b.w * 0.6;
    const pts = Array.from({ length: 7 }, (_, i) => {
      const v = 0.2 + (((seed + i * 3) % 6) / 6) * 0.6 + i * 0.03;
      return `${(b.x + (i * lw) / 6).toFixed(1)} ${(b.y + b.h - v * (b.h - 60)).toFixed(1)}`;
    });
    svg += `<path d="M${b.x} ${b.y + b.h}H${b.x + lw}" stroke="${palette.line}" stroke-width="2"/>`;
    svg += `<path d="M${pts.join("L")}" stroke="${palette.brand500}" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
    const cx = b.x + b.w * 0.83;
    const cy = top + (b.h - 52) * 0.7;
    const r = b.w * 0.13;
    const a = Math.PI * (0.35 + ((seed % 5) / 5) * 0.5);
    svg += `<path d="M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}" stroke="${palette.brand200}" stroke-width="10" fill="none"/>`;
    svg += `<path d="M${cx - r} ${cy}A${r} ${r} 0 0 1 ${(cx - r * Math.cos(a)).toFixed(1)} ${(cy - r * Math.sin(a)).toFixed(1)}" stroke="${accent}" stroke-width="10" fill="none"/>`;
    return svg;
  },
  /** Money from one account to another. */
  transfer(b, seed, accent) {
    const cw = b.w * 0.38;
    const ch = b.h * 0.5;
    const y = b.y + (b.h - ch) / 2;
    const account = (x: number) =>
      rect(x, y, cw, ch, palette.surface, ` stroke="${palette.line}"`) +
      `<path d="M${x + cw / 2 - 18} ${y + 34}h36M${x + cw / 2 - 14} ${y + 34}v-12M${x + cw / 2} ${y + 34}v-12M${x + cw / 2 + 14} ${y + 34}v-12M${x + cw / 2 - 20} ${y + 20}l20 -10l20 10z" stroke="${palette.brand500}" stroke-width="2.5" fill="none" stroke-linejoin="round"/>` +
      rect(x + 14, y + ch - 34, cw - 28, 8, palette.line) +
      rect(x + 14, y + ch - 20, (cw - 28) * (0.4 + (seed % 3) * 0.15), 8, palette.brand200);
    let svg = account(b.x) + account(b.x + b.w - cw);
    const ax = b.x + cw + 10;
    const aw = b.w - 2 * cw - 20;
    svg += `<path d="M${ax} ${y + ch / 2}h${aw}m-10 -10l10 10l-10 10" stroke="${accent}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    svg += rect(ax + aw * 0.15, y + ch / 2 - 22, aw * 0.7, 10, accent);
    return svg;
  },
  /** The bank's lines matched to the books', one by one. */
  reconcile(b, seed, accent) {
    const rows = 5;
    const rh = b.h / rows;
    const cw = b.w * 0.36;
    let svg = "";
    for (let r = 0; r < rows; r++) {
      const y = b.y + r * rh + 4;
      const matched = r <= seed % rows;
      svg += rect(b.x, y, cw, rh - 10, palette.surface, ` stroke="${palette.line}"`);
      svg += rect(b.x + b.w - cw, y, cw, rh - 10, palette.surface, ` stroke="${palette.line}"`);
      svg += bar(b.x + 8, y + (rh - 10) / 2 - 3.5, cw - 16, seed + r);
      svg += bar(b.x + b.w - cw + 8, y + (rh - 10) / 2 - 3.5, cw - 16, seed + r + 2);
      if (matched) {
        const cy = y + (rh - 10) / 2;
        svg += `<path d="M${b.x + cw} ${cy}H${b.x + b.w - cw}" stroke="${accent}" stroke-width="2"/>`;
        svg += check(b.x + b.w / 2, cy, 8);
      }
    }
    return svg;
  },
  /** A posted entry struck through, and the entry that corrects it. */
  reversal(b, seed, accent) {
    const rows = 5;
    const rh = (b.h - 16) / rows;
    let svg = rect(b.x, b.y, b.w, 12, palette.brand50);
    const struck = 1 + (seed % 2);
    for (let r = 0; r < rows; r++) {
      const y = b.y + 20 + r * rh;
      const fill = r === rows - 1 ? accent : palette.line;
      svg += rect(b.x, y, b.w * 0.14, 7, fill);
      svg += bar(b.x + b.w * 0.2, y, b.w * 0.42, seed + r * 3, fill);
      svg += rect(b.x + b.w * 0.76, y, b.w * 0.2, 7, r === rows - 1 ? accent : palette.brand200);
      if (r === struck) {
        svg += `<path d="M${b.x - 4} ${y + 3.5}H${b.x + b.w + 4}" stroke="${palette.navy700}" stroke-width="2.5"/>`;
      }
    }
    const y1 = b.y + 20 + struck * rh + 3.5;
    const y2 = b.y + 20 + (rows - 1) * rh + 3.5;
    svg += `<path d="M${b.x + b.w + 8} ${y1}c16 0 16 ${y2 - y1} 0 ${y2 - y1}m6 -7l-6 7l6 7" stroke="${accent}" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    return svg;
  },
  /** An order: its customer and dates above, item lines and quantities below. */
  order(b, seed, accent) {
    let svg = "";
    for (let i = 0; i < 3; i++) {
      svg += rect(
        b.x + i * (b.w / 3),
        b.y,
        b.w / 3 - 10,
        18,
        palette.white,
        ` stroke="${palette.lineStrong}"`,
      );
    }
    const rows = 4;
    for (let r = 0; r < rows; r++) {
      const y = b.y + 36 + r * 24;
      svg += rect(b.x, y, b.w, 18, r % 2 ? palette.white : palette.surface);
      svg += bar(b.x + 8, y + 5.5, b.w * 0.45, seed + r);
      const qty = 1 + ((seed + r * 3) % 4);
      for (let q = 0; q < qty; q++)
        svg += rect(b.x + b.w * 0.62 + q * 11, y + 4, 8, 10, palette.brand200);
      svg += rect(b.x + b.w * 0.84, y + 5.5, b.w * 0.12, 7, palette.line);
    }
    svg += rect(b.x + b.w - 70, b.y + b.h - 22, 70, 22, accent);
    return svg;
  },
  /** Currencies and their rates, each up or down. */
  rates(b, seed, accent) {
    const rows = 5;
    const rh = b.h / rows;
    let svg = "";
    for (let r = 0; r < rows; r++) {
      const y = b.y + r * rh;
      const cy = y + rh / 2;
      svg += `<circle cx="${b.x + 14}" cy="${cy}" r="11" fill="${r === seed % rows ? accent : palette.brand200}"/>`;
      svg += `<circle cx="${b.x + 14}" cy="${cy}" r="6" fill="none" stroke="${palette.white}" stroke-width="2"/>`;
      svg += bar(b.x + 36, cy - 3.5, b.w * 0.35, seed + r);
      svg += rect(b.x + b.w * 0.62, cy - 3.5, b.w * 0.2, 7, palette.line);
      const up = (seed + r) % 3 !== 0;
      const ax = b.x + b.w - 12;
      svg += up
        ? `<path d="M${ax - 7} ${cy + 4}l7 -8l7 8z" fill="${palette.success}"/>`
        : `<path d="M${ax - 7} ${cy - 4}l7 8l7 -8z" fill="${palette.brand500}"/>`;
    }
    return svg;
  },
  /** One message to a group of contacts. */
  broadcast(b, seed, accent) {
    const ex = b.x + 10;
    const ey = b.y + b.h / 2 - 24;
    let svg = rect(ex, ey, 64, 48, palette.brand50, ` stroke="${accent}" stroke-width="2.5"`);
    svg += `<path d="M${ex} ${ey}l32 26l32 -26" stroke="${accent}" stroke-width="2.5" fill="none" stroke-linejoin="round"/>`;
    const n = 5;
    for (let i = 0; i < n; i++) {
      const py = b.y + 14 + (i * (b.h - 28)) / (n - 1);
      const px = b.x + b.w - 60;
      svg += `<path d="M${ex + 70} ${b.y + b.h / 2}C${ex + 120} ${b.y + b.h / 2} ${px - 50} ${py} ${px - 16} ${py}" stroke="${palette.brand200}" stroke-width="2" fill="none"/>`;
      svg += `<circle cx="${px}" cy="${py}" r="11" fill="${i === seed % n ? accent : palette.brand500}"/>`;
      svg += rect(px + 18, py - 3.5, 36, 7, palette.line);
    }
    return svg;
  },
  /** A customer's case and its steps, from opened to resolved. */
  case(b, seed, accent) {
    let svg = rect(b.x, b.y, b.w, 56, palette.surface, ` stroke="${palette.line}"`);
    svg += `<circle cx="${b.x + 26}" cy="${b.y + 28}" r="14" fill="${palette.brand200}"/>`;
    svg += bar(b.x + 50, b.y + 16, b.w * 0.5, seed);
    svg += rect(b.x + 50, b.y + 32, b.w * 0.3, 7, palette.line);
    const steps = 4;
    const done = 1 + (seed % steps);
    const sy = b.y + 100;
    const sx = b.x + 20;
    const sw = (b.w - 40) / (steps - 1);
    svg += `<path d="M${sx} ${sy}H${sx + sw * (steps - 1)}" stroke="${palette.line}" stroke-width="4"/>`;
    svg += `<path d="M${sx} ${sy}H${sx + sw * (done - 1)}" stroke="${accent}" stroke-width="4"/>`;
    for (let i = 0; i < steps; i++) {
      svg +=
        i < done
          ? check(sx + i * sw, sy, 11)
          : `<circle cx="${sx + i * sw}" cy="${sy}" r="10" fill="${palette.white}" stroke="${palette.lineStrong}" stroke-width="2.5"/>`;
      svg += rect(sx + i * sw - 18, sy + 20, 36, 6, palette.line);
    }
    return svg;
  },
  /** A web page's enquiry form becoming a lead. */
  web(b, seed, accent) {
    const ww = b.w * 0.58;
    let svg = rect(b.x, b.y, ww, b.h, palette.surface, ` stroke="${palette.line}"`);
    svg += rect(b.x + 8, b.y + 8, ww - 16, 12, palette.white, ` stroke="${palette.line}"`);
    for (let i = 0; i < 3; i++) {
      svg += rect(
        b.x + 12,
        b.y + 32 + i * 26,
        ww - 24,
        16,
        palette.white,
        ` stroke="${palette.lineStrong}"`,
      );
    }
    svg += rect(b.x + 12, b.y + b.h - 26, 56, 16, palette.brand500);
    const ax = b.x + ww + 8;
    svg += `<path d="M${ax} ${b.y + b.h / 2}h28m-9 -9l9 9l-9 9" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    const cx = b.x + ww + 46;
    const cw = b.w - ww - 46;
    svg += rect(
      cx,
      b.y + b.h / 2 - 40,
      cw,
      80,
      palette.white,
      ` stroke="${accent}" stroke-width="2"`,
    );
    svg += `<circle cx="${cx + cw / 2}" cy="${b.y + b.h / 2 - 12}" r="14" fill="${palette.brand200}"/>`;
    svg += rect(cx + 10, b.y + b.h / 2 + 14, cw - 20, 7, palette.line);
    svg += bar(cx + 10, b.y + b.h / 2 + 26, cw - 20, seed);
    return svg;
  },
};

/** The screen of a kind, in a window at `box`. */
export function screenSvg(kind: ScreenKind, box: Box, seed: number, accent: string): string {
  const { svg, inner } = frame(box);
  return svg + draw[kind](inner, seed, accent);
}

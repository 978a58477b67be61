/**
 * On-brand artwork for the service pages, 1280x960, without words (so one picture
 * serves both languages): each composition draws what the service does, in the same
 * layered-card style as the product screenshots. No stock imagery, no vendor logos.
 */
import type { ServiceSlug } from "../../../src/content/schemas/services";
import { bar, card, lineChart, palette, seeded } from "../software/artwork";

export const W = 1280;
export const H = 960;

const green = "#1f9d6b";
const greenSoft = "#d6f2e6";

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** The shared ground: a soft surface with a faint dot grid. */
function ground(): string {
  return (
    `<defs><pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${palette.navy100}"/></pattern>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.brand50}"/><stop offset="1" stop-color="${palette.surface}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#fade)"/><rect width="${W}" height="${H}" fill="url(#dots)" opacity="0.7"/>`
  );
}

function check(cx: number, cy: number, r: number, fill = green): string {
  const s = r / 10;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    `<path d="M${cx - 4.5 * s} ${cy + 0.2 * s} l${3.2 * s} ${3.3 * s} l${6.2 * s} ${-6.8 * s}" fill="none" stroke="${palette.white}" stroke-width="${2.6 * s}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function dot(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
}

function link(points: [number, number][], dashed = false, stroke: string = palette.brand500) {
  return `<polyline points="${points.map((p) => p.join(",")).join(" ")}" fill="none" stroke="${stroke}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"${dashed ? ' stroke-dasharray="4 14"' : ""}/>`;
}

/** A server rack: a dark cabinet of `units` servers, each with its lights and a label bar. */
function rack(x: number, y: number, w: number, units: number, lit: string, rand: () => number) {
  const uh = 58;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${units * uh + 36}" rx="18" fill="${palette.navy900}"/>`;
  for (let u = 0; u < units; u++) {
    const uy = y + 18 + u * uh;
    out += `<rect x="${x + 16}" y="${uy}" width="${w - 32}" height="${uh - 12}" rx="8" fill="${palette.navy800}"/>`;
    out += dot(x + 38, uy + 23, 6, lit) + dot(x + 58, uy + 23, 6, u % 2 ? palette.brand500 : lit);
    out += bar(x + 80, uy + 17, (w - 140) * (0.45 + rand() * 0.4), palette.navy700, 12);
  }
  return out;
}

/** A person at a screen: an avatar and two lines of skeleton text on a card. */
function userCard(x: number, y: number, fill: string, rand: () => number) {
  return (
    card(x, y, 250, 96) +
    dot(x + 48, y + 48, 26, fill) +
    bar(x + 90, y + 32, 90 + rand() * 50, palette.navy100, 12) +
    bar(x + 90, y + 56, 60 + rand() * 40, palette.line, 12)
  );
}

function padlock(cx: number, cy: number): string {
  return (
    dot(cx, cy, 40, palette.accent400) +
    `<path d="M${cx - 11} ${cy - 4} v-8 a11 11 0 0 1 22 0 v8" fill="none" stroke="${palette.navy900}" stroke-width="5"/>` +
    `<rect x="${cx - 17}" y="${cy - 5}" width="34" height="26" rx="5" fill="${palette.navy900}"/>`
  );
}

/** Hosting: people sign in from anywhere, over an encrypted link, to servers we run in two data centres. */
function hosting(): string {
  const rand = seeded(501);
  let out = ground();
  // The second data centre's copy, drawn first so the primary sits in front of the link.
  out += link(
    [
      [800, 260],
      [1055, 260],
      [1055, 400],
    ],
    true,
  );
  out += rack(960, 400, 190, 5, green, rand);
  out += rack(640, 200, 250, 8, green, rand);
  for (const [i, y] of [130, 310, 490].entries()) {
    out += link([
      [330, y + 48],
      [470, y + 48],
      [470, 450],
      [640, 450],
    ]);
    out += userCard(80, y, [palette.brand200, palette.navy100, palette.brand100][i]!, rand);
  }
  out += padlock(530, 450);
  // Uptime: a steady line near the top of its card.
  out += card(80, 750, 1120, 150);
  out += bar(116, 778, 140, palette.navy100, 14);
  out += bar(1040, 772, 124, green, 26);
  out += lineChart(
    116,
    812,
    1048,
    56,
    [0.92, 0.95, 0.94, 0.96, 0.95, 0.97, 0.96, 0.97, 0.98],
    palette.brand600,
  );
  return svg(out);
}

/** Disaster recovery: a daily copy off-site, a flooded office, and the business running from the second site. */
function disasterRecovery(): string {
  const rand = seeded(502);
  let out = ground();
  // A week of daily backups, each one checked.
  out += card(90, 90, 1100, 170);
  out += bar(130, 126, 190, palette.navy100, 14);
  for (let d = 0; d < 7; d++) {
    const x = 130 + d * 148;
    out += `<rect x="${x}" y="160" width="124" height="70" rx="12" fill="${d === 6 ? palette.brand50 : palette.surface}" stroke="${palette.line}" stroke-width="2"/>`;
    out += bar(x + 18, 188, 50, palette.navy100, 12);
    out += check(x + 96, 195, 15, d === 6 ? palette.brand600 : green);
  }
  // The office: dim, with water at its feet.
  out += `<rect x="130" y="380" width="330" height="330" rx="16" fill="${palette.navy100}"/>`;
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out += `<rect x="${170 + c * 95}" y="${420 + r * 80}" width="60" height="48" rx="6" fill="${palette.white}" opacity="0.7"/>`;
  for (let k = 0; k < 3; k++) {
    const y = 660 + k * 34;
    out += `<path d="M90 ${y} q35 -22 70 0 t70 0 t70 0 t70 0 t70 0 t70 0" fill="none" stroke="${palette.brand500}" stroke-width="8" stroke-linecap="round" opacity="${0.9 - k * 0.25}"/>`;
  }
  // Failover to the recovery site.
  out += link(
    [
      [480, 545],
      [700, 545],
    ],
    true,
  );
  out += `<path d="M700 520 l34 25 l-34 25 z" fill="${palette.brand500}"/>`;
  out += rack(790, 350, 260, 6, green, rand);
  out += check(1050, 350, 40);
  // Back online: a recovery clock.
  out += card(560, 760, 620, 140);
  out += `<circle cx="640" cy="830" r="42" fill="none" stroke="${palette.line}" stroke-width="12"/>`;
  out += `<circle cx="640" cy="830" r="42" fill="none" stroke="${palette.brand600}" stroke-width="12" stroke-dasharray="190 264" transform="rotate(-90 640 830)" stroke-linecap="round"/>`;
  out += bar(710, 800, 260, palette.navy100, 14) + bar(710, 836, 180, palette.brand200, 14);
  out += bar(1010, 812, 130, green, 26);
  return svg(out);
}

/** Managed services: every device watched, alerts handled, patches rolled out. */
function managedServices(): string {
  const rand = seeded(503);
  let out = ground();
  // The watch list: devices and their state.
  out += card(80, 90, 640, 780);
  out += bar(116, 126, 200, palette.navy100, 16);
  const states = [green, green, green, palette.accent400, green, green, green, green, green];
  for (const [r, state] of states.entries()) {
    const y = 190 + r * 74;
    out += `<line x1="116" y1="${y - 22}" x2="684" y2="${y - 22}" stroke="${palette.line}" stroke-width="2"/>`;
    out += `<rect x="116" y="${y - 6}" width="40" height="30" rx="6" fill="${palette.navy100}"/>`;
    out += bar(176, y + 3, 120 + rand() * 80, palette.navy100, 12);
    out += lineChart(
      440,
      y - 6,
      150,
      30,
      Array.from({ length: 7 }, () => 0.3 + rand() * 0.5),
      state === green ? palette.brand500 : palette.accent400,
    );
    out += dot(656, y + 9, 11, state);
  }
  // An alert, being handled.
  out += `<rect x="640" y="380" width="560" height="150" rx="16" fill="${palette.white}" stroke="${palette.accent400}" stroke-width="4"/>`;
  out += `<rect x="640" y="380" width="14" height="150" rx="7" fill="${palette.accent400}"/>`;
  out += dot(710, 440, 26, palette.accent300);
  out += `<rect x="707" y="424" width="6" height="20" rx="3" fill="${palette.navy900}"/>${dot(710, 454, 4, palette.navy900)}`;
  out += bar(760, 420, 300, palette.navy100, 14) + bar(760, 452, 220, palette.line, 12);
  out += `<rect x="760" y="484" width="150" height="26" rx="13" fill="${palette.brand100}"/>`;
  // Patches rolling out.
  out += card(760, 580, 440, 290);
  out += bar(796, 616, 160, palette.navy100, 16);
  for (let i = 0; i < 4; i++) {
    const y = 668 + i * 50;
    const share = [1, 1, 0.7, 0.35][i]!;
    out += `<rect x="796" y="${y}" width="300" height="18" rx="9" fill="${palette.surface}"/>`;
    out += `<rect x="796" y="${y}" width="${300 * share}" height="18" rx="9" fill="${share === 1 ? green : palette.brand500}"/>`;
    out += share === 1 ? check(1140, y + 9, 15) : bar(1118, y + 3, 44, palette.line, 12);
  }
  return svg(out);
}

/** Client care: call or write, a person answers, the ticket is closed, for one monthly fee. */
function clientCare(): string {
  const rand = seeded(504);
  let out = ground();
  // The conversation.
  out += card(80, 80, 620, 520);
  const bubble = (x: number, y: number, w: number, fill: string, ink: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="84" rx="22" fill="${fill}"/>` +
    bar(x + 26, y + 24, w * 0.7, ink, 12) +
    bar(x + 26, y + 48, w * 0.45, ink, 12);
  out += dot(136, 160, 30, palette.brand200) + bubble(186, 122, 360, palette.surface, palette.line);
  out +=
    dot(644, 290, 30, palette.navy800) + bubble(234, 252, 380, palette.brand600, palette.brand200);
  // The headset of the person answering.
  out += `<path d="M624 290 a20 20 0 0 1 40 0" fill="none" stroke="${palette.accent400}" stroke-width="6"/>`;
  out += dot(136, 420, 30, palette.brand200) + bubble(186, 382, 300, palette.surface, palette.line);
  out += check(520, 424, 22);
  out += bar(120, 536, 420, palette.surface, 30);
  // The tickets: closed, closed, in progress.
  out += card(740, 80, 460, 520);
  out += bar(776, 116, 150, palette.navy100, 16);
  const pills = [green, green, palette.brand500, green];
  for (const [i, pill] of pills.entries()) {
    const y = 170 + i * 102;
    out += `<rect x="776" y="${y}" width="388" height="82" rx="12" fill="${palette.surface}"/>`;
    out += bar(800, y + 22, 160 + rand() * 60, palette.navy100, 12);
    out += bar(800, y + 48, 100 + rand() * 60, palette.line, 12);
    out += `<rect x="1060" y="${y + 26}" width="80" height="30" rx="15" fill="${pill === green ? greenSoft : palette.brand100}"/>`;
    out += dot(1080, y + 41, 7, pill);
  }
  // One monthly fee: a calendar with the month's visits marked.
  out += card(80, 640, 1120, 250);
  out += bar(116, 676, 180, palette.navy100, 16);
  out += bar(1000, 670, 164, palette.accent400, 28);
  for (let c = 0; c < 14; c++) {
    for (let r = 0; r < 2; r++) {
      const x = 116 + c * 76;
      const y = 730 + r * 72;
      const marked = (c * 2 + r) % 5 === 1;
      out += `<rect x="${x}" y="${y}" width="62" height="58" rx="10" fill="${marked ? palette.brand100 : palette.surface}"/>`;
      if (marked) out += dot(x + 31, y + 29, 9, palette.brand600);
    }
  }
  return svg(out);
}

/** Network: the internet, through a firewall, to the office's switches, Wi-Fi and machines. */
function network(): string {
  let out = ground();
  const node = (cx: number, cy: number, r: number, fill: string, ring: string) =>
    dot(cx, cy, r + 12, ring) + dot(cx, cy, r, fill);
  // The internet: a cloud.
  out += `<path d="M520 200 a70 70 0 0 1 120 -60 a90 90 0 0 1 160 30 a60 60 0 0 1 -10 120 h-250 a50 50 0 0 1 -20 -90 z" fill="${palette.white}" stroke="${palette.line}" stroke-width="4"/>`;
  out += bar(600, 228, 140, palette.navy100, 14);
  // Firewall: a shield between it and the office.
  out += link([
    [660, 310],
    [660, 380],
  ]);
  out += `<path d="M660 370 l70 26 v60 c0 48 -34 78 -70 92 c-36 -14 -70 -44 -70 -92 v-60 z" fill="${palette.navy900}"/>`;
  out += check(660, 462, 24, green);
  // The core switch and its branches.
  const core: [number, number] = [660, 640];
  out += link([[660, 548], core]);
  const branches: [number, number][] = [
    [260, 640],
    [460, 800],
    [860, 800],
    [1060, 640],
  ];
  for (const b of branches) out += link([core, b]);
  out += `<rect x="560" y="606" width="200" height="68" rx="14" fill="${palette.navy800}"/>`;
  for (let i = 0; i < 6; i++) out += dot(598 + i * 25, 640, 6, i === 4 ? palette.accent400 : green);
  // Wi-Fi on the left branch: arcs.
  out += node(260, 640, 34, palette.brand600, palette.brand100);
  for (let k = 1; k <= 3; k++)
    out += `<path d="M${260 - 34 - k * 26} ${596 - k * 8} a${40 + k * 30} ${40 + k * 30} 0 0 1 ${2 * (34 + k * 26)} 0" fill="none" stroke="${palette.brand500}" stroke-width="7" stroke-linecap="round" opacity="${1 - k * 0.2}"/>`;
  // Machines on the others.
  const screen = (x: number, y: number) =>
    `<rect x="${x - 70}" y="${y - 50}" width="140" height="90" rx="10" fill="${palette.white}" stroke="${palette.navy700}" stroke-width="5"/>` +
    bar(x - 48, y - 26, 70, palette.brand200, 12) +
    bar(x - 48, y, 96, palette.line, 12) +
    `<rect x="${x - 30}" y="${y + 46}" width="60" height="10" rx="5" fill="${palette.navy700}"/>`;
  out += screen(460, 800) + screen(860, 800);
  // A remote worker's encrypted tunnel on the right.
  out += node(1060, 640, 34, palette.accent400, palette.brand100);
  out += link(
    [
      [1060, 600],
      [1060, 360],
      [900, 360],
    ],
    true,
    palette.accent400,
  );
  out += padlock(1060, 470);
  return svg(out);
}

export const serviceArt: Record<ServiceSlug, () => string> = {
  hosting,
  "managed-services": managedServices,
  "disaster-recovery": disasterRecovery,
  "client-care": clientCare,
  network,
};

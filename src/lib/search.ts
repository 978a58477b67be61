/**
 * Site search (Pagefind, decision 0005): the sections results are filtered by, the
 * anchors records land on, and what the search box does with what is typed. Pure
 * functions: used by the build (scripts/search-index.ts), the pages and the search
 * script in the browser alike.
 */

/** The id of the header's search dialog. */
export const searchDialogId = "site-search";

/** The sections a result belongs to, in the order the results page offers them. */
export const searchSections = [
  "software",
  "services",
  "company",
  "press",
  "support",
  "videos",
  "newsletters",
] as const;

export type SearchSection = (typeof searchSections)[number];

/** The section of a page, by its English (canonical) path. */
export function searchSectionOf(path: string): SearchSection {
  if (path === "/software" || path.startsWith("/software/")) return "software";
  if (path.startsWith("/services/")) return "services";
  if (path === "/company/press-releases" || path.startsWith("/company/press-releases/"))
    return "press";
  if (path === "/support/training-videos") return "videos";
  if (path === "/support/newsletters") return "newsletters";
  if (path.startsWith("/support/")) return "support";
  // The home page, the company's pages and the contact page.
  return "company";
}

/** Searching starts at two characters: one matches too much to be of use. */
export const shortestQuery = 2;

/** Longer queries are cut here (the field's maxlength says the same). */
export const longestQuery = 200;

/** What is searched for: spaces trimmed and collapsed, at most `longestQuery` characters. */
export function normalizeQuery(typed: string): string {
  const collapsed = typed.replace(/\s+/g, " ").trim();
  const characters = [...collapsed];
  return characters.length > longestQuery
    ? characters.slice(0, longestQuery).join("").trimEnd()
    : collapsed;
}

/** Whether a (normalized) query is long enough to search for. */
export function isSearchable(query: string): boolean {
  return [...query].length >= shortestQuery;
}

/** A run of an excerpt: text, marked where it matched the query. */
export type ExcerptPart = { text: string; marked: boolean };

const entities: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt (its text entity-encoded, the matched words in <mark>) as runs
 * of plain text, so the page shows it as text: nothing in it is ever parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    const decoded = decodeEntities(text);
    if (!decoded) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += decoded;
    else parts.push({ text: decoded, marked });
  };
  let rest = excerpt;
  while (rest) {
    const open = rest.indexOf("<mark>");
    if (open === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    const close = rest.indexOf("</mark>", open + 6);
    const end = close === -1 ? rest.length : close;
    push(rest.slice(open + 6, end), true);
    rest = close === -1 ? "" : rest.slice(close + 7);
  }
  return parts;
}

/**
 * A result's address as our pages link to it: Pagefind names a page by its folder
 * ("/software/sage300/"); our addresses have no trailing slash (a 301 otherwise).
 */
export function resultHref(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? "" : url.slice(end);
  const trimmed = path.replace(/\/index\.html$/, "/").replace(/(.)\/$/, "$1");
  return trimmed + rest;
}

/**
 * The anchor of a training video on the training videos page: its poster's path
 * (unique per video) under videos/posters/, e.g. "video-sage-300-finding-your-way".
 */
export function videoAnchor(poster: string): string {
  const name = poster
    .replace(/^videos\/posters\//, "")
    .replace(/\.[a-z0-9]+$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `video-${name}`;
}

/** The anchor of a newsletter issue on the newsletters page, e.g. "newsletter-2024-3rd-quarter". */
export function newsletterAnchor(year: number, period: string): string {
  const name = period
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `newsletter-${year}-${name}`;
}

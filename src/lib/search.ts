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

/** A run of a result's snippet: text, marked where it matched the query. */
export type ExcerptPart = { text: string; marked: boolean };

/** Where a word of the query was found in a result's text, as Pagefind gives it. */
export type WordLocation = {
  /** The word's number in the text split at whitespace (Pagefind's own count). */
  location: number;
  /** 1 in running text; more in a heading (h1 7, h2 6...). */
  weight: number;
  balanced_score: number;
};

/** How many words a snippet holds, give or take the end of a sentence. */
export const snippetWords = 26;

/** A word that ends a sentence (Pagefind ends each heading, item and paragraph with one). */
const sentenceEnd = /[.!?…]["'”’»)\]]*$/;
const leadingPunctuation = /^[("'“‘«[¿¡]+/;
const trailingPunctuation = /[.,;:!?…)"'”’»\]]+$/;

/** A heading of a result's page, as Pagefind gives its anchors: where it starts, its text. */
export type HeadingAnchor = { location: number; text: string };

/**
 * A result's snippet, from its text and where the query's words were found in it
 * (Pagefind's `content` and `weighted_locations`) and its headings (the anchors of its
 * h1-h6), as runs of plain text to show as text: nothing in it is ever parsed as HTML.
 *
 * Pagefind's own excerpt is a window of words wherever the matches are densest, so it
 * starts mid-heading ("HRMS & Payroll. Sage HRMS keeps…") and marks whole words with
 * their punctuation, one word at a time ("<mark>Sage</mark> <mark>300.</mark>"). Here
 * the window is around the matches in running text (a heading's match is the result's
 * title already) where there are any, within the text under one heading; it starts at
 * the start of its sentence where that is near, and ends at the end of a sentence where
 * one is near; a cut shows as "…". The marks hold the matched words without their
 * punctuation, and words matched side by side are one mark: a phrase.
 */
export function snippet(
  content: string,
  locations: readonly WordLocation[],
  headings: readonly HeadingAnchor[] = [],
  length = snippetWords,
): ExcerptPart[] {
  // Words and the whitespace between them, as Pagefind counts words.
  const pieces = content.split(/([\r\n\s]+)/);
  const words = pieces.filter((_, i) => i % 2 === 0);
  const gapBefore = (i: number) => {
    const gap = pieces[2 * i - 1] ?? " ";
    // A no-break space (French typography) stays one; any other run is one space.
    return /^[\u00a0\u202f]$/.test(gap) ? gap : " ";
  };
  const ends = (i: number) => sentenceEnd.test(words[i] ?? "");
  const headingWords = headings.map(({ location, text }) => ({
    from: location,
    to: location + text.split(/[\r\n\s]+/).filter(Boolean).length,
  }));
  const inHeading = (i: number) => headingWords.some(({ from, to }) => i >= from && i < to);
  const found = locations.filter((l) => l.location >= 0 && l.location < words.length);
  const inText = found.filter((l) => l.weight <= 1 && !inHeading(l.location));
  const focus = inText.length > 0 ? inText : found;

  // The window of `length` words holding the most of the focus, first of equals. A
  // word found next to another counts twice: the query's words side by side, a phrase,
  // say more than the same words apart.
  const focusAt = new Set(focus.map((l) => l.location));
  const worth = (l: WordLocation) =>
    l.balanced_score * (focusAt.has(l.location - 1) || focusAt.has(l.location + 1) ? 2 : 1);
  let first = 0;
  if (focus.length > 0) {
    let best = -1;
    for (const candidate of focus) {
      const score = focus
        .filter((l) => l.location >= candidate.location && l.location < candidate.location + length)
        .reduce((sum, l) => sum + worth(l), 0);
      if (score > best || (score === best && candidate.location < first)) {
        best = score;
        first = candidate.location;
      }
    }
  }
  // The text under one heading: from the end of the heading before, to the next.
  const lower = Math.max(0, ...headingWords.filter(({ to }) => to <= first).map(({ to }) => to));
  const upper = Math.min(
    words.length,
    ...headingWords.filter(({ from }) => from > first).map(({ from }) => from),
  );
  // Back to the start of the sentence if it is near; else a few words of lead-in.
  let start = first;
  while (start > lower && !ends(start - 1) && first - start < length / 2) start -= 1;
  if (start > lower && !ends(start - 1)) start = Math.max(lower, first - 4);
  // On to the end of the sentence of the last match in the window, if it is near: alone
  // if it is long enough, else with the whole sentences after it that fit.
  let end = Math.min(upper, start + length);
  const lastMatch = Math.max(
    first,
    ...found.map((l) => l.location).filter((location) => location < end),
  );
  let stop = -1;
  for (let i = lastMatch; i < Math.min(upper, end + 8) && stop === -1; i++) {
    if (ends(i)) stop = i + 1;
  }
  if (stop !== -1 && (stop > end || stop - start >= length / 2)) {
    end = stop;
  } else if (stop !== -1) {
    let last = stop;
    for (let i = stop; i < end; i++) if (ends(i)) last = i + 1;
    end = last;
  }

  const marked = new Set(found.map((l) => l.location));
  const parts: ExcerptPart[] = [];
  const push = (text: string, isMarked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === isMarked) last.text += text;
    else parts.push({ text, marked: isMarked });
  };
  if (start > 0 && !ends(start - 1)) push("…", false);
  for (let i = start; i < end; i++) {
    const word = words[i] ?? "";
    if (i > start) {
      // The space between two marked words is part of the phrase, unless punctuation
      // comes between them.
      const phrase =
        marked.has(i) &&
        marked.has(i - 1) &&
        !trailingPunctuation.test(words[i - 1] ?? "") &&
        !leadingPunctuation.test(word);
      push(gapBefore(i), phrase);
    }
    if (!marked.has(i)) {
      push(word, false);
      continue;
    }
    const lead = leadingPunctuation.exec(word)?.[0] ?? "";
    const rest = word.slice(lead.length);
    const trail = trailingPunctuation.exec(rest)?.[0] ?? "";
    push(lead, false);
    push(rest.slice(0, rest.length - trail.length), true);
    push(trail, false);
  }
  if (end < words.length && !ends(end - 1)) push("…", false);
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

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

/** Fewer words than this make a label or a heading, not a sentence worth showing alone. */
const shortSentence = 5;

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
 * their punctuation, one word at a time ("<mark>Sage</mark> <mark>300.</mark>"). Here it
 * is a sentence: the one where the query's words count most, in running text where
 * there are matches there (a heading's match is the result's title already), a short
 * one (a label, a heading) counting half. A long sentence is cut around its first match,
 * a short one is followed by the next ones that fit, up to a heading or a label; a cut
 * shows as "…". The marks hold the matched words without their punctuation, and words
 * matched side by side are one mark: a phrase.
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
  const headingWords = headings.map(({ location, text }) => ({
    from: location,
    to: location + text.split(/[\r\n\s]+/).filter(Boolean).length,
  }));
  const inHeading = (i: number) => headingWords.some(({ from, to }) => i >= from && i < to);
  const edges = new Set(headingWords.flatMap(({ from, to }) => [from, to]));
  const found = locations.filter((l) => l.location >= 0 && l.location < words.length);
  const inText = found.filter((l) => l.weight <= 1 && !inHeading(l.location));
  const focus = inText.length > 0 ? inText : found;

  // The sentences: ended by their punctuation (Pagefind ends each heading, item and
  // paragraph with some), and by where a heading begins or ends.
  const sentences: { from: number; to: number }[] = [];
  for (let i = 0, from = 0; i < words.length; i++) {
    if (sentenceEnd.test(words[i]!) || edges.has(i + 1) || i === words.length - 1) {
      sentences.push({ from, to: i + 1 });
      from = i + 1;
    }
  }
  const isShort = ({ from, to }: { from: number; to: number }) => to - from < shortSentence;
  // A sentence is worth the query's words it holds, each once (a run of figures that
  // names the product twice says no more than a sentence that names it once), twice
  // that when two of them are side by side (a phrase), half that if it is short.
  const focusAt = new Set(focus.map((l) => l.location));
  const score = ({ from, to }: { from: number; to: number }) => {
    const here = focus.filter((l) => l.location >= from && l.location < to);
    const byWord = new Map<string, number>();
    for (const l of here) {
      const word = (words[l.location] ?? "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
      byWord.set(word, Math.max(byWord.get(word) ?? 0, l.balanced_score));
    }
    const phrase = here.some((l) => focusAt.has(l.location + 1)) ? 2 : 1;
    const sum = [...byWord.values()].reduce((total, value) => total + value, 0);
    return sum * phrase * (isShort({ from, to }) ? 0.5 : 1);
  };
  let best = 0;
  let bestScore = 0;
  sentences.forEach((sentence, i) => {
    const worth = score(sentence);
    if (worth > bestScore) {
      bestScore = worth;
      best = i;
    }
  });
  const chosen = sentences[best] ?? { from: 0, to: 0 };
  const inChosen = focus.map((l) => l.location).filter((at) => at >= chosen.from && at < chosen.to);
  const firstMatch = inChosen.length > 0 ? Math.min(...inChosen) : chosen.from;
  // Too long: from its start if its first match is near, else a few words before it.
  const start =
    chosen.to - chosen.from > length && firstMatch - chosen.from >= length / 2
      ? firstMatch - 4
      : chosen.from;
  let end = Math.min(chosen.to, start + length);
  // Whole and short: the whole sentences after it that fit, up to a heading or a label.
  if (start === chosen.from && end === chosen.to) {
    for (const next of sentences.slice(best + 1)) {
      if (next.to - start > length || isShort(next) || inHeading(next.from)) break;
      end = next.to;
    }
  }
  const marked = new Set(found.map((l) => l.location));
  const parts: ExcerptPart[] = [];
  const push = (text: string, isMarked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === isMarked) last.text += text;
    else parts.push({ text, marked: isMarked });
  };
  if (start > chosen.from) push("…", false);
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
  if (end < chosen.to) push("…", false);
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

import { JSDOM } from "jsdom";

/**
 * What a Quebec reader of a French page must never meet, read from the page's HTML as
 * the build wrote it: the words a visitor sees (text, alternative text, labels), the
 * words search engines and link previews show (title, meta tags) and the structured
 * data (JSON-LD). Each check finds a kind of defect, not today's words, so a new page
 * or a new release is checked as it is built (tests/e2e/french.spec.ts; the kinds are
 * shown caught in tests/unit/french-checks.test.ts).
 */

/**
 * An address written the English way: a civic number, its street's name and an English
 * street type ("340 Albert Street", "155 Adelaide Crescent"), a suite ("Suite 1100"), or
 * a province after a comma before a Canadian postal code ("Ottawa, Ontario K1R 7Y6").
 * French writes « 340, rue Albert, bureau 1100 », « Ottawa (Ontario)  K1R 7Y6 ».
 */
const englishAddress = [
  /\b\d+[A-Z]?\s+(?:[A-Z][\p{L}'’.-]*\s+){1,4}(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Drive|Dr\.|Crescent|Cres\.|Court|Way|Lane|Boulevard|Blvd\.|Place|Parkway|Terrace|Circle|Highway)\b/gu,
  /\bSuite\s+\d+/g,
  /,\s*\p{Lu}[\p{L}-]+(?:[\s\u00a0]\p{Lu}[\p{L}-]+)?[\s\u00a0]+[A-Z]\d[A-Z][\s\u00a0]?\d[A-Z]\d\b/gu,
];

/**
 * A North American phone number in the hyphens-only style ("613-555-0100",
 * "1-800-555-0199") or with the area code in brackets: the OQLF writes « 613 555-0100 ».
 */
const hyphenatedPhone = [/\b(?:1-)?\d{3}-\d{3}-\d{4}\b/g, /\(\d{3}\)[\s\u00a0]?\d{3}-\d{4}\b/g];

function matches(text: string, patterns: readonly RegExp[]): string[] {
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]));
}

/** Each English address or hyphenated phone number in `text`. */
export function englishAddressesAndPhones(text: string): string[] {
  return [...matches(text, englishAddress), ...matches(text, hyphenatedPhone)];
}

/** The attributes whose words a visitor or an assistive technology meets. */
const shownAttributes = ["alt", "title", "aria-label", "placeholder", "aria-description"];

/** Meta tags whose words search results and link previews show. */
const shownMeta =
  /^(description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/;

/** Elements that start a line: their text never runs on into their neighbours'. */
const inline = new Set([
  "A",
  "ABBR",
  "B",
  "CODE",
  "EM",
  "I",
  "SMALL",
  "SPAN",
  "STRONG",
  "SUB",
  "SUP",
  "TIME",
]);

/**
 * The words of a page a reader meets: its title, the shown meta tags, every shown
 * attribute of the body, and the body's text as a reader sees it (inline elements'
 * text run together, one line per block), the content of <template>s included (what
 * replaces a video's poster on play). Text inside an element marked as another
 * language (lang="en-US": an address abroad, a customer's own words) is that
 * language's, and is left out.
 */
export function shownWords(document: Document): string[] {
  const runs: string[] = [document.title];
  for (const meta of document.head.querySelectorAll("meta[content]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
    if (shownMeta.test(key)) runs.push(meta.getAttribute("content")!);
  }
  const pageLanguage = (document.documentElement.lang || "fr").slice(0, 2);
  let text = "";
  const visit = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      text += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    if (["SCRIPT", "STYLE", "NOSCRIPT"].includes(element.tagName)) return;
    const lang = element.getAttribute("lang");
    if (lang && lang.slice(0, 2) !== pageLanguage) return;
    for (const name of shownAttributes) {
      const value = element.getAttribute(name);
      if (value) runs.push(value);
    }
    const block = !inline.has(element.tagName);
    if (block) text += "\n";
    const children =
      element.tagName === "TEMPLATE"
        ? (element as HTMLTemplateElement).content.childNodes
        : element.childNodes;
    children.forEach(visit);
    if (block) text += "\n";
  };
  visit(document.body);
  runs.push(...text.split("\n"));
  return runs.map((run) => run.replace(/[ \t\r\n]+/g, " ").trim()).filter(Boolean);
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLdBlocks(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as unknown,
  );
}

type Visit = (value: string, key: string, holder: Record<string, unknown>) => void;

/** Every string in the JSON-LD, with its key and the object holding it. */
function eachString(value: unknown, visit: Visit, key = "", holder: Record<string, unknown> = {}) {
  if (typeof value === "string") visit(value, key, holder);
  else if (Array.isArray(value)) value.forEach((item) => eachString(item, visit, key, holder));
  else if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(object)) eachString(v, visit, k, object);
  }
}

/** Whether an object is a postal address abroad, which keeps its country's form. */
function addressAbroad(holder: Record<string, unknown>): boolean {
  return (
    holder["@type"] === "PostalAddress" &&
    typeof holder.addressCountry === "string" &&
    holder.addressCountry !== "CA"
  );
}

/** English addresses and hyphenated phones in a French page's JSON-LD (addresses abroad aside). */
export function jsonLdAddressesAndPhones(blocks: unknown[]): string[] {
  const found: string[] = [];
  eachString(blocks, (value, _key, holder) => {
    if (!addressAbroad(holder)) found.push(...englishAddressesAndPhones(value));
  });
  return found;
}

/** The ids of the nodes that are the company itself: one entity in both languages. */
function organizationIds(blocks: unknown[]): Set<string> {
  const ids = new Set<string>();
  eachString(blocks, (value, key, holder) => {
    const type = holder["@type"];
    if (
      key === "@id" &&
      (type === "Organization" || (Array.isArray(type) && type.includes("Organization")))
    )
      ids.add(value);
  });
  return ids;
}

/**
 * Whether a path on the site is a French page or a file any page may use: French pages
 * are /fr and what is under it; a file has an extension in its last segment (a picture,
 * a PDF, a video, the logo, a share card).
 */
export function frenchOrFile(pathname: string): boolean {
  if (pathname === "/fr" || pathname.startsWith("/fr/")) return true;
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/") + 1));
}

/**
 * Every URL on the site's own origin in a French page's JSON-LD that leads to a page
 * that is not French: structured data that sends search engines to the English pages.
 * The company's own @id is an identifier of the one company, shared by both languages.
 */
export function englishPagesInJsonLd(blocks: unknown[], origin: string): string[] {
  const organization = organizationIds(blocks);
  const found: string[] = [];
  eachString(blocks, (value, key) => {
    if (key === "@id" && organization.has(value)) return;
    if (!value.startsWith(`${origin}/`) && value !== origin) return;
    const { pathname } = new URL(value);
    if (!frenchOrFile(pathname)) found.push(`${key}: ${value}`);
  });
  return found;
}

export type FrenchPageCheck = {
  /** English addresses and hyphenated phone numbers in what a reader meets. */
  shown: string[];
  /** The same in the structured data. */
  jsonLd: string[];
  /** Structured data leading to pages that are not French. */
  englishPages: string[];
  /** The page's share image (og:image), and twitter:image (the same, if all is well). */
  shareImages: string[];
};

/** A French page's HTML, checked for each kind of defect. */
export function checkFrenchPage(html: string, origin: string): FrenchPageCheck {
  const { document } = new JSDOM(html).window;
  const blocks = jsonLdBlocks(document);
  const meta = (key: string) =>
    document.head
      .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
      ?.getAttribute("content") ?? "";
  return {
    shown: shownWords(document).flatMap(englishAddressesAndPhones),
    jsonLd: jsonLdAddressesAndPhones(blocks),
    englishPages: englishPagesInJsonLd(blocks, origin),
    shareImages: [meta("og:image"), meta("twitter:image")],
  };
}

/** A page's share image (og:image), as its HTML names it. */
export function shareImageOf(html: string): string {
  return /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? "";
}

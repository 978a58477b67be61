import { z } from "zod";
import { site } from "~/content/site";
import { formatNumber, type Locale } from "~/i18n/locale";
import { buildYear } from "~/lib/build-year";
import { isCanonicalPath, resolveRedirect, type CanonicalPath } from "~/lib/route-table";

/**
 * Copy in content files may name company facts as {placeholders}, so that a number
 * such as the count of companies served is kept in content/site.yaml alone and every
 * page that quotes it changes together.
 */
function factsIn(locale: Locale): Readonly<Record<string, string>> {
  return {
    foundingYear: String(site.foundingYear),
    ...Object.fromEntries(
      Object.entries(site.stats).map(([key, n]) => [key, formatNumber(n, locale)]),
    ),
    disasterRecoveryYears: String(buildYear - site.disasterRecoveryStartYear),
  };
}

/** The facts as each language writes them: "3,750" and "99.9"; "3 750" and "99,9". */
export const factsByLocale: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: factsIn("en"),
  fr: factsIn("fr"),
};

export const facts = factsByLocale.en;

/** A {fact} placeholder: a name of letters in braces. */
export const factPlaceholder = /\{([A-Za-z]+)\}/;

/** Replaces {fact} placeholders; returns the unknown names it met. */
export function fillFacts(
  text: string,
  locale: Locale = "en",
): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(new RegExp(factPlaceholder, "g"), (match, name: string) => {
    const value = factsByLocale[locale][name];
    if (value === undefined) {
      unknown.push(name);
      return match;
    }
    return value;
  });
  return { text: filled, unknown };
}

/** Every string in checked content with its {facts} filled in the language's way. */
export function fillFactsDeep<T>(value: T, locale: Locale): T {
  if (typeof value === "string") return fillFacts(value, locale).text as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFactsDeep(item, locale)) as T;
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, locale)]),
    ) as T;
  }
  return value;
}

/**
 * A string that may use {fact} placeholders. It keeps them: each language fills them
 * its own way when a page reads its content (src/content/entries.ts), so a changed
 * figure in content/site.yaml shows on every page without re-reading the others.
 */
export const factText = z.string().trim().min(1).superRefine(checkFacts);

/**
 * The facts distinctive enough to find written out in running text ("20" or "6" are
 * not), as each language writes them, by name.
 */
function writtenFacts(): [name: string, written: string][] {
  const names = ["foundingYear", "companiesServed", "financialSuiteCustomers"];
  return Object.values(factsByLocale).flatMap((byName) => [
    ...names.map((name): [string, string] => [name, byName[name]!]),
    ["hostingUptimePercent", `${byName.hostingUptimePercent}%`],
    ["hostingUptimePercent", `${byName.hostingUptimePercent}\u00a0%`],
  ]);
}

/**
 * Text that may name facts: every placeholder a known fact, and no fact written out,
 * which would not change with content/site.yaml.
 */
export function checkFacts(raw: string, ctx: z.RefinementCtx): void {
  for (const name of fillFacts(raw).unknown) {
    ctx.addIssue({
      code: "custom",
      message: `uses the unknown fact {${name}}; known facts: ${Object.keys(facts).join(", ")}`,
    });
  }
  const written = writtenFacts().find(([, value]) => raw.includes(value));
  if (written) {
    ctx.addIssue({
      code: "custom",
      message: `writes ${written[1]}, a figure kept in content/site.yaml: write {${written[0]}} instead, so that it changes with the company's figures`,
    });
  }
}

/** The length rule of fact text: min to max characters once its facts are filled in. */
function filledLength(min: number, max: number) {
  return (raw: string, ctx: z.RefinementCtx) => {
    const length = fillFacts(raw).text.length;
    if (length < min)
      ctx.addIssue({
        code: "custom",
        message: `is too short: ${length} characters, at least ${min}`,
      });
    if (length > max)
      ctx.addIssue({
        code: "custom",
        message: `is too long: ${length} characters, at most ${max}`,
      });
  };
}

/**
 * Fact text of min to max characters, counted once the facts are filled in. The
 * metadata gives the CMS (src/lib/cms) the limits its hints show; it checks nothing.
 */
/** Text in a language with its {fact} placeholders filled, then checked for length. */
export function filledText(locale: Locale, min: number, max: number) {
  return (
    z
      .string()
      .trim()
      .superRefine(checkFacts)
      .transform((raw) => fillFacts(raw, locale).text)
      .pipe(z.string().min(min).max(max))
      // The limits for the CMS's hints (src/lib/cms): the pipe above checks them.
      .meta({ cms: { kind: "factText", min, max } })
  );
}

export const factString = (min: number, max = 2000) =>
  factText.superRefine(filledLength(min, max)).meta({ cms: { kind: "factText", min, max } });

/**
 * The big value of a stats band. A band holds numbers only: "Daily" or "Tested" beside
 * "99.9%" reads as a figure that is missing, so such points belong in a label or a list.
 */
export const figureText = factText.refine((value) => /\p{Nd}/u.test(fillFacts(value).text), {
  error: (issue) =>
    `is "${String(issue.input)}", which is not a figure: a stats band shows numbers only, such as "{hostingUptimePercent}%", "24/7", "2–4 weeks" or "{companiesServed}+". Put a word like "Daily" in the label, or the point in a checklist or a paragraph`,
});

/** A figure of at most `max` characters once its facts are filled in. */
export const figureString = (max: number) =>
  figureText
    .superRefine(filledLength(1, max))
    .meta({ cms: { kind: "factText", min: 1, max, figure: true } });

/** A figure and its caption, as in a stats band ("{companiesServed}+", "Companies served"). */
export const statSchema = z.strictObject({ value: figureText, label: factText });

export type TextSegment = { text: string; to?: CanonicalPath };

/**
 * Splits "[Sage 300](/software/sage300) and more" into text and link segments.
 * Only links to canonical pages of this site are allowed: the page renders them
 * with the router's <Link>. Returns the first bad target, if any.
 */
export function parseLinks(text: string): { segments: TextSegment[]; badTarget?: string } {
  const segments: TextSegment[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label, target] = match as unknown as [string, string, string];
    if (!isCanonicalPath(target)) return { segments: [], badTarget: target };
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: label, to: target as CanonicalPath });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return { segments };
}

/**
 * What to say of a path that is not a canonical page of this site, after "links to"
 * or on its own: the page's canonical path when the path is one of its old addresses.
 */
export function notAPage(target: string, example = "/software/sage300"): string {
  const canonical = resolveRedirect(target);
  return canonical
    ? `${target}, which is an old address of ${canonical}: use ${canonical}`
    : `${target}, which is not a page of this site (use a canonical path such as ${example})`;
}

/** Fact text that may also hold [label](/canonical/path) links. */
export const linkedText = factText.transform((text, ctx) => {
  const { segments, badTarget } = parseLinks(text);
  if (badTarget !== undefined) {
    ctx.addIssue({ code: "custom", message: `links to ${notAPage(badTarget)}` });
    return z.NEVER;
  }
  // What looks like a link but did not parse as one would show its brackets on the page.
  const broken = segments.find((s) => !s.to && /\]\s*\(/.test(s.text));
  if (broken) {
    ctx.addIssue({
      code: "custom",
      message: `has a link written wrongly in "${broken.text.trim()}": write [label](/path), with nothing between ] and ( and no space in the path`,
    });
    return z.NEVER;
  }
  return segments;
});

/** A path to one of this site's pages. */
export const canonicalPath = z
  .string()
  .refine(isCanonicalPath, { error: (issue) => `is ${notAPage(String(issue.input), "/contact")}` })
  .transform((p) => p as CanonicalPath);

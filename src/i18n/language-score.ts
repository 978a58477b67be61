import type { Locale } from "./locale";

/**
 * Which language a text is mostly in, by the share of common function words of each
 * language among its words ("the", "and", "your"; « les », « et », « votre »): a
 * page's own words, never its product names, decide. Words both languages use
 * ("a", "on", "en", "or", "plus"...) are in neither list. Used by the check that no
 * French page reads as English (tests/e2e/languages.spec.ts), and the reverse.
 */
const functionWords: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    "the and of to is for with that your you are our we this from it be at have will can more all their not was has its which who when how about what than into each every they them would should there these those been were after before while also only just over under up out so but if my his her she he do does our us".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les des du de et est pour avec que qui dans une un vous votre vos nous notre nos sur par au aux ce cette ces sa ses leur leurs pas ou où mais été être sont ont fait tout tous toutes chaque entre depuis sans sous aussi comme même très peut elle il ils elles lors afin après avant chez dont cela ceci".split(
      " ",
    ),
  ),
};

export type LanguageScore = {
  /** Function words of each language found in the text. */
  counts: Record<Locale, number>;
  /** The share of the counted words that are the language's, 0-1 (NaN when none counted). */
  share: (locale: Locale) => number;
};

export function languageScore(text: string): LanguageScore {
  const counts: Record<Locale, number> = { en: 0, fr: 0 };
  // Letters, with the apostrophe's elision kept apart: « l’hébergement » → l, hébergement.
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (functionWords.en.has(word)) counts.en += 1;
    if (functionWords.fr.has(word)) counts.fr += 1;
  }
  return {
    counts,
    share: (locale) => counts[locale] / (counts.en + counts.fr),
  };
}

/**
 * True when the text reads as the language: at least `minimum` of the function
 * words counted are its own (and there are enough to judge).
 */
export function readsAs(text: string, locale: Locale, minimum = 0.8, atLeast = 15): boolean {
  const score = languageScore(text);
  return score.counts.en + score.counts.fr >= atLeast && score.share(locale) >= minimum;
}

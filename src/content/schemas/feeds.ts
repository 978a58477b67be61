import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { checkFacts, fillFacts } from "./rich-text";

/** Text in a language with its {fact} placeholders filled, then checked for length. */
function text(locale: Locale, min: number, max: number) {
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

/**
 * content/<language>/feeds.yaml: the words of the press releases' feed (RSS), which a
 * feed reader shows for it: its name (also the title of the link the press pages give
 * to it) and what it brings. Its items are the releases themselves.
 */
export function feedsSchema(locale: Locale) {
  return z.strictObject({
    pressReleases: z.strictObject({
      title: text(locale, 2, 100),
      description: text(locale, 20, 300),
    }),
  });
}

export type FeedText = { title: string; description: string };

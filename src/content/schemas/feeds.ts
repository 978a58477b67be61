import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { filledText } from "./rich-text";

/**
 * content/<language>/feeds.yaml: the words of the press releases' feed (RSS), which a
 * feed reader shows for it: its name (also the title of the link the press pages give
 * to it) and what it brings. Its items are the releases themselves.
 */
export function feedsSchema(locale: Locale) {
  return z.strictObject({
    pressReleases: z.strictObject({
      title: filledText(locale, 2, 100),
      description: filledText(locale, 20, 300),
    }),
  });
}

export type FeedText = { title: string; description: string };

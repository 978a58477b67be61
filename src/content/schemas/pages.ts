import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { pages as routes, type CanonicalPath } from "~/lib/route-table";
import { filledText } from "./rich-text";

/** A page's words: its h1, its <title> (before the site name) and its meta description. */
export type PageText = { heading: string; title: string; description: string };

/** The not-found and error pages, which are in no route of the table. */
export const specialPages = ["/404", "/500"] as const;
export type PageKey = CanonicalPath | (typeof specialPages)[number];

/** Where two pages share a value that must be their own (titles, descriptions). */
function duplicates(all: Record<string, PageText>, key: keyof PageText): [string, string][] {
  const seen = new Map<string, string>();
  const found: [string, string][] = [];
  for (const [path, page] of Object.entries(all)) {
    const first = seen.get(page[key]);
    if (first) found.push([path, first]);
    else seen.set(page[key], path);
  }
  return found;
}

/**
 * content/<language>/pages.yaml: every page's heading, title and description, by its
 * English address, and the names of the folders above the pages (breadcrumbs).
 * Search engines show the title and description: each is the page's own.
 */
export function pagesSchema(locale: Locale) {
  const page = (descriptionMin: number) =>
    z.strictObject({
      heading: filledText(locale, 2, 120),
      title: filledText(locale, 2, 70),
      description: filledText(locale, descriptionMin, 160),
    });
  return z.strictObject({
    pages: z
      .strictObject({
        ...Object.fromEntries(routes.map((route) => [route.path, page(70)])),
        // Not listed by search engines: a sentence is enough.
        ...Object.fromEntries(specialPages.map((key) => [key, page(20)])),
      })
      .superRefine((all, ctx) => {
        for (const key of ["title", "description"] as const) {
          for (const [path, first] of duplicates(all as Record<string, PageText>, key)) {
            ctx.addIssue({
              code: "custom",
              path: [path, key],
              message: `is the same as ${first}'s: search results need a ${key} of its own for each page`,
            });
          }
        }
      })
      .transform((all) => all as Record<PageKey, PageText>),
    sections: z.record(z.string().regex(/^\/[a-z/-]+$/), z.string().trim().min(2).max(40)),
  });
}

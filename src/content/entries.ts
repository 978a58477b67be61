import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from "astro:content";
import type { Locale } from "~/i18n/locale";
import { ContentError } from "./read";
import { fillFactsDeep } from "./schemas/rich-text";

/**
 * How pages read the content collections (src/content.config.ts): in their language,
 * with the company facts filled in the language's way ("3,750", "3 750").
 */

/** The collections that are one file per language. */
type FileCollection = Exclude<CollectionKey, "products" | "services" | "pressReleases">;

/** A one-file collection in a language: content/<language>/<file>. */
export async function entryIn<C extends FileCollection>(
  collection: C,
  locale: Locale,
): Promise<CollectionEntry<C>["data"]> {
  const entries = await getCollection(collection, (entry) => entry.id.startsWith(`${locale}/`));
  const entry = entries[0];
  // The parity check (content.config.ts) already names a file one language lacks.
  if (!entry) throw new ContentError(`content/${locale}/: the ${collection} file is missing`);
  return fillFactsDeep(entry.data, locale);
}

/**
 * A product's or service's file in a language, content/<language>/<folder>/<slug>.yaml,
 * whose `slug` must be its own file name.
 */
export async function fileIn<C extends "products" | "services">(
  collection: C,
  folder: string,
  slug: string,
  locale: Locale,
): Promise<CollectionEntry<C>["data"]> {
  const file = `content/${locale}/${folder}/${slug}.yaml`;
  const entry = await getEntry(collection, `${locale}/${folder}/${slug}`);
  if (!entry) throw new ContentError(`${file} is missing`);
  const data = entry.data as CollectionEntry<C>["data"];
  if (data.slug !== slug) {
    throw new ContentError(`${file} is not valid:\n  slug: must be "${slug}", the file's name`);
  }
  return fillFactsDeep(data, locale);
}

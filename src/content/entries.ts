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

/** A file of a folder collection in a language, by its name: products, services. */
export async function fileIn<C extends "products" | "services">(
  collection: C,
  folder: string,
  name: string,
  locale: Locale,
): Promise<CollectionEntry<C>["data"]> {
  const entry = await getEntry(collection, `${locale}/${folder}/${name}`);
  if (!entry) throw new ContentError(`content/${locale}/${folder}/${name}.yaml is missing`);
  return fillFactsDeep(entry.data as CollectionEntry<C>["data"], locale);
}

/** A folder collection's entries in a language, each with its file name. */
export async function entriesIn<C extends "products" | "services" | "pressReleases">(
  collection: C,
  locale: Locale,
): Promise<(CollectionEntry<C> & { name: string })[]> {
  const entries = await getCollection(collection, (entry) => entry.id.startsWith(`${locale}/`));
  return entries
    .map((entry) => ({
      ...entry,
      data: fillFactsDeep(entry.data, locale),
      name: entry.id.slice(entry.id.lastIndexOf("/") + 1),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

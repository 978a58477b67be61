import type { Locale } from "~/i18n/locale";
import { readYamlFile } from "./read";
import type { PostalAddress } from "./schemas/postal-address";
import { siteSchema } from "./schemas/site";

/** content/site.yaml: the company facts every page may show, checked against its schema. */
export const site = readYamlFile("site.yaml", siteSchema);

/**
 * The company's address in a language: English pages write it as `address` gives it,
 * French pages with the words of `address.fr` (« 340, rue Albert, bureau 1100 »).
 */
export function siteAddress(locale: Locale): PostalAddress {
  const { fr, ...english } = site.address;
  return locale === "fr" ? { ...english, ...fr } : english;
}

import type { Locale } from "./locale";

/**
 * Phone numbers and postal addresses as each language writes them. English pages keep
 * the form content gives ("613-555-0100"; "Ottawa, Ontario K1R 7Y6"); French pages
 * follow the OQLF (Banque de dépannage linguistique, « Numéros de téléphone » and
 * « Adresses ») and Canada Post: « 613 555-0100 », « Ottawa (Ontario)  K1R 7Y6 ».
 * Plain functions: the components, the structured data and the tests share them.
 */

const nbsp = "\u00a0";

/**
 * A North American number (ten digits, or eleven with the leading 1) as the OQLF
 * writes it: a space after the area code and after the 1, a hyphen inside the local
 * number, « 1 800 555-0199 ». The spaces are no-break spaces, so the number never
 * wraps. Any other number is shown as content gives it.
 */
export function phoneText(display: string, locale: Locale): string {
  if (locale === "en") return display;
  const digits = display.replace(/\D/g, "");
  const nanp = /^(1?)(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!nanp || /[^\d\s().+-]/.test(display)) return display;
  const [, trunk, area, exchange, line] = nanp;
  return `${trunk ? `${trunk}${nbsp}` : ""}${area}${nbsp}${exchange}-${line}`;
}

/** The words of an address a page shows; the codes are for structured data. */
export type AddressWords = {
  street: string;
  city: string;
  region: string;
  regionCode: string;
  postalCode: string;
  country: string;
  countryCode: string;
};

/** Whether a French page writes the address the Canadian French way (it is in Canada). */
function frenchForm(address: AddressWords, locale: Locale): boolean {
  return locale === "fr" && address.countryCode === "CA";
}

/**
 * The language an address's street line is written in on a page, when it is not the
 * page's: an address abroad keeps the form of its country (BDL, « Adresses à
 * l'étranger »), so a French page marks a United States street line as English for
 * screen readers and spelling checks.
 */
export function streetLanguage(address: AddressWords, locale: Locale): string | undefined {
  return locale === "fr" && address.countryCode === "US" ? "en-US" : undefined;
}

/**
 * The line under the street, in two parts that each stay whole on a narrow screen:
 * "Ottawa, " + "Ontario K1R 7Y6" in English; « Ottawa (Ontario) » + « K1R 7Y6 » in
 * French, two spaces apart as Canada Post and the OQLF write it (`gap`); an address
 * in the United States on a French page as its post office writes it, "Exton, " +
 * "PA 19341".
 */
export function localityLine(
  address: AddressWords,
  locale: Locale,
): { place: string; gap: string; postal: string } {
  const postalCode = address.postalCode.replace(/ /g, nbsp);
  if (frenchForm(address, locale)) {
    return { place: `${address.city} (${address.region})`, gap: `${nbsp} `, postal: postalCode };
  }
  const region = locale === "fr" ? address.regionCode : address.region;
  return { place: `${address.city},`, gap: " ", postal: `${region} ${postalCode}` };
}

/**
 * A city and its province or state, as a heading or a line of running text names
 * it: "Ottawa, ON" (or "Ottawa, Ontario" in full) in English, « Ottawa (Ontario) »
 * in French, for a place in Canada or abroad.
 */
export function cityAndRegion(
  address: Pick<AddressWords, "city" | "region" | "regionCode">,
  locale: Locale,
  { full = false }: { full?: boolean } = {},
): string {
  if (locale === "fr") return `${address.city} (${address.region})`;
  return `${address.city}, ${full ? address.region : address.regionCode}`;
}

/**
 * The address on one line, as the 'How Can We Help?' banner gives it: "340 Albert
 * Street, Suite 1100, Ottawa, Ontario" or « 340, rue Albert, bureau 1100, Ottawa
 * (Ontario) ».
 */
export function oneLineAddress(address: AddressWords, locale: Locale): string {
  return `${address.street}, ${cityAndRegion(address, locale, { full: true })}`;
}

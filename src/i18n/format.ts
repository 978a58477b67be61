import type { Locale } from "./locale";

/**
 * Fills {name} slots of an interface string: "Des questions sur {topic} ?". The
 * dictionaries hold strings only (no functions), so that an island's strings can be
 * passed to it as a serialisable prop.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${slot} in "${template}"`);
    return String(value);
  });
}

type PluralForms = { readonly one: string; readonly other: string };

/** The form of a string for the count's plural category in the language (to fill yourself). */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(locale === "en" ? "en-CA" : "fr-CA").select(count);
  return category === "one" ? forms.one : forms.other;
}

/** "1 video" / "38 videos": the string for the count's plural category. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  return fill(pluralForm(locale, count, forms), { count });
}

import type { Testimonial } from "~/content/schemas/testimonials";

/**
 * The English words of each translated testimonial, by the quoted company. The two
 * testimonial files hold the same entries in the same order (people's names are not
 * translated), so entry i of one is entry i of the other; a pair whose names differ
 * means the files have drifted apart, and the build stops rather than show a quote
 * under someone else's original.
 */
export function originalQuotes(
  translated: readonly Testimonial[],
  originals: readonly Testimonial[],
): ReadonlyMap<string, string> {
  if (translated.length !== originals.length) {
    throw new Error(
      `The translated testimonials have ${translated.length} entries, the English ones ${originals.length}: keep the two files in step`,
    );
  }
  return new Map(
    translated.map((t, i) => {
      const original = originals[i]!;
      if (original.name !== t.name) {
        throw new Error(
          `Translated testimonial ${i} quotes ${t.name}, the English one ${original.name}: keep the two files in the same order`,
        );
      }
      return [t.company, original.quote];
    }),
  );
}

import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import {
  testimonialsFileSchema,
  type Industry,
  type Testimonial,
  type TestimonialEntry,
} from "./schemas/testimonials";

/** content/testimonials.yaml, checked: every entry and the industries it is grouped by. */
export function loadTestimonialsFile(
  locale: Locale = "en",
  file = contentFile(locale, "testimonials.yaml"),
): { testimonials: TestimonialEntry[]; industries: Industry[] } {
  return loadYaml(file, testimonialsFileSchema);
}

/**
 * Every testimonial, in file order, as a card shows it: the quote and who said it (the
 * home page's carousel is given these as its props, so nothing more).
 */
export function loadTestimonials(
  locale: Locale = "en",
  file = contentFile(locale, "testimonials.yaml"),
): Testimonial[] {
  return loadTestimonialsFile(locale, file).testimonials.map(
    ({ quote, name, position, company }) => ({ quote, name, position, company }),
  );
}

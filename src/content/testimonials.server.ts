import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { testimonialsFileSchema, type Testimonial } from "./schemas/testimonials";

/** Every testimonial in content/testimonials.yaml, in file order. */
export function loadTestimonials(
  locale: Locale = "en",
  file = contentFile(locale, "testimonials.yaml"),
): Testimonial[] {
  return loadYaml(file, testimonialsFileSchema).testimonials;
}

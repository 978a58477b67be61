import { loadYaml } from "./load.server";
import { testimonialsFileSchema, type Testimonial } from "./schemas/testimonials";

/** Every testimonial in content/testimonials.yaml, in file order. */
export function loadTestimonials(file = "testimonials.yaml"): Testimonial[] {
  return loadYaml(file, testimonialsFileSchema).testimonials;
}

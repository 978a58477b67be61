import path from "node:path";
import type { Locale } from "~/i18n/locale";
import { ContentError, contentFile, contentRoot, loadYaml } from "./load.server";
import type { Testimonial } from "./schemas/testimonials";
import { successStoriesFileSchema, type SuccessStoriesContent } from "./schemas/success-stories";
import { loadTestimonials } from "./testimonials.server";

export type SuccessStoriesPage = Omit<SuccessStoriesContent, "stories"> & {
  stories: (SuccessStoriesContent["stories"][number] & { testimonial?: Testimonial })[];
};

/**
 * content/success-stories.yaml, each story joined to its customer's quote in
 * content/testimonials.yaml (named by company), so the two files cannot drift apart.
 */
export function loadSuccessStories(
  locale: Locale = "en",
  file = contentFile(locale, "success-stories.yaml"),
  testimonials: Testimonial[] = loadTestimonials(locale),
): SuccessStoriesPage {
  const content = loadYaml(file, successStoriesFileSchema);
  const stories = content.stories.map((story, i) => {
    if (!story.testimonialFrom) return story;
    const testimonial = testimonials.find((t) => t.company === story.testimonialFrom);
    if (!testimonial) {
      throw new ContentError(
        `${path.relative(process.cwd(), path.join(contentRoot, file))} is not valid:\n  stories.${i}.testimonialFrom: no quote from ${story.testimonialFrom} in content/testimonials.yaml`,
      );
    }
    return { ...story, testimonial };
  });
  return { ...content, stories };
}

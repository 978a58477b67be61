import type { Locale } from "~/i18n/locale";
import { entryIn } from "./entries";
import { ContentError } from "./read";
import type { SuccessStoriesContent } from "./schemas/success-stories";
import { quotes, type Testimonial } from "./schemas/testimonials";

export type SuccessStoriesPage = Omit<SuccessStoriesContent, "stories"> & {
  stories: (SuccessStoriesContent["stories"][number] & { testimonial?: Testimonial })[];
};

/**
 * content/<language>/success-stories.yaml, each story joined to its customer's quote
 * in testimonials.yaml (named by company), so the two files cannot drift apart.
 */
export async function loadSuccessStories(locale: Locale): Promise<SuccessStoriesPage> {
  const content = await entryIn("successStories", locale);
  const testimonials = quotes(await entryIn("testimonials", locale));
  const stories = content.stories.map((story, i) => {
    if (!story.testimonialFrom) return story;
    const testimonial = testimonials.find((t) => t.company === story.testimonialFrom);
    if (!testimonial) {
      throw new ContentError(
        `content/${locale}/success-stories.yaml is not valid:\n  stories.${i}.testimonialFrom: no quote from ${story.testimonialFrom} in content/${locale}/testimonials.yaml`,
      );
    }
    return { ...story, testimonial };
  });
  return { ...content, stories };
}

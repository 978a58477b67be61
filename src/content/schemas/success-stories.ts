import { z } from "zod";
import { altText, imagePath } from "./media-path";
import { canonicalPath, factText } from "./rich-text";

export const successStorySchema = z.strictObject({
  /** Anchor id: lowercase words and hyphens. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens"),
  customer: z.string().trim().min(2),
  industry: z.string().trim().min(3),
  location: z.string().trim().min(3),
  challenge: factText,
  approach: factText,
  result: factText,
  /** Two to four measured outcomes: "5 days" / "month-end close, down from 12". */
  outcomes: z
    .array(z.strictObject({ value: z.string().trim().min(1), label: z.string().trim().min(3) }))
    .min(2)
    .max(4),
  /** The products and services used, each linking to its page. */
  solutions: z.array(z.strictObject({ label: z.string().trim().min(2), to: canonicalPath })).min(1),
  /** The company name of a quote in testimonials.yaml, shown with the story. */
  testimonialFrom: z.string().trim().min(2).optional(),
});

export const successStoriesFileSchema = z.strictObject({
  intro: factText,
  image: z.strictObject({ path: imagePath, alt: altText }),
  stories: z
    .array(successStorySchema)
    .min(1)
    .superRefine((stories, ctx) => {
      stories.forEach((s, i) => {
        if (stories.findIndex((o) => o.id === s.id) !== i) {
          ctx.addIssue({ code: "custom", path: [i, "id"], message: `repeats the id ${s.id}` });
        }
      });
    }),
});

export type SuccessStory = z.infer<typeof successStorySchema>;
export type SuccessStoriesContent = z.infer<typeof successStoriesFileSchema>;

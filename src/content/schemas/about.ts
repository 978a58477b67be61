import { z } from "zod";
import { badgeImageSchema } from "./media-path";
import { canonicalPath, factText, linkedText, statSchema } from "./rich-text";

export const aboutFileSchema = z.strictObject({
  lead: factText,
  stats: z.array(statSchema).min(2).max(6),
  story: z.strictObject({
    heading: z.string().trim().min(3),
    paragraphs: z.array(linkedText).min(1),
  }),
  /** The team facts beside the story: short label and value pairs. */
  team: z.strictObject({ heading: z.string().trim().min(3), facts: z.array(statSchema).min(1) }),
  software: z.strictObject({
    heading: z.string().trim().min(3),
    intro: factText,
    items: z
      .array(
        z.strictObject({ name: z.string().trim().min(3), to: canonicalPath, summary: factText }),
      )
      .min(1),
  }),
  mission: z.strictObject({
    heading: z.string().trim().min(3),
    quote: factText,
  }),
  services: z.strictObject({
    heading: z.string().trim().min(3),
    items: z
      .array(z.strictObject({ title: z.string().trim().min(2), body: z.array(linkedText).min(1) }))
      .min(1),
  }),
  managedAreas: z.strictObject({
    heading: z.string().trim().min(3),
    intro: factText,
    items: z
      .array(z.string().trim().min(2))
      .min(1)
      .superRefine((items, ctx) => {
        items.forEach((item, i) => {
          if (items.indexOf(item) !== i) {
            ctx.addIssue({ code: "custom", path: [i], message: `lists ${item} twice` });
          }
        });
      }),
  }),
  recognition: z.strictObject({
    heading: z.string().trim().min(3),
    body: linkedText,
    /** Partner badges shown after the award logos. */
    badges: z.array(badgeImageSchema),
  }),
});

export type AboutContent = z.infer<typeof aboutFileSchema>;

import { z } from "zod";
import { badgeImageSchema } from "./media-path";
import { factText, linkedText } from "./rich-text";

export const awardSchema = z.strictObject({
  title: z.string().trim().min(5),
  year: z.number().int().min(1981).max(2100),
  /** One sentence: what the recognition means. */
  description: factText,
  /** Our own artwork for it (a media path), if it has a logo. */
  logo: badgeImageSchema.optional(),
});

export const awardsFileSchema = z.strictObject({
  intro: factText,
  awards: z.array(awardSchema).min(1),
  /** The closing text; links to the product pages. */
  products: z.strictObject({ heading: z.string().trim().min(3), body: z.array(linkedText).min(1) }),
});

export type Award = z.infer<typeof awardSchema>;
export type AwardsContent = z.infer<typeof awardsFileSchema>;

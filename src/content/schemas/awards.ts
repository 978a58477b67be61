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
  /** Newest first, as the page lists them. */
  awards: z
    .array(awardSchema)
    .min(1)
    .superRefine((awards, ctx) => {
      awards.forEach((award, i) => {
        const before = awards[i - 1];
        if (before && award.year > before.year)
          ctx.addIssue({
            code: "custom",
            path: [i, "year"],
            message: `is ${award.year}, after ${before.year} above it: list the awards newest first`,
          });
      });
    }),
  /** The closing text; links to the product pages. */
  products: z.strictObject({ heading: z.string().trim().min(3), body: z.array(linkedText).min(1) }),
});

export type Award = z.infer<typeof awardSchema>;
export type AwardsContent = z.infer<typeof awardsFileSchema>;

/** The awards that have a logo, for logo rows. */
export function awardLogos(content: AwardsContent) {
  return content.awards.flatMap((award) =>
    award.logo ? [{ title: award.title, year: award.year, ...award.logo }] : [],
  );
}

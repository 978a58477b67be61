import { z } from "zod";
import { altText, imagePath } from "./media-path";

/** YAML reads an unquoted 2019-12-10 as a Date; either form becomes "2019-12-10". */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine((d) => {
      // Date.parse rolls 2019-02-30 over to March, so compare the round trip.
      const time = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
    }, "is not a real date"),
);

/** The front matter of content/press-releases/<yyyy-mm-dd>-<slug>.md. */
export const pressReleaseSchema = z
  .object({
    heading: z.string().trim().min(10).max(110, "must be 110 characters or fewer"),
    date: isoDate,
    image: imagePath.optional(),
    imageAlt: altText.optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.image && !r.imageAlt) {
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: "is required with an image" });
    }
    if (r.imageAlt && !r.image) {
      ctx.addIssue({ code: "custom", path: ["image"], message: "is missing: imageAlt is set" });
    }
  });

export type PressReleaseFrontMatter = z.infer<typeof pressReleaseSchema>;

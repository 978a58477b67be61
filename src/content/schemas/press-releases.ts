import { z } from "zod";
import { isoDate } from "./iso-date";
import { altText, imagePath } from "./media-path";

/** The front matter of content/<language>/press-releases/<yyyy-mm-dd>-<slug>.md. */
export const pressReleaseSchema = z
  .object({
    heading: z.string().trim().min(10).max(110, "must be 110 characters or fewer"),
    date: isoDate,
    /**
     * The words of the release's address in its language, after its date:
     * "number-one-sage-cloud-partner-in-the-world" makes
     * /company/press-releases/2019-05-14-number-one-sage-cloud-partner-in-the-world, and
     * the French file's own words its French address.
     */
    urlSlug: z
      .string({
        error: "is missing: the words of the release's address, like ridgeline-opens-an-office",
      })
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        "must be lowercase words without accents joined by hyphens, like ridgeline-opens-an-office",
      )
      .max(90, "must be 90 characters or fewer"),
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

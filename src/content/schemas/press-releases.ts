import { z } from "zod";
import { isoDate } from "./iso-date";
import { altText, imagePath } from "./media-path";

/** The front matter of content/<language>/press-releases/<yyyy-mm-dd>-<slug>.md. */
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

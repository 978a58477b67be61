import { z } from "zod";
import { locales } from "~/i18n/locale";
import { isoDate } from "./iso-date";
import { isoDuration, pdfPath, picturePath } from "./media-path";
import { factString, figureString } from "./rich-text";

/**
 * The sections software and service pages are built from. A page's YAML lists
 * its sections in order; each names its `type`, and the page component renders
 * the matching section, so a page's shape is data, not JSX.
 */

/** Text may name company facts as {placeholders} (see rich-text.ts). */
const text = factString;

export const imageSchema = z.strictObject({
  /**
   * The original in content/media/; the build makes the sizes pages show from it, and
   * takes the picture's width and height from it.
   */
  src: picturePath,
  alt: text(10, 300),
  caption: text(5, 300).optional(),
});
export type ImageContent = z.infer<typeof imageSchema>;

export const videoSchema = z.strictObject({
  title: text(5, 120),
  description: text(20, 400),
  youtubeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video id, like q8Vx3LmT2dA"),
  /** Our own poster picture, never the provider's thumbnail. */
  poster: imageSchema,
  /** ISO 8601 duration, like PT3M12S. */
  duration: isoDuration,
  uploadDate: isoDate,
  /**
   * The language the video speaks (en or fr): a page in the other language says so
   * where it plays, and search engines are told (VideoObject inLanguage).
   */
  language: z.enum(locales, {
    error: "must be en or fr: the language the video is narrated in",
  }),
});
export type VideoContent = z.infer<typeof videoSchema>;

/** One line of a capability list; with a document it links to its PDF. */
export const capabilitySchema = z.strictObject({
  title: text(2, 80),
  text: text(10, 400).optional(),
  document: z
    .object({
      path: pdfPath,
      /** Page count, shown beside the link so people know what they open. */
      pages: z.number().int().min(1).max(50),
    })
    .optional(),
});
export type Capability = z.infer<typeof capabilitySchema>;

const heading = text(3, 90);
const paragraphs = z.array(text(20)).min(1);

export const proseBlock = z.strictObject({
  type: z.literal("prose"),
  heading,
  paragraphs,
});

export const checklistBlock = z.strictObject({
  type: z.literal("checklist"),
  /** Anchor for the section, so other pages can link straight to it. */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens")
    .optional(),
  heading,
  paragraphs: paragraphs.optional(),
  items: z.array(capabilitySchema).min(2),
});

export const modulesBlock = z.strictObject({
  type: z.literal("modules"),
  heading,
  intro: text(20).optional(),
  groups: z
    .array(
      z.strictObject({
        name: text(2, 60),
        description: text(20, 400),
        modules: z.array(text(2, 80)).min(2),
      }),
    )
    .min(2),
});

export const statsBlock = z.strictObject({
  type: z.literal("stats"),
  heading,
  intro: text(20).optional(),
  items: z
    .array(z.strictObject({ value: figureString(16), label: text(3, 120) }))
    .min(2)
    .max(8),
  /** Where the figures come from, printed under the band. */
  source: text(10, 200).optional(),
});

export const stepsBlock = z.strictObject({
  type: z.literal("steps"),
  heading,
  intro: text(20).optional(),
  items: z.array(z.strictObject({ title: text(2, 80), text: text(20, 500) })).min(2),
});

export const industriesBlock = z.strictObject({
  type: z.literal("industries"),
  heading,
  intro: text(20),
  image: imageSchema,
  items: z.array(text(3, 60)).min(3),
});

export const videoBlock = z.strictObject({
  type: z.literal("video"),
  heading,
  intro: text(20).optional(),
  video: videoSchema,
});

export const pageBlockSchema = z.discriminatedUnion("type", [
  proseBlock,
  checklistBlock,
  modulesBlock,
  statsBlock,
  stepsBlock,
  industriesBlock,
  videoBlock,
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

/**
 * A page's sections, in order, at least `min` of them. A section's heading names it in
 * the page's list of its sections and makes its address (#anchor), so no two headings
 * of a page may be the same.
 */
export function pageSections(min: number) {
  return z
    .array(pageBlockSchema)
    .min(min)
    .superRefine((blocks, ctx) => {
      const key = (heading: string) => heading.toLowerCase().replace(/\s+/g, " ");
      blocks.forEach((block, i) => {
        const first = blocks.findIndex((other) => key(other.heading) === key(block.heading));
        if (first !== i) {
          ctx.addIssue({
            code: "custom",
            path: [i, "heading"],
            message: `is the heading of sections.${first} too: give each section its own (the page lists its sections by heading and links to each)`,
          });
        }
      });
    });
}

export const pageSectionsSchema = pageSections(3);

export const heroSchema = z.strictObject({
  eyebrow: text(3, 60),
  lead: text(40, 400),
});

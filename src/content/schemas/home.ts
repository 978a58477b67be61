import { z } from "zod";
import { canonicalPath, factString, statSchema } from "./rich-text";

const internalLink = z.strictObject({
  label: z.string().min(2).max(60),
  to: canonicalPath,
});

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: factString(3, 60),
    lead: factString(40, 320),
    primaryAction: internalLink,
    secondaryAction: internalLink,
  }),
  features: z.strictObject({
    heading: z.string().min(10).max(100),
    intro: factString(20, 400),
    cards: z
      .array(
        z.strictObject({
          icon: z.enum(["software", "support", "customers"]),
          title: z.string().min(3).max(40),
          text: factString(40, 300),
          link: internalLink,
        }),
      )
      .length(3),
  }),
  /** The company's five figures, under the hero: founded, companies, countries, people, uptime. */
  figures: z.strictObject({
    /** Names the band for screen readers. */
    label: z.string().min(5).max(60),
    stats: z.array(statSchema).length(5),
  }),
  /** One success story, by its id in success-stories.yaml, shown with its result figures. */
  story: z.strictObject({
    eyebrow: z.string().min(3).max(40),
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be the id of a story in success-stories.yaml"),
    linkLabel: z.string().min(5).max(60),
  }),
  testimonials: z.strictObject({
    heading: z.string().min(5),
    intro: factString(10),
    /** Where the carousel stands, "{current} of {total}": shown between its arrows, and each quote's name for screen readers. */
    position: z
      .string()
      .trim()
      .max(40)
      .refine(
        (text) => text.split("{current}").length === 2 && text.split("{total}").length === 2,
        {
          message: "must hold {current} and {total} once each (for example {current} of {total})",
        },
      ),
  }),
  /** The award logos (awards.yaml) and partner badges (about.yaml), with a word on them. */
  recognition: z.strictObject({
    heading: z.string().min(5).max(80),
    text: factString(20, 320),
    link: internalLink,
  }),
  customers: z.strictObject({
    heading: z.string().min(5),
    text: factString(20),
    portalLabel: z.string().min(5),
    links: z.array(internalLink).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;

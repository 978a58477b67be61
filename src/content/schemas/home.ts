import { z } from "zod";
import { canonicalPath, factString } from "./rich-text";

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
  testimonials: z.strictObject({ heading: z.string().min(5), intro: factString(10) }),
  customers: z.strictObject({
    heading: z.string().min(5),
    text: factString(20),
    portalLabel: z.string().min(5),
    links: z.array(internalLink).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;

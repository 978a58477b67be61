import { z } from "zod";
import { isCanonicalPath } from "~/lib/route-table";
import { factString } from "./rich-text";

const internalLink = z.object({
  label: z.string().min(2).max(60),
  to: z.string().refine(isCanonicalPath, "must be a canonical page path from the route table"),
});

export const homeSchema = z.object({
  hero: z.object({
    eyebrow: factString(3, 60),
    lead: factString(40, 320),
    primaryAction: internalLink,
    secondaryAction: internalLink,
  }),
  features: z.object({
    heading: z.string().min(10).max(100),
    intro: factString(20, 400),
    cards: z
      .array(
        z.object({
          icon: z.enum(["software", "support", "customers"]),
          title: z.string().min(3).max(40),
          text: factString(40, 300),
          link: internalLink,
        }),
      )
      .length(3),
  }),
  testimonials: z.object({ heading: z.string().min(5), intro: factString(10) }),
  customers: z.object({
    heading: z.string().min(5),
    text: factString(20),
    portalLabel: z.string().min(5),
    links: z.array(internalLink).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;

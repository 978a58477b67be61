import { z } from "zod";
import { heroSchema, imageSchema, pageSectionsSchema } from "./page-blocks";
import { factString } from "./rich-text";

export const serviceSlugs = [
  "hosting",
  "managed-services",
  "disaster-recovery",
  "client-care",
  "network",
] as const;
export const serviceSlugSchema = z.enum(serviceSlugs);
export type ServiceSlug = z.infer<typeof serviceSlugSchema>;

/** content/<language>/services/<slug>.yaml: one service page. */
export const serviceSchema = z.strictObject({
  slug: serviceSlugSchema,
  name: z.string().trim().min(3).max(60),
  /** The service as a sentence names it: "Questions about <askAbout>?" (lower case but for names). */
  askAbout: z.string().trim().min(3).max(60),
  /** schema.org serviceType, e.g. "Managed cloud hosting". */
  serviceType: z.string().trim().min(3).max(80),
  summary: factString(80, 320),
  hero: heroSchema,
  /** The picture beside the page's heading: what the service does, drawn. */
  picture: imageSchema,
  sections: pageSectionsSchema,
  cta: z.strictObject({
    heading: z.string().trim().min(5).max(90),
    text: factString(40, 400),
  }),
});
export type Service = z.infer<typeof serviceSchema>;

import { z } from "zod";
import { heroSchema, imageSchema, pageSectionsSchema, proseBlock } from "./page-blocks";
import { factString } from "./rich-text";

/** The five products, by URL slug (the old site's slugs, spelling included). */
export const productSlugs = [
  "sage300",
  "sage100",
  "sage-intact",
  "sage-crm",
  "sage-hrms-payroll",
] as const;
export const productSlugSchema = z.enum(productSlugs);
export type ProductSlug = z.infer<typeof productSlugSchema>;

/** content/<language>/software/<slug>.yaml: one product page. */
export const productSchema = z.strictObject({
  slug: productSlugSchema,
  name: z.string().trim().min(3).max(40),
  /**
   * What kind of software it is: shown on the overview and used as the Service category.
   * The overview's cards keep two lines for it, so that the names line up along a row;
   * 32 characters fit in two lines on the narrowest cards (640 px windows).
   */
  category: z
    .string()
    .trim()
    .min(5)
    .max(32, "is too long: the overview's cards hold two lines of it (32 characters at most)"),
  /** Two sentences for the overview card and structured data. */
  summary: factString(80, 320),
  hero: heroSchema,
  /** The product screenshot beside the side list. */
  screenshot: imageSchema,
  sections: pageSectionsSchema,
  demo: z.strictObject({
    heading: z.string().trim().min(5).max(90),
    text: factString(40, 400),
  }),
});
export type Product = z.infer<typeof productSchema>;

/**
 * What the /software overview shows of a product (its card, the chooser's link
 * names, the ItemList): all the overview page reads of each product.
 */
export type ProductSummary = Pick<Product, "slug" | "name" | "category" | "summary" | "screenshot">;

/** content/<language>/software/overview.yaml: the /software page around the product cards. */
export const softwareOverviewSchema = z.strictObject({
  hero: heroSchema,
  products: z.strictObject({
    heading: z.string().trim().min(3).max(90),
    intro: factString(20, 400),
    /** Display order; every product exactly once. */
    order: z
      .array(productSlugSchema)
      .length(productSlugs.length)
      .refine((slugs) => new Set(slugs).size === slugs.length, "must list each product once"),
    /** The card after the products, for visitors who are not sure yet. */
    help: z.strictObject({
      heading: z.string().trim().min(5).max(60),
      text: factString(40, 300),
    }),
  }),
  chooser: z.strictObject({
    heading: z.string().trim().min(3).max(90),
    intro: factString(20, 400),
    items: z
      .array(
        z.strictObject({
          need: factString(10, 200),
          product: productSlugSchema,
        }),
      )
      .min(3),
  }),
  sections: z.array(proseBlock).min(1),
});
export type SoftwareOverview = z.infer<typeof softwareOverviewSchema>;

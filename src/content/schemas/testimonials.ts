import { z } from "zod";
import { canonicalPath } from "./rich-text";

const industryId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens, like manufacturing");

/** One customer quote: shown on the testimonials page and in the home page carousel. */
export const testimonialSchema = z.strictObject({
  /** One to three sentences in the customer's words, without quotation marks. */
  quote: z
    .string()
    .trim()
    .min(40, "is too short: write a real, specific quote of at least 40 characters")
    .max(420, "is too long: keep it to one to three sentences (420 characters at most)")
    .refine((q) => !/^["“”]|["“”]$/.test(q), "must not be wrapped in quotation marks"),
  name: z.string().trim().min(3),
  position: z.string().trim().min(2),
  company: z.string().trim().min(2),
  /** The industry it is grouped under on the testimonials page: an `id` from `industries`. */
  industry: industryId,
  /** The product or service page the quote speaks of, shown as a link: /software/sage300. */
  product: canonicalPath
    .refine((path) => /^\/(software|services)\/./.test(path), {
      error: (issue) =>
        `is ${String(issue.input)}, which is not a product or service page: use a path such as /software/sage300 or /services/hosting`,
    })
    .optional(),
  /** Shown large at the top of the testimonials page (two at most). */
  featured: z.boolean().optional(),
});

export const industrySchema = z.strictObject({
  id: industryId,
  /** The heading the industry's quotes are listed under: "Manufacturing and construction". */
  name: z.string().trim().min(3).max(60),
});

/** How many quotes the testimonials page shows large, above the groups. */
export const maxFeatured = 2;

export const testimonialsFileSchema = z
  .strictObject({
    testimonials: z
      .array(testimonialSchema)
      .min(1)
      .superRefine((list, ctx) => {
        // A success story finds its quote by company, so each company is quoted once.
        const rules = [
          ["quote", "repeats the quote of testimonials.{n}"],
          ["name", "{value} is already quoted in testimonials.{n}"],
          ["company", "{value} already has a quote, testimonials.{n} (one quote per company)"],
        ] as const;
        for (const [field, message] of rules) {
          const first = new Map<string, number>();
          list.forEach((t, i) => {
            const earlier = first.get(t[field]);
            if (earlier === undefined) first.set(t[field], i);
            else
              ctx.addIssue({
                code: "custom",
                path: [i, field],
                message: message.replace("{n}", String(earlier)).replace("{value}", t[field]),
              });
          });
        }
      }),
    /** The groups of the testimonials page, in the order shown. */
    industries: z.array(industrySchema).min(1),
  })
  .superRefine(({ testimonials, industries }, ctx) => {
    const ids = industries.map((i) => i.id);
    industries.forEach(({ id }, i) => {
      if (ids.indexOf(id) !== i) {
        ctx.addIssue({ code: "custom", path: ["industries", i, "id"], message: `repeats ${id}` });
      } else if (!testimonials.some((t) => t.industry === id && !t.featured)) {
        ctx.addIssue({
          code: "custom",
          path: ["industries", i],
          message: `${id} has no testimonial to list under it (featured ones are shown above the groups): give a testimonial industry: ${id}, or remove the industry`,
        });
      }
    });
    testimonials.forEach((t, i) => {
      if (!ids.includes(t.industry)) {
        ctx.addIssue({
          code: "custom",
          path: ["testimonials", i, "industry"],
          message: `is ${t.industry}, which is not in the industries list at the end of the file (${ids.join(", ")})`,
        });
      }
    });
    const featured = testimonials.flatMap((t, i) => (t.featured ? [i] : []));
    for (const i of featured.slice(maxFeatured)) {
      ctx.addIssue({
        code: "custom",
        path: ["testimonials", i, "featured"],
        message: `makes ${featured.length} featured testimonials; the page shows ${maxFeatured} at most, so set featured on ${maxFeatured} only`,
      });
    }
  });

/** Every field of an entry: what the testimonials page groups and tags by. */
export type TestimonialEntry = z.infer<typeof testimonialSchema>;
export type Industry = z.infer<typeof industrySchema>;
/** A quote and who said it: what a card, the carousel and a success story show. */
export type Testimonial = Pick<TestimonialEntry, "quote" | "name" | "position" | "company">;

/**
 * Every testimonial, in file order, as a card shows it: the quote and who said it (the
 * home page's carousel is given these as its props, so nothing more).
 */
export function quotes(file: { testimonials: readonly TestimonialEntry[] }): Testimonial[] {
  return file.testimonials.map(({ quote, name, position, company }) => ({
    quote,
    name,
    position,
    company,
  }));
}

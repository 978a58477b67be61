import { z } from "zod";

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
});

export const testimonialsFileSchema = z.strictObject({
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
});

export type Testimonial = z.infer<typeof testimonialSchema>;

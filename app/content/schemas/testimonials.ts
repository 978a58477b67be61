import { z } from "zod";

/** One customer quote: shown on the testimonials page and in the home page carousel. */
export const testimonialSchema = z.object({
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

export const testimonialsFileSchema = z.object({
  testimonials: z
    .array(testimonialSchema)
    .min(1)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((t, i) => {
        if (seen.has(t.quote)) {
          ctx.addIssue({ code: "custom", path: [i, "quote"], message: "repeats an earlier quote" });
        }
        seen.add(t.quote);
      });
    }),
});

export type Testimonial = z.infer<typeof testimonialSchema>;

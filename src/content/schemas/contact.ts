import { z } from "zod";

const productSlug = z.enum(["sage300", "sage100", "sage-intact", "sage-crm", "sage-hrms-payroll"]);

export const contactSchema = z.strictObject({
  banner: z.strictObject({ eyebrow: z.string().min(2), lead: z.string().min(40) }),
  form: z.strictObject({
    heading: z.string().min(5),
    intro: z.string().min(5),
    submitLabel: z.string().min(2),
    sendingLabel: z.string().min(2),
    success: z.string().min(5),
    /** Stays under the button after a send, once the toast has gone. */
    sent: z.string().min(10),
    failure: z.string().min(5),
    /** When the relay asks the visitor to wait (too many messages, or it cannot store them). */
    retryLater: z
      .string()
      .min(10)
      .refine((t) => t.includes("{minutes}"), "must say when to try again with {minutes}"),
    noScriptErrorHeading: z.string().min(5),
    notSent: z.strictObject({ heading: z.string().min(5), text: z.string().min(40) }),
  }),
  support: z.strictObject({
    heading: z.string().min(5),
    text: z
      .string()
      .refine(
        (t) => t.includes("{supportEmail}") && t.includes("{supportPhone}"),
        "must mention {supportEmail} and {supportPhone}",
      ),
  }),
  demoRequests: z.record(productSlug, z.string().min(10).max(300)),
});

export type ContactContent = z.infer<typeof contactSchema>;

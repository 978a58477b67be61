import { z } from "zod";
import { linkedText } from "./rich-text";

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
    /**
     * One sentence beside the send button on what happens to the message, linking to the
     * privacy policy (PRODUCT.md 7 and 12).
     */
    privacyNotice: linkedText
      .refine((segments) => segments.some((s) => s.to === "/privacy"), {
        error: "must link to the privacy policy: write [privacy policy](/privacy) in it",
      })
      .refine((segments) => segments.map((s) => s.text).join("").length <= 240, {
        error: "is too long: one sentence of at most 240 characters, the policy says the rest",
      }),
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

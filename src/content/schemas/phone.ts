import { z } from "zod";

/** A phone number as shown and as dialled; site.ts and offices.yaml use the same rule. */
export const phoneSchema = z
  .strictObject({
    /** As people read it: "613-555-0100". */
    display: z
      .string()
      .regex(
        /^\+?[\d(][\d ().-]{5,}\d$/,
        "must be digits, with spaces, hyphens, dots or brackets between them, like 613-555-0100",
      ),
    /** E.164 for tel: links and structured data: "+16135550100". */
    e164: z.string().regex(/^\+[1-9]\d{6,14}$/, "must be E.164, like +16135550100"),
  })
  .refine((p) => p.e164.slice(1).endsWith(p.display.replace(/\D/g, "")), {
    // A tel: link that dials another number than the one shown is worse than no link.
    message: "does not dial the number in display (change both together)",
    path: ["e164"],
  });

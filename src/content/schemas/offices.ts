import { z } from "zod";
import { phoneSchema as phone } from "./phone";
import { postalAddressSchema } from "./postal-address";
import { factText, statSchema } from "./rich-text";

export const headquartersSchema = z.strictObject({
  /** Stable anchor id and JSON-LD id: lowercase words and hyphens. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens"),
  /** "Northeast headquarters". */
  name: z.string().trim().min(3),
  ...postalAddressSchema.shape,
  phone,
});

export const officeRegionSchema = z.strictObject({
  name: z.string().trim().min(3),
  /** "Boston, Massachusetts": plain text, one place per line. */
  places: z
    .array(z.string().trim().min(2))
    .min(1)
    .superRefine((places, ctx) => {
      places.forEach((place, i) => {
        if (places.indexOf(place) !== i) {
          ctx.addIssue({ code: "custom", path: [i], message: `lists ${place} twice` });
        }
      });
    }),
});

function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k))
        ctx.addIssue({ code: "custom", path: [i], message: `repeats the ${what} ${k}` });
      seen.add(k);
    });
  };
}

export const officesFileSchema = z.strictObject({
  intro: factText,
  stats: z.array(statSchema).min(2).max(6),
  headquarters: z
    .array(headquartersSchema)
    .min(1)
    .superRefine(uniqueBy((h) => h.id, "id")),
  regionsIntro: factText,
  regions: z
    .array(officeRegionSchema)
    .min(1)
    .superRefine(uniqueBy((r) => r.name, "region")),
});

export type Headquarters = z.infer<typeof headquartersSchema>;
export type OfficeRegion = z.infer<typeof officeRegionSchema>;
export type OfficesContent = z.infer<typeof officesFileSchema>;

import { z } from "zod";
import { phoneSchema as phone } from "./phone";
import { postalAddressSchema } from "./postal-address";
import { factText, statSchema } from "./rich-text";

/** Where a pin goes on the offices map, in decimal degrees (west and south negative). */
export const coordinatesSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** The head office: its address and phone are the company's own, in content/site.yaml. */
export const headOfficeSchema = z.strictObject({
  /** "Head office". */
  name: z.string().trim().min(3),
  description: factText,
  coordinates: coordinatesSchema,
});

export const headquartersSchema = z.strictObject({
  /** Stable anchor id and JSON-LD id: lowercase words and hyphens. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens"),
  /** "Northeast headquarters". */
  name: z.string().trim().min(3),
  ...postalAddressSchema.shape,
  phone,
  coordinates: coordinatesSchema,
});

/** The areas the offices map can shade: src/components/company/offices-map-shapes.ts. */
export const mapAreas = [
  "canada",
  "northeast-us",
  "southeast-us",
  "gulf-coast",
  "west-coast",
  "midwest",
  "caribbean-south-america",
  "europe",
] as const;
export type MapArea = (typeof mapAreas)[number];

export const officeRegionSchema = z.strictObject({
  name: z.string().trim().min(3),
  /** Which area of the map is the region's: one of the areas drawn (see mapAreas). */
  area: z.enum(mapAreas, {
    error: (issue) =>
      `is ${String(issue.input)}, which the map does not draw: use one of ${mapAreas.join(", ")}`,
  }),
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
  headOffice: headOfficeSchema,
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
export type HeadOffice = z.infer<typeof headOfficeSchema>;
export type OfficeRegion = z.infer<typeof officeRegionSchema>;
export type OfficesContent = z.infer<typeof officesFileSchema>;

import { z } from "zod";

/** A postal address: the company's own (content/site.yaml) and each headquarters'. */
export const postalAddressSchema = z.strictObject({
  street: z.string().trim().min(3),
  city: z.string().trim().min(2),
  /** As people read it: "Ontario". */
  region: z.string().trim().min(2),
  /** For structured data: "ON". */
  regionCode: z.string().length(2),
  postalCode: z.string().trim().min(3),
  country: z.string().trim().min(2),
  countryCode: z.string().length(2),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/**
 * The words of an address in another language: the company's address as French pages
 * write it (content/site.yaml's `address.fr`), « 340, rue Albert, bureau 1100 »,
 * « Ottawa », « Ontario », « Canada ». The codes and the postal code are the same.
 */
export const addressWordsSchema = postalAddressSchema.pick({
  street: true,
  city: true,
  region: true,
  country: true,
});

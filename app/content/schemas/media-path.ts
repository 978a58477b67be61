import { z } from "zod";

/**
 * A file on the media host, as a path relative to it ("company/awards/diamond.svg");
 * pages turn it into a URL with mediaUrl().
 */
export const mediaPath = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9/_.-]*\.(svg|avif|webp|png|jpe?g)$/,
    "must be a media path like company/press/2019-05-14-cloud-partner.svg (no leading slash)",
  )
  .refine((p) => !p.includes(".."), "must not contain ..");

/** Alt text: says what the image shows. */
export const altText = z.string().trim().min(5, "must describe the image (5 characters or more)");

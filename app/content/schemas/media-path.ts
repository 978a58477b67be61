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

/**
 * A logo or badge: square artwork (`path`, usually our own SVG). With `widths`, pages
 * show raster copies instead, published beside it as AVIF and WebP at each width
 * (company/awards/diamond-partner.svg → company/awards/diamond-partner-256.avif and
 * -256.webp). A browser draws every SVG image as a document of its own on the
 * page's main thread: the five logos at the top of /company/awards took a third of
 * the page's main-thread time after its first paint.
 */
export const badgeImageSchema = z.object({
  path: mediaPath,
  alt: altText,
  widths: z.array(z.number().int().positive()).min(1).optional(),
});

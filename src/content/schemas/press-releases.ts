import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { isoDate } from "./iso-date";
import { altText, imagePath } from "./media-path";
import { filledText } from "./rich-text";

/**
 * The city a release's dateline names, as the release's language writes it ("Miami",
 * « Londres »); a release without one is datelined at the head office (site.yaml).
 */
const city = z.string().trim().min(2).max(40, "must be 40 characters or fewer");

/** The front matter of content/<language>/press-releases/<yyyy-mm-dd>-<slug>.md. */
export const pressReleaseSchema = z
  .object({
    heading: z.string().trim().min(10).max(110, "must be 110 characters or fewer"),
    date: isoDate,
    /**
     * The words of the release's address in its language, after its date:
     * "number-one-sage-cloud-partner-in-the-world" makes
     * /company/press-releases/2019-05-14-number-one-sage-cloud-partner-in-the-world, and
     * the French file's own words its French address.
     */
    urlSlug: z
      .string({
        error: "is missing: the words of the release's address, like ridgeline-opens-an-office",
      })
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        "must be lowercase words without accents joined by hyphens, like ridgeline-opens-an-office",
      )
      .max(90, "must be 90 characters or fewer"),
    city: city.optional(),
    image: imagePath.optional(),
    imageAlt: altText.optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.image && !r.imageAlt) {
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: "is required with an image" });
    }
    if (r.imageAlt && !r.image) {
      ctx.addIssue({ code: "custom", path: ["image"], message: "is missing: imageAlt is set" });
    }
  });

export type PressReleaseFrontMatter = z.infer<typeof pressReleaseSchema>;

/** A dateline's pattern: the words around the city and the date, in a language. */
const dateline = z
  .string()
  .trim()
  .refine(
    (text) => text.includes("{city}") && text.includes("{date}"),
    'must hold {city} and {date}, like "{city}, {date} –"',
  );

/**
 * content/<language>/press.yaml: what every release's page says besides the release:
 * its dateline's pattern, the company's boilerplate and the media contact, whose phone
 * and e-mail are named by their keys in site.yaml (kept there once), and the headings
 * the list and the pages give these.
 */
export function pressPageSchema(locale: Locale) {
  return z.strictObject({
    dateline,
    boilerplate: z.strictObject({
      heading: filledText(locale, 3, 60),
      text: filledText(locale, 80, 700),
    }),
    mediaContact: z.strictObject({
      heading: filledText(locale, 3, 60),
      /** A person's name; without one, the role alone is the contact. */
      name: z.string().trim().min(3).max(80).optional(),
      role: filledText(locale, 3, 120),
      phone: z.enum(["main", "support", "tollFree"]),
      email: z.enum(["sales", "support", "info"]),
    }),
    /** The heading of the releases a page suggests next. */
    related: filledText(locale, 3, 60),
    /** The label of the newest release, featured at the top of the list. */
    latest: filledText(locale, 3, 60),
  });
}

export type PressPage = z.infer<ReturnType<typeof pressPageSchema>>;

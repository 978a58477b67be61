import { z } from "zod";
import { phoneSchema as phone } from "./phone";
import { addressWordsSchema, postalAddressSchema } from "./postal-address";

const absoluteUrl = z.url({ protocol: /^https?$/ });

export const siteSchema = z.strictObject({
  name: z.string().min(2),
  shortName: z.string().min(2),
  foundingYear: z.number().int().min(1900).max(2100),
  /** When the disaster recovery program began; pages give its age in years from it. */
  disasterRecoveryStartYear: z.number().int().min(1900).max(2100),
  /**
   * The production origin, no trailing slash: the organization's structured data uses
   * it, and a build for another SITE_URL is marked noindex (src/lib/seo.ts).
   */
  url: absoluteUrl.refine((u) => !u.endsWith("/"), "must not end with a slash"),
  /** The address as English pages write it, and its words as French pages write them (`fr`). */
  address: postalAddressSchema.extend({ fr: addressWordsSchema }),
  phones: z.strictObject({ main: phone, support: phone, tollFree: phone }),
  emails: z.strictObject({ sales: z.email(), support: z.email(), info: z.email() }),
  externalUrls: z.strictObject({
    /** The support portal the home page's button opens. */
    supportPortal: absoluteUrl,
    /** The help site, linked from the closing band and the footer. */
    helpSite: absoluteUrl,
    /** The customer-support site in the footer's Popular Links. */
    customerSupport: absoluteUrl,
  }),
  stats: z.strictObject({
    companiesServed: z.number().int().positive(),
    countries: z.number().int().positive(),
    certifiedProfessionals: z.number().int().positive(),
    languages: z.number().int().positive(),
    combinedExperienceYears: z.number().int().positive(),
    hostingUptimePercent: z.number().min(90).max(100),
    financialSuiteCustomers: z.number().int().positive(),
  }),
  /** What the privacy policy (/privacy) names: its officer, and how long messages are kept. */
  privacy: z.strictObject({
    /** The person in charge of personal information: Quebec's Law 25 asks for the title and e-mail. */
    officer: z.strictObject({
      title: z.strictObject({
        en: z.string().trim().min(3).max(90),
        fr: z.string().trim().min(3).max(90),
      }),
      email: z.email(),
    }),
    /** Days a delivered contact message keeps its personal data: the relay's RELAY_RETENTION_DAYS. */
    retentionDays: z.number().int().min(1).max(3650),
  }),
});

export type SiteConfig = z.infer<typeof siteSchema>;

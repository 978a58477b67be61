import type { SiteConfig } from "~/content/schemas/site";

/**
 * Company facts, contact details and external addresses, used on every page.
 * Checked against src/content/schemas/site.ts before every build (npm run check:content).
 */
const foundingYear = 1981;

export const site: SiteConfig = {
  name: "Ridgeline Business Systems",
  shortName: "Ridgeline",
  tagline: `Sage software and IT services for growing businesses, since ${foundingYear}.`,
  foundingYear,
  // Pages count the program's age from this year ({disasterRecoveryYears}).
  disasterRecoveryStartYear: 2005,
  url: "https://www.ridgeline.example",
  address: {
    street: "340 Albert Street, Suite 1100",
    city: "Ottawa",
    region: "Ontario",
    regionCode: "ON",
    postalCode: "K1R 7Y6",
    country: "Canada",
    countryCode: "CA",
  },
  phones: {
    main: { display: "613-555-0100", e164: "+16135550100" },
    support: { display: "613-555-0142", e164: "+16135550142" },
    tollFree: { display: "1-800-555-0199", e164: "+18005550199" },
  },
  emails: {
    sales: "sales@ridgeline.example",
    support: "support@ridgeline.example",
    info: "info@ridgeline.example",
  },
  externalUrls: {
    supportPortal: "https://help.ridgeline.example/portal",
    helpSite: "https://help.ridgeline.example",
    customerSupport: "https://support.ridgeline.example",
  },
  mediaBaseUrl: "/media",
  stats: {
    companiesServed: 3750,
    countries: 20,
    certifiedProfessionals: 80,
    languages: 6,
    combinedExperienceYears: 100,
    hostingUptimePercent: 99.9,
    financialSuiteCustomers: 11000,
  },
};

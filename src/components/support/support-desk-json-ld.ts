import { site } from "~/content/site";
import type { SupportDesk } from "~/content/schemas/support-desk";
import { organizationJsonLd } from "~/lib/seo";

/**
 * The support desk as the Organization's technical-support ContactPoint: the same
 * Organization (by its @id) as on every page, with a contactPoint.
 */
export function supportDeskJsonLd(desk: SupportDesk): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationJsonLd["@id"],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "technical support",
      telephone: site.phones.support.e164,
      email: site.emails.support,
      url: site.externalUrls.customerSupport,
      areaServed: ["CA", "US"],
      availableLanguage: "en",
      hoursAvailable: desk.hours.map((slot) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: slot.days.map((day) => `https://schema.org/${day}`),
        opens: slot.opens,
        closes: slot.closes,
      })),
    },
  };
}

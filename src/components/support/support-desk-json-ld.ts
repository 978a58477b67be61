import { site } from "~/content/site";
import type { SupportDesk } from "~/content/schemas/support-desk";
import type { Locale } from "~/i18n/locale";
import { organizationJsonLd } from "~/lib/seo";

/** What the contact point is for, in the page's language. */
const contactType: Record<Locale, string> = {
  en: "technical support",
  fr: "soutien technique",
};

/**
 * The support desk as the Organization's technical-support ContactPoint: the same
 * Organization (by its @id) as on every page, with a contactPoint in the page's
 * language, and the languages the desk answers in.
 */
export function supportDeskJsonLd(desk: SupportDesk, locale: Locale): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationJsonLd["@id"],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: contactType[locale],
      telephone: site.phones.support.e164,
      email: site.emails.support,
      url: site.externalUrls.customerSupport,
      areaServed: ["CA", "US"],
      availableLanguage: desk.languages,
      hoursAvailable: desk.hours.map((slot) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: slot.days.map((day) => `https://schema.org/${day}`),
        opens: slot.opens,
        closes: slot.closes,
      })),
    },
  };
}

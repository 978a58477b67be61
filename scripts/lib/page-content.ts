import type { Locale } from "../../src/i18n/locale";
import type { CanonicalPath } from "../../src/lib/route-table";

/**
 * The content each page shows, as paths under content/ (a file, or a folder for all of
 * its files). The sitemap dates a page by the newest commit to its route module or to
 * these, so a staff edit to content/awards.yaml moves the <lastmod> of the pages that
 * show awards and of no other. Files every page shows (site.ts's footer, navigation.ts)
 * are left out unless a page is about them, or every page would change with a
 * footer edit.
 *
 * Kept here, not in the route table, because the route table reaches the browser.
 * page-content.test.ts renders every page and fails if it reads a content path that
 * is not listed here.
 */
export const pageContent: Record<CanonicalPath, readonly string[]> = {
  "/": ["home.yaml", "testimonials.yaml", "success-stories.yaml", "awards.yaml", "about.yaml"],
  "/software": ["software"],
  "/software/sage300": ["software/sage300.yaml"],
  "/software/sage100": ["software/sage100.yaml"],
  "/software/sage-intact": ["software/sage-intact.yaml"],
  "/software/sage-crm": ["software/sage-crm.yaml"],
  "/software/sage-hrms-payroll": ["software/sage-hrms-payroll.yaml"],
  "/services/hosting": ["services/hosting.yaml"],
  "/services/managed-services": ["services/managed-services.yaml"],
  "/services/disaster-recovery": ["services/disaster-recovery.yaml"],
  "/services/client-care": ["services/client-care.yaml"],
  "/services/network": ["services/network.yaml"],
  "/company/about-us": ["about.yaml", "awards.yaml"],
  // The offices page and the support page print the phone numbers and addresses
  // that site.ts holds.
  "/company/offices": ["offices.yaml", "site.ts"],
  "/company/customer/succes-stories": ["success-stories.yaml", "testimonials.yaml"],
  "/company/customer/testimonal": ["testimonials.yaml"],
  "/company/press-releases": ["press-releases"],
  "/company/awards": ["awards.yaml"],
  "/support/contact-support": ["support-desk.yaml", "site.ts"],
  "/support/newsletters": ["newsletters.yaml"],
  "/support/training-videos": ["training-videos.yaml"],
  "/contact": ["contact.yaml"],
  "/contact/thank-you": [],
  // Lists every page by section, with each press release's title.
  "/search": ["press-releases"],
};

/**
 * Where a page's content is in its language: the files under content/en/ or
 * content/fr/, but for site.ts, which is one file for both languages, and the
 * English quotes the French customer pages show as originals.
 */
export function pageContentIn(canonical: CanonicalPath, locale: Locale): readonly string[] {
  const listed = pageContent[canonical];
  return [
    ...listed.map((entry) => (entry === "site.ts" ? entry : `${locale}/${entry}`)),
    ...(locale === "en" ? [] : (originalsShown[canonical] ?? [])),
  ];
}

/** English files a French page reads too: the testimonials' original wording. */
const originalsShown: Partial<Record<CanonicalPath, readonly string[]>> = {
  "/company/customer/testimonal": ["en/testimonials.yaml"],
  "/company/customer/succes-stories": ["en/testimonials.yaml"],
};

/** True when `named` is one of `listed`, or inside a folder that is. */
export function isListed(named: string, listed: readonly string[]): boolean {
  return listed.some((entry) => named === entry || named.startsWith(`${entry}/`));
}

import type { Page } from "@playwright/test";
import type { CanonicalPath } from "../../../src/lib/route-table";
import {
  companyFacts,
  menus,
  pathOf,
  phoneIn,
  product,
  productSlugs,
  service,
  serviceSlugs,
  type SitePage,
  type Locale,
} from "./content";
import { expect } from "./fixtures";

/**
 * How every page ends (issue 39): one closing call to action, then the footer with the
 * contact details; on a phone no block above the footer repeats its links, and only the
 * site's own band (PRODUCT.md 4) repeats its phone.
 */

const productPaths = new Map(productSlugs.map((slug) => [`/software/${slug}`, slug]));
const servicePaths = new Map(serviceSlugs.map((slug) => [`/services/${slug}`, slug]));
/** The contact form and its thank-you page: the form is the page's call to action. */
const formPages: readonly string[] = ["/contact", "/contact/thank-you"];

/** The heading of the page's closing call to action, as content writes it; none on the form's pages. */
export function closingHeading(canonical: CanonicalPath, locale: Locale): string | undefined {
  const productSlug = productPaths.get(canonical);
  if (productSlug) return product(productSlug, locale).demo.heading;
  const serviceSlug = servicePaths.get(canonical);
  if (serviceSlug) return service(serviceSlug, locale).cta.heading;
  if (formPages.includes(canonical)) return undefined;
  return menus(locale).helpBanner.heading;
}

/** The visible h2s of the page outside the footer, in reading order. */
const visibleSectionHeadings = (page: Page) =>
  page
    .locator("h2:visible")
    .evaluateAll((headings) =>
      headings.filter((h) => !h.closest("footer")).map((h) => h.textContent?.trim() ?? ""),
    );

const phone = companyFacts().phones.main;
/** Visible links that call the main number. */
const visiblePhoneLinks = (page: Page) => page.locator(`a[href="tel:${phone.e164}"]:visible`);

/**
 * On a phone, `route` (open in `page`) ends with one call to action, then the footer's
 * contact details. Run on every route by routes.spec.ts, in its one page load per route.
 */
export async function expectClosing(page: Page, route: SitePage) {
  const { locale, canonical } = route;
  const heading = closingHeading(canonical, locale);
  const help = menus(locale).helpBanner;

  // The site's band only where the page has no call to action of its own.
  await expect(page.getByRole("region", { name: help.heading, exact: true })).toHaveCount(
    heading === help.heading ? 1 : 0,
  );
  if (heading) {
    const band = page.getByRole("region", { name: heading, exact: true });
    await expect(band).toHaveCount(1);
    await expect(band).toBeVisible();
    // Its one main action leads to the contact form (a product's preselects the product).
    const toForm = band.locator(`a[href^="${pathOf("/contact", locale)}"]`);
    await expect(toForm).toHaveCount(1);
    // Nothing with a heading between it and the footer: it is the page's last section.
    expect((await visibleSectionHeadings(page)).at(-1)).toBe(heading);
    // The site's band says where to call, once (PRODUCT.md 4); a page's own band
    // leaves the contact details to the footer right after it.
    await expect(band.locator(`a[href="tel:${phone.e164}"]`)).toHaveCount(
      heading === help.heading ? 1 : 0,
    );
  }

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(phoneIn(phone, locale));
  await expect(footer.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();

  // The side list is not a second copy of the footer's links just above it.
  await expect(
    page.getByRole("complementary", { name: menus(locale).sideList.title }),
  ).toBeHidden();
  // On a product or service page the phone is given once: in the footer.
  if (productPaths.has(canonical) || servicePaths.has(canonical)) {
    await expect(visiblePhoneLinks(page)).toHaveCount(1);
  }
}

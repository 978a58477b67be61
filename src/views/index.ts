/**
 * Which view renders each page, by its English path. A view is an Astro component
 * that takes the page's language (and, for product and service pages, which one);
 * src/pages/[...path].astro and src/pages/fr/[...path].astro build every page of
 * the route table from this map, so a page without a view is a type error.
 */
import type { ProductSlug } from "~/content/schemas/software";
import type { ServiceSlug } from "~/content/schemas/services";
import type { Locale } from "~/i18n/locale";
import { localizedPages, type CanonicalPath } from "~/lib/route-table";
import CompanyAboutUs from "./company-about-us.astro";
import CompanyAwards from "./company-awards.astro";
import CompanyCustomerSuccessStories from "./company-customer-success-stories.astro";
import CompanyCustomerTestimonials from "./company-customer-testimonials.astro";
import CompanyOffices from "./company-offices.astro";
import CompanyPressReleases from "./company-press-releases.astro";
import ContactThankYou from "./contact-thank-you.astro";
import Contact from "./contact.astro";
import Home from "./home.astro";
import Product from "./product.astro";
import Search from "./search.astro";
import Service from "./service.astro";
import Software from "./software.astro";
import SupportContactSupport from "./support-contact-support.astro";
import SupportNewsletters from "./support-newsletters.astro";
import SupportTrainingVideos from "./support-training-videos.astro";

type Renders<P> = (props: P & { locale: Locale }) => unknown;
type View =
  | { component: Renders<object> }
  | { component: Renders<{ slug: ProductSlug }>; slug: ProductSlug }
  | { component: Renders<{ slug: ServiceSlug }>; slug: ServiceSlug };

const product = (slug: ProductSlug): View => ({ component: Product, slug });
const service = (slug: ServiceSlug): View => ({ component: Service, slug });

export const views: Readonly<Record<CanonicalPath, View>> = {
  "/": { component: Home },
  "/software": { component: Software },
  "/software/sage300": product("sage300"),
  "/software/sage100": product("sage100"),
  "/software/sage-intact": product("sage-intact"),
  "/software/sage-crm": product("sage-crm"),
  "/software/sage-hrms-payroll": product("sage-hrms-payroll"),
  "/services/hosting": service("hosting"),
  "/services/managed-services": service("managed-services"),
  "/services/disaster-recovery": service("disaster-recovery"),
  "/services/client-care": service("client-care"),
  "/services/network": service("network"),
  "/company/about-us": { component: CompanyAboutUs },
  "/company/offices": { component: CompanyOffices },
  "/company/customer/succes-stories": { component: CompanyCustomerSuccessStories },
  "/company/customer/testimonal": { component: CompanyCustomerTestimonials },
  "/company/press-releases": { component: CompanyPressReleases },
  "/company/awards": { component: CompanyAwards },
  "/support/contact-support": { component: SupportContactSupport },
  "/support/newsletters": { component: SupportNewsletters },
  "/support/training-videos": { component: SupportTrainingVideos },
  "/contact": { component: Contact },
  "/contact/thank-you": { component: ContactThankYou },
  "/search": { component: Search },
};

/** getStaticPaths of a language's catch-all entry: one route per page of the table. */
export function staticPathsIn(locale: Locale, prefix: string) {
  return localizedPages
    .filter((page) => page.locale === locale)
    .map((page) => {
      const rest = page.path.slice(prefix.length).replace(/^\//, "");
      return {
        params: { path: rest === "" ? undefined : rest },
        props: { canonical: page.canonical },
      };
    });
}

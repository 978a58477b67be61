/**
 * Which module renders each page of the route table, by its English path; a page
 * without one is a type error. src/pages/[...path].astro and src/pages/fr/[...path].astro
 * build every page from this map.
 */
import type { CanonicalPath } from "~/lib/route-table";
import { heroSizes } from "~/lib/hero-image";
import * as accessibility from "./accessibility";
import * as companyAboutUs from "./company-about-us";
import * as companyAwards from "./company-awards";
import * as companyCustomerSuccessStories from "./company-customer-success-stories";
import * as companyCustomerTestimonials from "./company-customer-testimonials";
import * as companyOffices from "./company-offices";
import * as companyPressReleases from "./company-press-releases";
import * as contact from "./contact";
import * as contactThankYou from "./contact-thank-you";
import * as home from "./home";
import { page, type PageModule } from "./page-module";
import * as privacy from "./privacy";
import { productPage } from "./product";
import * as search from "./search";
import { servicePage } from "./service";
import * as software from "./software";
import * as supportContactSupport from "./support-contact-support";
import * as supportNewsletters from "./support-newsletters";
import * as supportTrainingVideos from "./support-training-videos";

// Each page's data has its own type; the map holds them side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
export const pageModules: Readonly<Record<CanonicalPath, PageModule<any>>> = {
  "/": page(home, {
    preloadImage: (data: home.PageData) => ({ picture: data.heroPicture, sizes: heroSizes }),
  }),
  "/software": page(software),
  "/software/sage300": productPage("sage300"),
  "/software/sage100": productPage("sage100"),
  "/software/sage-intact": productPage("sage-intact"),
  "/software/sage-crm": productPage("sage-crm"),
  "/software/sage-hrms-payroll": productPage("sage-hrms-payroll"),
  "/services/hosting": servicePage("hosting"),
  "/services/managed-services": servicePage("managed-services"),
  "/services/disaster-recovery": servicePage("disaster-recovery"),
  "/services/client-care": servicePage("client-care"),
  "/services/network": servicePage("network"),
  "/company/about-us": page(companyAboutUs),
  "/company/offices": page(companyOffices),
  "/company/customer/succes-stories": page(companyCustomerSuccessStories),
  "/company/customer/testimonal": page(companyCustomerTestimonials),
  "/company/press-releases": page(companyPressReleases),
  "/company/awards": page(companyAwards),
  "/support/contact-support": page(supportContactSupport),
  "/support/newsletters": page(supportNewsletters),
  "/support/training-videos": page(supportTrainingVideos),
  "/contact": page(contact),
  "/contact/thank-you": page(contactThankYou),
  "/privacy": page(privacy),
  "/accessibility": page(accessibility),
  "/search": page(search),
};

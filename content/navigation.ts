import type { CanonicalPath } from "~/lib/route-table";
import { site } from "./site";

/**
 * The site's menus as data. The header renders `mainMenu` both as the desktop
 * dropdowns and as the mobile nested menu, so the two can never disagree.
 * Internal links are typed as canonical paths: a typo fails the typecheck.
 */
export type InternalLink = { label: string; to: CanonicalPath };
export type ExternalLink = { label: string; href: string };
/** A second-level group (Company › Our Customers): links only. */
export type SubMenu = { label: string; items: readonly InternalLink[] };
export type MenuItem = InternalLink | SubMenu;
export type MenuGroup = { label: string; items: readonly MenuItem[] };

export const mainMenu: readonly MenuGroup[] = [
  {
    label: "Sage Softwares",
    items: [
      { label: "Sage 300", to: "/software/sage300" },
      { label: "Sage 100", to: "/software/sage100" },
      { label: "Sage Intacct", to: "/software/sage-intact" },
      { label: "Sage CRM", to: "/software/sage-crm" },
      { label: "Sage HRMS & Payroll", to: "/software/sage-hrms-payroll" },
    ],
  },
  {
    label: "IT Services",
    items: [
      { label: "Cloud Hosting", to: "/services/hosting" },
      { label: "Managed Services", to: "/services/managed-services" },
      { label: "Disaster Recovery", to: "/services/disaster-recovery" },
      { label: "Client Care", to: "/services/client-care" },
      { label: "Network Solutions", to: "/services/network" },
    ],
  },
  {
    label: "Company",
    items: [
      { label: "About", to: "/company/about-us" },
      { label: "Offices", to: "/company/offices" },
      {
        label: "Our Customers",
        items: [
          { label: "Success Stories", to: "/company/customer/succes-stories" },
          { label: "Testimonials", to: "/company/customer/testimonal" },
        ],
      },
      { label: "Press Releases", to: "/company/press-releases" },
      { label: "Awards & Accomplishment", to: "/company/awards" },
    ],
  },
  {
    label: "Support",
    items: [
      { label: "Contact Support", to: "/support/contact-support" },
      { label: "Training Videos", to: "/support/training-videos" },
      { label: "Newsletters", to: "/support/newsletters" },
    ],
  },
];

export const contactLink: InternalLink = {
  label: "Contact Us",
  to: "/contact",
};

export const popularLinks: readonly (InternalLink | ExternalLink)[] = [
  { label: "Sage 300", to: "/software/sage300" },
  { label: "Sage 100", to: "/software/sage100" },
  { label: "Sage HRMS & Payroll", to: "/software/sage-hrms-payroll" },
  { label: "Sage CRM", to: "/software/sage-crm" },
  { label: "Sage Intacct", to: "/software/sage-intact" },
  { label: "Cloud Hosting", to: "/services/hosting" },
  { label: "Managed Services", to: "/services/managed-services" },
  { label: "Disaster Recovery", to: "/services/disaster-recovery" },
  { label: "Client Care", to: "/services/client-care" },
  { label: "Network Solutions", to: "/services/network" },
  { label: "Customer Support Site", href: site.externalUrls.customerSupport },
  { label: "Training Videos", to: "/support/training-videos" },
  { label: "Contact Us", to: "/contact" },
];

/** The 'Software and IT Support' side list on software and services pages. */
export const sideList: { title: string; links: readonly InternalLink[] } = {
  title: "Software and IT Support",
  links: [
    { label: "Sage 300", to: "/software/sage300" },
    { label: "Sage 100", to: "/software/sage100" },
    { label: "Sage CRM", to: "/software/sage-crm" },
    { label: "Sage HRMS & Payroll", to: "/software/sage-hrms-payroll" },
    { label: "Cloud Hosting", to: "/services/hosting" },
    { label: "Managed Services", to: "/services/managed-services" },
    { label: "Network Solutions", to: "/services/network" },
  ],
};

export function isGroup(item: MenuItem): item is SubMenu {
  return "items" in item;
}

export function isExternal(link: InternalLink | ExternalLink): link is ExternalLink {
  return "href" in link;
}

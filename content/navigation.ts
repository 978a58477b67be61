import type { CanonicalPath } from "~/lib/route-table";
import type { Locale } from "~/i18n/locale";
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

type Navigation = {
  mainMenu: readonly MenuGroup[];
  contactLink: InternalLink;
  popularLinks: readonly (InternalLink | ExternalLink)[];
  /** The 'Software and IT Support' side list on software and services pages: all ten of them. */
  sideList: { title: string; links: readonly InternalLink[] };
};

/**
 * The menus in each language. Links name the English (canonical) path; the page
 * renders the path in its own language.
 */
export const navigation: Record<Locale, Navigation> = {
  en: {
    mainMenu: [
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
    ],
    contactLink: { label: "Contact Us", to: "/contact" },
    popularLinks: [
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
    ],
    sideList: {
      title: "Software and IT Support",
      links: [
        { label: "Sage 300", to: "/software/sage300" },
        { label: "Sage 100", to: "/software/sage100" },
        { label: "Sage Intacct", to: "/software/sage-intact" },
        { label: "Sage CRM", to: "/software/sage-crm" },
        { label: "Sage HRMS & Payroll", to: "/software/sage-hrms-payroll" },
        { label: "Cloud Hosting", to: "/services/hosting" },
        { label: "Managed Services", to: "/services/managed-services" },
        { label: "Disaster Recovery", to: "/services/disaster-recovery" },
        { label: "Client Care", to: "/services/client-care" },
        { label: "Network Solutions", to: "/services/network" },
      ],
    },
  },
  fr: {
    mainMenu: [
      {
        label: "Logiciels",
        items: [
          { label: "Sage 300", to: "/software/sage300" },
          { label: "Sage 100", to: "/software/sage100" },
          { label: "Sage Intacct", to: "/software/sage-intact" },
          { label: "Sage CRM", to: "/software/sage-crm" },
          { label: "Sage HRMS et Paie", to: "/software/sage-hrms-payroll" },
        ],
      },
      {
        label: "Services TI",
        items: [
          { label: "Hébergement infonuagique", to: "/services/hosting" },
          { label: "Services gérés", to: "/services/managed-services" },
          { label: "Reprise après sinistre", to: "/services/disaster-recovery" },
          { label: "Client Care", to: "/services/client-care" },
          { label: "Solutions réseau", to: "/services/network" },
        ],
      },
      {
        label: "Entreprise",
        items: [
          { label: "À propos", to: "/company/about-us" },
          { label: "Bureaux", to: "/company/offices" },
          {
            label: "Nos clients",
            items: [
              { label: "Réussites", to: "/company/customer/succes-stories" },
              { label: "Témoignages", to: "/company/customer/testimonal" },
            ],
          },
          { label: "Communiqués de presse", to: "/company/press-releases" },
          { label: "Prix et réalisations", to: "/company/awards" },
        ],
      },
      {
        label: "Soutien",
        items: [
          { label: "Joindre le soutien", to: "/support/contact-support" },
          { label: "Vidéos de formation", to: "/support/training-videos" },
          { label: "Infolettres", to: "/support/newsletters" },
        ],
      },
    ],
    contactLink: { label: "Nous joindre", to: "/contact" },
    popularLinks: [
      { label: "Sage 300", to: "/software/sage300" },
      { label: "Sage 100", to: "/software/sage100" },
      { label: "Sage HRMS et Paie", to: "/software/sage-hrms-payroll" },
      { label: "Sage CRM", to: "/software/sage-crm" },
      { label: "Sage Intacct", to: "/software/sage-intact" },
      { label: "Hébergement infonuagique", to: "/services/hosting" },
      { label: "Services gérés", to: "/services/managed-services" },
      { label: "Reprise après sinistre", to: "/services/disaster-recovery" },
      { label: "Client Care", to: "/services/client-care" },
      { label: "Solutions réseau", to: "/services/network" },
      { label: "Site de soutien à la clientèle", href: site.externalUrls.customerSupport },
      { label: "Vidéos de formation", to: "/support/training-videos" },
      { label: "Nous joindre", to: "/contact" },
    ],
    sideList: {
      title: "Logiciels et soutien TI",
      links: [
        { label: "Sage 300", to: "/software/sage300" },
        { label: "Sage 100", to: "/software/sage100" },
        { label: "Sage Intacct", to: "/software/sage-intact" },
        { label: "Sage CRM", to: "/software/sage-crm" },
        { label: "Sage HRMS et Paie", to: "/software/sage-hrms-payroll" },
        { label: "Hébergement infonuagique", to: "/services/hosting" },
        { label: "Services gérés", to: "/services/managed-services" },
        { label: "Reprise après sinistre", to: "/services/disaster-recovery" },
        { label: "Client Care", to: "/services/client-care" },
        { label: "Solutions réseau", to: "/services/network" },
      ],
    },
  },
};

/** The English menus, as tests and older callers name them. */
export const { mainMenu, contactLink, popularLinks, sideList } = navigation.en;

export function isGroup(item: MenuItem): item is SubMenu {
  return "items" in item;
}

export function isExternal(link: InternalLink | ExternalLink): link is ExternalLink {
  return "href" in link;
}

/**
 * The three most visited pages, offered when a search finds nothing: keep them to
 * the top three of the site's visit figures (the server's access log counts them).
 * Named by their English path, each shown with its heading in the page's language.
 * The launch choice, before the new site has figures of its own: the flagship
 * product, the training videos and the support desk.
 */
export const mostVisited: readonly [CanonicalPath, CanonicalPath, CanonicalPath] = [
  "/software/sage300",
  "/support/training-videos",
  "/support/contact-support",
];

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

/** Words in each language. */
type Words = Record<Locale, string>;

/**
 * Each page's name in the menus, in both languages: named once here, used by the
 * main menu, the footer's popular links and the side list alike.
 */
const pageNames = {
  "/software/sage300": { en: "Sage 300", fr: "Sage 300" },
  "/software/sage100": { en: "Sage 100", fr: "Sage 100" },
  "/software/sage-intact": { en: "Sage Intacct", fr: "Sage Intacct" },
  "/software/sage-crm": { en: "Sage CRM", fr: "Sage CRM" },
  "/software/sage-hrms-payroll": { en: "Sage HRMS & Payroll", fr: "Sage HRMS et Paie" },
  "/services/hosting": { en: "Cloud Hosting", fr: "Hébergement infonuagique" },
  "/services/managed-services": { en: "Managed Services", fr: "Services gérés" },
  "/services/disaster-recovery": { en: "Disaster Recovery", fr: "Reprise après sinistre" },
  "/services/client-care": { en: "Client Care", fr: "Client Care" },
  "/services/network": { en: "Network Solutions", fr: "Solutions réseau" },
  "/company/about-us": { en: "About", fr: "À propos" },
  "/company/offices": { en: "Offices", fr: "Bureaux" },
  "/company/customer/succes-stories": { en: "Success Stories", fr: "Réussites" },
  "/company/customer/testimonal": { en: "Testimonials", fr: "Témoignages" },
  "/company/press-releases": { en: "Press Releases", fr: "Communiqués de presse" },
  "/company/awards": { en: "Awards & Accomplishment", fr: "Prix et réalisations" },
  "/support/contact-support": { en: "Contact Support", fr: "Joindre le soutien" },
  "/support/training-videos": { en: "Training Videos", fr: "Vidéos de formation" },
  "/support/newsletters": { en: "Newsletters", fr: "Infolettres" },
  "/contact": { en: "Contact Us", fr: "Nous joindre" },
} as const satisfies Partial<Record<CanonicalPath, Words>>;

type NamedPath = keyof typeof pageNames;

const products: readonly NamedPath[] = [
  "/software/sage300",
  "/software/sage100",
  "/software/sage-intact",
  "/software/sage-crm",
  "/software/sage-hrms-payroll",
];
const services: readonly NamedPath[] = [
  "/services/hosting",
  "/services/managed-services",
  "/services/disaster-recovery",
  "/services/client-care",
  "/services/network",
];

/** The menus' structure, in either language. */
function navigationIn(locale: Locale): Navigation {
  const link = (to: NamedPath): InternalLink => ({ label: pageNames[to][locale], to });
  const group = (label: Words, items: readonly MenuItem[]): MenuGroup => ({
    label: label[locale],
    items,
  });
  return {
    mainMenu: [
      group({ en: "Sage Softwares", fr: "Logiciels" }, products.map(link)),
      group({ en: "IT Services", fr: "Services TI" }, services.map(link)),
      group({ en: "Company", fr: "Entreprise" }, [
        link("/company/about-us"),
        link("/company/offices"),
        {
          label: { en: "Our Customers", fr: "Nos clients" }[locale],
          items: [link("/company/customer/succes-stories"), link("/company/customer/testimonal")],
        },
        link("/company/press-releases"),
        link("/company/awards"),
      ]),
      group({ en: "Support", fr: "Soutien" }, [
        link("/support/contact-support"),
        link("/support/training-videos"),
        link("/support/newsletters"),
      ]),
    ],
    contactLink: link("/contact"),
    // The original site's order: the products (payroll third), the services, then support.
    popularLinks: [
      ...(
        [
          "/software/sage300",
          "/software/sage100",
          "/software/sage-hrms-payroll",
          "/software/sage-crm",
          "/software/sage-intact",
        ] as const
      ).map(link),
      ...services.map(link),
      {
        label: { en: "Customer Support Site", fr: "Site de soutien à la clientèle" }[locale],
        href: site.externalUrls.customerSupport,
      },
      link("/support/training-videos"),
      link("/contact"),
    ],
    sideList: {
      title: { en: "Software and IT Support", fr: "Logiciels et soutien TI" }[locale],
      links: [...products, ...services].map(link),
    },
  };
}

/**
 * The menus in each language. Links name the English (canonical) path; the page
 * renders the path in its own language.
 */
export const navigation: Record<Locale, Navigation> = {
  en: navigationIn("en"),
  fr: navigationIn("fr"),
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

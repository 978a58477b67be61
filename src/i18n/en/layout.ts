/** The header, menus, footer, 'How Can We Help?' banner and breadcrumbs. */
export default {
  skipLink: "Skip to main content",
  homeLink: "{site}, home",
  mainNav: "Main",
  mobileMenuButton: "Menu",
  mobileNav: "Main menu",
  languageSwitch: "Français",
  search: "Search",
  languageCode: "FR",
  helpCentre: "Help centre",
  popularLinks: "Popular Links",
  partners: "Partners",
  certifiedBadge: "Certified Sage Partner badge",
  hostingBadge: "Cloud Hosting Partner badge",
  /** The words drawn in the badges: a top line above the ridge, two lines below it. */
  badgeWords: {
    certifiedBadge: { top: "CERTIFIED", middle: "Sage", bottom: "Partner" },
    hostingBadge: { top: "CLOUD", middle: "Hosting", bottom: "Partner" },
  },
  rights: "© {year} {site}. All rights reserved.",
  breadcrumb: "Breadcrumb",
  backToTop: "Back to top",
  phone: "Phone",
  tollFree: "Toll-free",
  address: "Address",
};

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
  helpHeading: "How Can We Help?",
  helpLead:
    "Talk to a consultant about Sage software, hosting, disaster recovery or day-to-day IT support. Call us, visit the help centre, or send us a message.",
  /** The lead where the banner offers no Get In Touch (the page has led to the form already). */
  helpLeadCallOrVisit:
    "Talk to a consultant about Sage software, hosting, disaster recovery or day-to-day IT support: call us, or visit the help centre.",
  helpCentre: "Help centre",
  getInTouch: "Get In Touch",
  popularLinks: "Popular Links",
  partners: "Partners",
  tagline: "Sage software and IT services for growing businesses, since {year}.",
  certifiedBadge: "Certified Sage Partner badge",
  hostingBadge: "Cloud Hosting Partner badge",
  /** The words drawn in the badges: a top line above the ridge, two lines below it. */
  badgeWords: {
    certifiedBadge: { top: "CERTIFIED", middle: "Sage", bottom: "Partner" },
    hostingBadge: { top: "CLOUD", middle: "Hosting", bottom: "Partner" },
  },
  rights: "© {year} {site}. All rights reserved.",
  trademarks: "Sage and Sage product names are trademarks of their owners.",
  breadcrumb: "Breadcrumb",
  backToTop: "Back to top",
  phone: "Phone",
  tollFree: "Toll-free",
  address: "Address",
};

import type { Messages } from "../en";

export default {
  skipLink: "Passer au contenu principal",
  homeLink: "{site}, accueil",
  mainNav: "Principal",
  mobileMenuButton: "Menu",
  mobileNav: "Menu principal",
  languageSwitch: "English",
  search: "Rechercher",
  languageCode: "EN",
  helpHeading: "Comment pouvons-nous vous aider\u202f?",
  helpLead:
    "Parlez à un conseiller de logiciels Sage, d’hébergement, de reprise après sinistre ou de soutien TI au quotidien. Appelez-nous, visitez le centre d’aide ou écrivez-nous.",
  helpLeadCallOrVisit:
    "Parlez à un conseiller de logiciels Sage, d’hébergement, de reprise après sinistre ou de soutien TI au quotidien : appelez-nous ou visitez le centre d’aide.",
  helpCentre: "Centre d’aide",
  getInTouch: "Écrivez-nous",
  popularLinks: "Liens populaires",
  partners: "Partenaires",
  tagline: "Logiciels Sage et services TI pour les entreprises en croissance, depuis {year}.",
  certifiedBadge: "Insigne : partenaire Sage certifié",
  hostingBadge: "Insigne : partenaire d’hébergement infonuagique",
  /** The words drawn in the badges: a top line above the ridge, two lines below it. */
  badgeWords: {
    certifiedBadge: { top: "PARTENAIRE", middle: "Sage", bottom: "certifié" },
    hostingBadge: { top: "PARTENAIRE", middle: "d’hébergement", bottom: "infonuagique" },
  },
  rights: "© {year} {site}. Tous droits réservés.",
  trademarks:
    "Sage et les noms de produits Sage sont des marques de commerce de leurs propriétaires.",
  breadcrumb: "Fil d’Ariane",
  backToTop: "Haut de la page",
  phone: "Téléphone",
  tollFree: "Sans frais",
  address: "Adresse",
} satisfies Messages["layout"];

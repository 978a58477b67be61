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
  helpCentre: "Centre d’aide",
  popularLinks: "Liens populaires",
  partners: "Partenaires",
  certifiedBadge: "Insigne : partenaire Sage certifié",
  hostingBadge: "Insigne : partenaire d’hébergement infonuagique",
  /** The words drawn in the badges: a top line above the ridge, two lines below it. */
  badgeWords: {
    certifiedBadge: { top: "PARTENAIRE", middle: "Sage", bottom: "certifié" },
    hostingBadge: { top: "PARTENAIRE", middle: "d’hébergement", bottom: "infonuagique" },
  },
  rights: "© {year} {site}. Tous droits réservés.",
  breadcrumb: "Fil d’Ariane",
  backToTop: "Haut de la page",
  phone: "Téléphone",
  tollFree: "Sans frais",
  address: "Adresse",
} satisfies Messages["layout"];

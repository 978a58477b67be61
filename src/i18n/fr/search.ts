import type { Messages } from "../en";

/** Recherche dans le site : la commande de l’en-tête, la boîte de recherche et la page de résultats. */
export default {
  open: "Rechercher",
  dialogTitle: "Rechercher dans le site",
  fieldLabel: "Chercher dans les pages, communiqués, vidéos de formation et infolettres",
  placeholder: "Reprise après sinistre, paie…",
  close: "Fermer la recherche",
  submit: "Rechercher",
  results: "Résultats",
  shortcutHint: "Appuyez sur / pour chercher depuis n’importe quelle page",
  keyboardHint: "↑ ↓ pour se déplacer, Entrée pour ouvrir, Échap pour fermer",
  keyboardHintPage: "↑ ↓ pour se déplacer, Entrée pour ouvrir",
  keepTyping: "Continuez\u00a0: la recherche commence à deux caractères.",
  searching: "Recherche en cours…",
  resultCount: {
    one: "{count} résultat pour «\u00a0{query}\u00a0»",
    other: "{count} résultats pour «\u00a0{query}\u00a0»",
  },
  showingFirst: "Les {shown} premiers sont affichés.",
  noResults: "Aucun résultat pour «\u00a0{query}\u00a0».",
  noResultsHelp:
    "Vérifiez l’orthographe ou essayez moins de mots. Voici les pages les plus visitées\u00a0:",
  unavailable:
    "La recherche n’a pas pu se charger. Réessayez, ou parcourez toutes les pages par section ci-dessous.",
  allResults: "Voir tous les résultats sur la page de recherche",
  sectionFilter: "Section",
  allSections: "Toutes les sections",
  sections: {
    software: "Logiciels",
    services: "Services TI",
    company: "Entreprise",
    press: "Communiqués",
    support: "Soutien",
    videos: "Vidéos de formation",
    newsletters: "Infolettres",
  },
  browseHeading: "Toutes les pages, par section",
  browseLead:
    "La recherche a besoin de JavaScript, désactivé dans ce navigateur. Toutes les pages sont listées ci-dessous, et tous les communiqués sur la page des communiqués.",
  browseLeadScripted: "Ou parcourez toutes les pages du site\u00a0:",
  allReleases: "Tous les communiqués ({count})",
  newsletterTitle: "Infolettre\u00a0: {period} {year}",
  videoSection: "Vidéo de formation, {section}",
} satisfies Messages["search"];

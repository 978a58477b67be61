import type { Messages } from "../en";

export default {
  eyebrow: "Soutien",

  contactSupport: {
    call: "Appeler le {phone}",
    supportSite: "Site de soutien à la clientèle",
    callDesk: "Appelez le centre de soutien",
    hours: "de {opens} à {closes}, {zone}",
    email: "Courriel",
    haveReady: "Avant d’appeler, ayez en main",
    whenYouCall: "Déroulement de votre appel",
    selfHelp: "Trouvez vos réponses, en tout temps",
  },

  newsletters: {
    periods: {
      "1st Quarter": "1er trimestre",
      "2nd Quarter": "2e trimestre",
      "3rd Quarter": "3e trimestre",
      // Lower case: the period follows « Infolettre 2024, » in a link, as « 1er trimestre ».
      "Year End": "fin d’année",
    },
    linkBefore: "Infolettre {year}, ",
    linkAfter: "",
    archive: "Archives",
    archiveCount: "{years}, {issues}",
    years: { one: "{count} année", other: "{count} années" },
    issues: { one: "{count} numéro", other: "{count} numéros" },
    signupHeading: "Recevez chaque numéro par courriel",
    signupText:
      "Nous envoyons chaque nouveau numéro aux clients qui ont un forfait de soutien. Pour vous inscrire à la liste, ou pour changer l’adresse à laquelle nous l’envoyons, écrivez au soutien technique.",
    signupSubject: "Abonnement à l’infolettre",
    questions: "Une question sur un article\u202f? Composez le {phone}",
  },

  trainingVideos: {
    sections: "Sections de formation",
    sectionVideos: { one: " vidéo", other: " vidéos" },
    narrationHeading: "Vidéos commentées en anglais",
    narrationText:
      "Chaque leçon est commentée et sous-titrée en anglais\u202f; son titre et sa description sont traduits ici.",
    jsonLdDescription:
      "{caption}\u00a0: une courte vidéo de la série {section} de {organization}, commentée en anglais.",
  },

  videoLibrary: {
    filterLabel: "Filtrer les vidéos",
    filterHint:
      "Tapez une tâche ou un écran, par exemple «\u00a0lot\u00a0», «\u00a0rapprochement\u00a0» ou «\u00a0occasion\u00a0».",
    showing: { one: "{count} vidéo sur {total}", other: "{count} vidéos sur {total}" },
    noMatchHeading: "Aucune vidéo ne correspond à «\u00a0{query}\u00a0»",
    noMatchText:
      "Essayez un mot plus court, par exemple «\u00a0livre\u00a0» ou «\u00a0soumission\u00a0», ou effacez le filtre pour voir les {total} vidéos. Si la leçon dont vous avez besoin n’y est pas, le centre de soutien peut vous guider.",
    clear: "Effacer le filtre",
    sectionAll: { one: "{count} vidéo", other: "{count} vidéos" },
    sectionSome: { one: "{count} vidéo sur {total}", other: "{count} vidéos sur {total}" },
    sectionNone:
      "Aucune des {total} vidéos de cette section ne correspond à «\u00a0{query}\u00a0».",
    play: "Lire la vidéo\u00a0: {caption}",
    length: "Durée",
    lesson: "Leçon {lesson}",
    download: "Télécharger la vidéo",
    captionsLabel: "Anglais",
    narratedInEnglish: "Narration en anglais",
  },
} satisfies Messages["support"];

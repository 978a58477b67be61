import type { Messages } from "../en";

export default {
  talkToConsultant: "Parler à un conseiller",
  contactUs: "Nous joindre",
  contactCardHeading: "Parlez à un conseiller",
  askAbout:
    "Des questions sur {askAbout}\u202f? Appelez-nous ou écrivez-nous\u00a0: un conseiller vous répondra pendant les heures d’ouverture.",
} satisfies Messages["services"];

import type { Messages } from "../en";

export default {
  requestDemo: "Demander une démo",
  talkToConsultant: "Parler à un conseiller",
  exploreProduct: "Découvrir {name}",
  pdfPages: { one: "PDF, {count}\u00a0page", other: "PDF, {count}\u00a0pages" },
  onThisPage: "Sur cette page",
} satisfies Messages["software"];

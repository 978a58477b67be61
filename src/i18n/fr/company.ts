import type { Messages } from "../en";

export default {
  eyebrow: "Entreprise",
  customersEyebrow: "Nos clients",
  talkToConsultant: "Parler à un conseiller",

  talkToUs: "Parlez-nous",
  findOffice: "Trouver un bureau",
  aboutStats: "Ridgeline en chiffres",

  callUs: "Appelez-nous au {phone}",
  officesStats: "Ridgeline en un coup d’œil",
  headquartersEyebrow: "Où nous trouver",
  headquartersHeading: "Siège social et sièges régionaux",
  headquartersIntro:
    "Ridgeline est dirigée depuis Ottawa. Chaque siège régional dirige les ventes, les services-conseils et le soutien dans sa région.",
  tollFree: "Sans frais",
  officesHeading: "Nos bureaux, ici et dans le monde",
  mapTitle: "Carte de nos régions et de nos bureaux",
  mapDescription:
    "Les régions où nous avons des bureaux locaux, numérotées comme dans les listes : {regions}. Siège social : {headOffice}. Sièges régionaux : {headquarters}. L’Europe figure dans un encadré.",
  legendHeadOffice: "Siège social",
  legendHeadquarters: "Sièges régionaux",
  legendRegion: "Région où nous avons des bureaux locaux, numérotée comme dans les listes",

  readTestimonials: "Lire les témoignages",
  readStories: "Lire les réussites de nos clients",
  onThisPage: "Sur cette page",
  challenge: "Le défi",
  approach: "Notre intervention",
  result: "Le résultat",
  solutions: "Produits et services",
  outcomes: "Les résultats en chiffres",
  testimonialsHeading: "Ce que disent nos clients",
  testimonialsIntro:
    "Nos clients, dans leurs propres mots, par secteur d’activité. Chaque citation mène au produit ou au service dont elle parle.",
  featuredTestimonials: "Témoignages à la une",
  browseByIndustry: "Parcourir par secteur",
  industryTestimonials: { one: "{count} témoignage", other: "{count} témoignages" },
  originalQuote: "Citation originale (anglais)",

  jumpToYear: "Aller à une année",
  yearReleases: { one: "{count} communiqué", other: "{count} communiqués" },

  awardLogos: "Logos des prix",
  recognitionEyebrow: "Reconnaissance",
  awardsHeading: "Prix et classements de partenaire",
  awardsIntro:
    "Chacun des niveaux ci-dessous nous a été décerné par Sage, notre éditeur de logiciels, en fonction des résultats de nos clients.",
} satisfies Messages["company"];

import type { Messages } from "../en";

export default {
  notFoundEyebrow: "Erreur 404",
  notFoundLead:
    "L’adresse est peut-être mal écrite, ou la page a été déplacée. Toutes les pages du site sont à un clic ci-dessous ; vous pouvez aussi nous appeler au",
  goHome: "Aller à la page d’accueil",
  contactUs: "Nous joindre",
  siteSections: "Sections du site",
  errorEyebrow: "Erreur",
  errorLead:
    "Un problème est survenu pendant l’affichage de cette page. Veuillez réessayer ou revenir à la page d’accueil. Si le problème persiste, appelez-nous et nous vous aiderons.",
  backHome: "Retour à la page d’accueil",
} satisfies Messages["errors"];

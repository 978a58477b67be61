/**
 * The French (Canadian) text of the newsletter articles (newsletter-articles.ts), by
 * article id: an article missing here, or one that is not in English, is a type error.
 * The French edition of an issue shows the French summary from
 * content/fr/newsletters.yaml and these articles, picked by the English summary.
 *
 * Typography: a no-break space (U+00A0) before ":", ";", "!", "?" and inside « ».
 * The PDFs set Helvetica with WinAnsi encoding, which has no narrow no-break space
 * (U+202F), so U+00A0 stands in for it (written \u00a0 in template literals, where ESLint
 * refuses the character).
 */
import { site } from "../../../content/site";
import type { NewsletterPeriod } from "../../../src/content/schemas/newsletters";
import type { Article, ArticleId } from "./newsletter-articles";

export type ArticleText = Pick<Article, "heading" | "paragraphs">;

const uptime = site.stats.hostingUptimePercent.toLocaleString("fr-CA");

/** The issues' names, as the masthead and the document title give them ("1er trimestre 2024"). */
export const periodsFr: Record<NewsletterPeriod, string> = {
  "1st Quarter": "1er trimestre",
  "2nd Quarter": "2e trimestre",
  "3rd Quarter": "3e trimestre",
  "Year End": "Fin d’année",
};

export const articlesFr: Record<ArticleId, ArticleText> = {
  "year-end": {
    heading: "Votre liste de vérification de fin d’exercice",
    paragraphs: [
      "Une fin d’exercice réussie commence tôt. Reportez tous les lots ouverts dans Grand livre, Comptes fournisseurs et Comptes clients, imprimez les balances chronologiques et rapprochez chaque compte bancaire du dernier relevé de l’année avant de créer le nouvel exercice dans Services communs.",
      "Sauvegardez entièrement la base de données de chaque société avant la clôture et gardez-la à part des sauvegardes de nuit. Lancez ensuite « Créer un nouvel exercice » dans Grand livre, vérifiez le report des bénéfices non répartis et verrouillez les anciennes périodes contre tout report par erreur.",
      "Dès le début de décembre, nos conseillers offrent des plages de soutien de fin d’exercice. Réservez la vôtre au centre de soutien : nous ferons la clôture avec vous, ou à votre place en soirée.",
    ],
  },
  payroll: {
    heading: "Changements aux retenues sur la paie",
    paragraphs: [
      "Les tables fédérales et provinciales de retenues sur la paie changent en janvier, et cette année, les plafonds de gains ouvrant droit à pension aussi. Installez la mise à jour dans Sage HRMS avant la première paie, puis imprimez un registre d’essai pour comparer les retenues aux calculateurs officiels.",
      "Si une paie a été traitée avec les anciennes tables, ne l’annulez pas à la main. Appelez-nous : nous calculerons les ajustements et les configurerons pour qu’ils s’appliquent à la prochaine paie régulière, avec une piste de vérification claire pour votre comptable.",
    ],
  },
  upgrade: {
    heading: "Mettre à niveau Sage 300",
    paragraphs: [
      "Chaque version de Sage 300 fait passer d’autres écrans au Web et apporte une longue liste de correctifs. Avant la mise à niveau, dressez la liste de vos personnalisations, modules tiers et rapports personnalisés : nos conseillers les vérifient un à un avec la nouvelle version et vous disent lesquels demandent du travail.",
      "Nous répétons toujours la mise à niveau dans une copie de votre société. Vous y testez vos tâches quotidiennes pendant une semaine ; ce n’est qu’ensuite que nous mettons à niveau le système en production, habituellement la fin de semaine, pour que personne ne perde une journée de travail.",
    ],
  },
  crm: {
    heading: "Astuces Sage CRM",
    paragraphs: [
      "Un pipeline ne vaut que par ses données. Demandez à chaque représentant de fermer les occasions perdues en indiquant un motif et de tenir à jour la date de conclusion prévue : les prévisions du tableau de bord du directeur des ventes reposent précisément sur ces deux champs.",
      "Les sociétés en double s’accumulent au fil des salons professionnels et des demandes reçues par le Web. Utilisez l’écran de dédoublonnage avant d’importer une liste, et fusionnez les doublons existants pour que soumissions, dossiers et courriels se retrouvent au même endroit.",
    ],
  },
  security: {
    heading: "Rappels de sécurité",
    paragraphs: [
      "La plupart des attaques commencent par un courriel. Activez l’authentification multifacteur pour la messagerie, les bureaux à distance et les applications infonuagiques, et enseignez à tous une règle simple : ne jamais entrer de mot de passe sur une page ouverte depuis un lien reçu par courriel.",
      "Installez les mises à jour de Windows et des applications chaque mois, sans les reporter pendant des semaines. Pour les clients de nos services gérés, nous testons et installons les correctifs ; si vous n’avez pas de forfait, demandez-nous un examen rapide de vos paramètres de mise à jour.",
      "Si vous croyez avoir cliqué sur quelque chose de douteux, appelez immédiatement le centre de soutien. Débrancher un poste tôt coûte quelques minutes ; nettoyer un réseau coûte des jours.",
    ],
  },
  backup: {
    heading: "Des sauvegardes que vous pouvez restaurer",
    paragraphs: [
      "Une sauvegarde qui n’a jamais été restaurée est un espoir, pas un plan. Chaque trimestre, nous restaurons un échantillon des données de chaque client et chronométrons l’opération : le délai de reprise inscrit dans votre plan de continuité des affaires est ainsi une valeur mesurée.",
      "Votre plan doit préciser qui décide de basculer vers les systèmes de relève, comment le personnel y accède et quelles applications sont rétablies en premier. Nous le révisons avec vous une fois par année, ou chaque fois que vos systèmes changent.",
    ],
  },
  remote: {
    heading: "Travailler hors du bureau",
    paragraphs: [
      "L’accès à distance à Sage fonctionne le mieux par le bureau hébergé ou par un RPV vers votre propre serveur, jamais en ouvrant des ports dans le pare-feu du bureau. Avant de le laisser se connecter, vérifiez que chaque ordinateur utilisé à domicile a reçu ses mises à jour et que son antivirus est à jour.",
      "Les téléphones logiciels permettent au personnel de répondre à la ligne du bureau depuis un ordinateur portable. Nous pouvons les installer en complément de votre système téléphonique actuel : vos clients composent le même numéro, où que travaille votre équipe.",
    ],
  },
  hosting: {
    heading: "L’hébergement dans notre centre de données",
    paragraphs: [
      `Sage hébergé fonctionne sur nos serveurs avec une disponibilité garantie de ${uptime}\u00a0%, des sauvegardes nocturnes conservées hors site et des mises à jour installées pour vous. Votre équipe se connecte du bureau, de la maison ou en déplacement, avec les mêmes écrans qu’aujourd’hui.`,
      "Le passage à l’hébergement se fait en une fin de semaine : nous copions vos sociétés, les testons avec vous et basculons une fois que tout concorde. Les frais mensuels remplacent le matériel serveur, le logiciel de sauvegarde et une bonne partie du temps que votre personnel consacre à leur entretien.",
    ],
  },
  privacy: {
    heading: "Données des clients et vie privée",
    paragraphs: [
      "Les lois sur la protection des renseignements personnels permettent à chacun de consulter les données que vous détenez à son sujet et d’en demander la correction ou la suppression. Sage CRM peut exporter tout ce qui est lié à un contact, et nous pouvons vous montrer comment répondre à une demande en quelques minutes.",
      "Ne conservez que l’essentiel : fixez une durée de conservation pour les anciennes pistes et les dossiers fermés, puis supprimez-les à l’échéance. Moins de données, moins à protéger et à justifier.",
    ],
  },
  "bank-reconciliation": {
    heading: "Un rapprochement bancaire plus rapide",
    paragraphs: [
      "L’importation du relevé bancaire dans Services bancaires rapproche automatiquement la plupart des chèques et des dépôts ; il ne vous reste que les exceptions à examiner. Configurez le format d’importation une fois par compte et faites le rapprochement chaque semaine plutôt que chaque mois.",
      "La plupart des écarts ont quelques causes bien connues : des dépôts reportés dans la mauvaise banque, des chèques annulés dans Comptes fournisseurs mais pas dans Services bancaires, et des frais bancaires jamais saisis. Vérifiez ces trois points avant de chercher ailleurs.",
    ],
  },
  "end-of-support": {
    heading: "Planifier la fin du soutien",
    paragraphs: [
      "Quand Microsoft cesse de prendre en charge une version de Windows, celle-ci ne reçoit plus de correctifs de sécurité, et les nouvelles versions de Sage ne la prennent plus en charge non plus. Dressez la liste de vos ordinateurs et serveurs avec leur version de Windows, et planifiez leur remplacement par exercice budgétaire.",
      "Nous pouvons fournir, configurer et migrer vos nouveaux postes en transférant les fichiers et les paramètres Sage des utilisateurs : dès le premier matin, votre personnel reprend là où il s’était arrêté.",
    ],
  },
  "how-support-works": {
    heading: "Comment fonctionne le soutien technique",
    paragraphs: [
      "Appelez le centre de soutien : un conseiller ouvre un billet pendant que vous êtes en ligne. Vous recevez le numéro du billet par courriel, et toutes les personnes qui travaillent sur votre demande voient l’historique complet : vous n’avez jamais à expliquer deux fois le même problème.",
      "Nos séances de formation en classe et en ligne ont lieu chaque mois. Demandez le calendrier au centre de soutien, ou une séance privée pour votre équipe.",
    ],
  },
  "from-the-desk": {
    heading: "Le mot du centre de soutien",
    paragraphs: [
      "Quand vous appelez, ayez en main le nom et la version du produit (Aide, puis À propos, dans la plupart des écrans Sage), le libellé exact du message d’erreur et ce que vous faisiez alors. Une capture d’écran envoyée au soutien par courriel nous permet de commencer avant de vous rappeler.",
      "De courtes vidéos de formation sur Sage 300 et Sage CRM sont offertes sur notre site Web, à côté des archives des infolettres précédentes.",
    ],
  },
};

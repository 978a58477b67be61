/**
 * The French (Canadian) text of the placeholder capability fact sheets: one entry
 * per English sheet in fact-sheets.ts, keyed by the English sheet's path (the French
 * PDF is written beside it as NAME-fr.pdf). A sheet missing here, or one that is not
 * in English, is a type error.
 *
 * Typography: a no-break space (U+00A0) before ":", ";", "!", "?" and inside « »,
 * and as the thousands separator. The PDFs set Helvetica with WinAnsi encoding,
 * which has no narrow no-break space (U+202F), so U+00A0 stands in for it (written
 * \u00a0 in template literals, where ESLint refuses the character). "Sage 300"
 * and "Sage 100" are joined by one too, so that no line ends on "Sage".
 */

import { site } from "../../../content/site";
import { formatNumber } from "../../../src/i18n/locale";
import { winAnsiText } from "../lib";
import type { FactSheetContent, FactSheetPath, FactSheetSection } from "./fact-sheets";

const uptime = site.stats.hostingUptimePercent.toLocaleString("fr-CA");
const companies = winAnsiText(formatNumber(site.stats.companiesServed, "fr"));

/** `area` with its article: "le Grand livre", "la consolidation". */
const implementation = (product: string, area: string): FactSheetSection[] => [
  {
    heading: `Implanter ${area} avec Ridgeline`,
    paragraphs: [
      `Chaque projet ${product} commence par un atelier de découverte au cours duquel nos conseillers documentent la façon dont votre équipe travaille aujourd’hui, les rapports sur lesquels s’appuie la direction et les contrôles qu’attendent vos vérificateurs. La configuration que nous proposons découle de ces réponses, et non d’un modèle tout fait.`,
      "Nous convertissons les soldes d’ouverture et l’historique de votre système actuel, les rapprochons avec votre équipe des finances et exploitons les deux systèmes en parallèle pendant une période avant la mise en production : personne n’a à croire les nouveaux chiffres sur parole.",
    ],
  },
  {
    heading: "Formation et soutien technique",
    bullets: [
      "Formation adaptée à chaque rôle (commis, approbateurs et gestionnaires), à partir de vos propres données.",
      "Procédures écrites de fin de mois et de fin d’exercice, adaptées à votre configuration.",
      "Un centre de soutien dont les conseillers certifiés connaissent votre installation.",
      `Hébergement facultatif avec une disponibilité garantie de ${uptime}\u00a0%\u00a0: vous n’avez jamais de serveur à gérer.`,
    ],
  },
  {
    heading: "Communiquez avec nous",
    paragraphs: [
      `Depuis ${site.foundingYear}, ${site.name} a accompagné plus de ${companies} entreprises dans plus de ${site.stats.countries} pays. Composez le ${site.phones.main.display} ou écrivez à ${site.emails.sales} pour organiser une démonstration.`,
    ],
  },
];

export const factSheetsFr: Record<FactSheetPath, FactSheetContent> = {
  "software/sage300/general-ledger.pdf": {
    product: "Sage 300",
    title: "Grand livre",
    summary:
      "Le cœur financier de Sage 300 : un plan comptable souple, plusieurs calendriers d’exercice et une piste de vérification complète, communs à tous les modules.",
    pages: [
      [
        {
          heading: "Un plan comptable adapté à votre organisation",
          paragraphs: [
            "Les numéros de compte, d’au plus 45 caractères, se composent de segments que vous définissez : compte naturel, service, emplacement, division ou projet. Les rapports peuvent sélectionner, trier et totaliser selon n’importe quel segment : un seul plan comptable sert à la fois aux états réglementaires et à l’analyse de gestion.",
            "Les groupes de comptes et les codes de structure préservent la cohérence du plan à mesure qu’il s’étoffe, et les comptes de répartition ventilent automatiquement entre les services les coûts partagés comme le loyer ou les assurances.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Saisie par lots, avec journaux de report, lots d’erreurs et piste de vérification complète.",
            "Écritures périodiques et écritures de contrepassation pour les régularisations et les ajustements de fin de mois.",
            "Plusieurs calendriers d’exercice, exercices de treize périodes et périodes d’ajustement.",
            "Budgets par compte et par segment, avec plusieurs jeux de budgets par exercice.",
            "Historique illimité : de n’importe quel solde, remontez jusqu’au document source.",
            "Consolidation de plusieurs sociétés Sage 300, dans n’importe quelle devise.",
            "Champs optionnels pour consigner des renseignements supplémentaires sur les comptes et les opérations.",
          ],
        },
        {
          heading: "Contrôles",
          paragraphs: [
            "Les groupes de sécurité déterminent qui peut créer des comptes, saisir des lots, les reporter et fermer des périodes. Le verrouillage des périodes empêche les écritures antidatées, et chaque lot reporté conserve son numéro d’écriture, sa date et son utilisateur d’origine.",
          ],
        },
      ],
      implementation("Sage 300", "le Grand livre"),
    ],
  },
  "software/sage300/accounts-payable.pdf": {
    product: "Sage 300",
    title: "Comptes fournisseurs",
    summary:
      "Factures, approbations et paiements des fournisseurs réunis au même endroit, reportés directement dans le Grand livre et les Services bancaires.",
    pages: [
      [
        {
          heading: "De la facture au paiement",
          paragraphs: [
            "Le module Comptes fournisseurs de Sage 300 enregistre par fournisseur les factures, les notes de débit et de crédit et les frais d’intérêt, les répartit entre les comptes du grand livre ou les réceptions de bons de commande, puis les règle par chèque ou par virement électronique de fonds lors de cycles de paiement contrôlés.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Groupes de fournisseurs avec modalités, catégories de taxes et codes de répartition par défaut.",
            "Factures périodiques pour les loyers, les baux et les abonnements.",
            "Suspension des paiements et plafonds d’approbation par utilisateur.",
            "Sélection des paiements par date d’échéance, date d’escompte, groupe de fournisseurs ou banque.",
            "Impression des chèques et fichiers de paiement électronique pour votre banque.",
            "Rapports de classement chronologique, de besoins de trésorerie et d’opérations par fournisseur.",
            "Déclarations 1099 aux États-Unis et T5018 au Canada.",
            "Fournisseurs multidevises, avec report des gains et pertes de change au paiement.",
          ],
        },
        {
          heading: "Avec le module Bons de commande",
          paragraphs: [
            "Lorsque le module Bons de commande est installé, les factures sont rapprochées des réceptions et des commandes avant leur approbation, et les écarts de prix ou de quantité sont signalés pour examen au lieu d’être payés.",
          ],
        },
      ],
    ],
  },
  "software/sage300/accounts-receivable.pdf": {
    product: "Sage 300",
    title: "Comptes clients",
    summary:
      "Facturation, encaissements, relevés et recouvrement, avec vérification des limites de crédit dès la saisie des commandes.",
    pages: [
      [
        {
          heading: "Soyez payé plus rapidement",
          paragraphs: [
            "Le module Comptes clients de Sage 300 regroupe dans un même registre les factures, les encaissements, les ajustements et les remboursements de chaque client. Les limites de crédit et les soldes en souffrance sont vérifiés dès la saisie des commandes, et les relevés et les lettres de relance partent selon le calendrier que vous fixez.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Groupes de clients, comptes nationaux et adresses de livraison.",
            "Factures, notes de crédit et de débit, frais d’intérêt et frais périodiques.",
            "Saisie des encaissements par lots, avec imputation automatique aux factures les plus anciennes.",
            "Relevés, lettres de relance et notes de recouvrement par client.",
            "Balance chronologique et comptes en souffrance par représentant ou par territoire.",
            "Remboursements par chèque ou par paiement électronique.",
            "Clients multidevises et réévaluation des soldes non réglés.",
          ],
        },
        {
          heading: "Relié aux ventes",
          paragraphs: [
            "Avec Commandes clients et Sage CRM, le personnel des ventes voit la situation de crédit d’un client avant de préparer une soumission, et les factures passent dans les comptes clients dès qu’une commande est expédiée.",
          ],
        },
      ],
    ],
  },
  "software/sage300/multicurrency.pdf": {
    product: "Sage 300",
    title: "Multidevise",
    summary:
      "Opérations, réévaluations et rapports dans n’importe quelle devise, avec report automatique des gains et des pertes de change.",
    pages: [
      [
        {
          heading: "Conçu pour les entreprises qui commercent au-delà des frontières",
          paragraphs: [
            "Chaque société Sage 300 a une devise fonctionnelle. Clients, fournisseurs et comptes bancaires peuvent chacun en utiliser une autre, et chaque opération conserve à la fois son montant en devise source et en devise fonctionnelle : vous pouvez produire vos rapports dans l’une ou l’autre.",
            "Les taux de change sont conservés par type de taux et par date : utilisez un taux au comptant quotidien pour les factures, un taux moyen pour les rapports et un taux contractuel pour les opérations couvertes.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Devises et types de taux illimités, avec des taux conservés par date.",
            "Montants en devise source et en devise fonctionnelle pour chaque opération.",
            "Gains et pertes de change réalisés reportés automatiquement au règlement des factures.",
            "Réévaluation en fin de période des comptes clients et fournisseurs non réglés et des soldes bancaires.",
            "Devise de présentation pour les groupes qui publient leurs résultats dans une troisième devise.",
            "Consolidation de sociétés dont les devises fonctionnelles diffèrent.",
          ],
        },
      ],
      implementation("Sage 300", "le module Multidevise"),
    ],
  },
  "software/sage300/financial-reporter.pdf": {
    product: "Sage 300",
    title: "Générateur de rapports financiers",
    summary:
      "Des états financiers conçus dans Excel et alimentés en direct par les données du Grand livre, avec accès au détail jusqu’à la source.",
    pages: [
      [
        {
          heading: "Des états que votre équipe peut modifier",
          paragraphs: [
            "Le Générateur de rapports financiers produit les états des résultats, les bilans et les tableaux annexes à partir de feuilles de calcul Excel. Des formules vont chercher les soldes, les budgets et les chiffres de l’exercice précédent directement dans le Grand livre : le personnel des finances modifie lui-même les mises en page, sans programmeur de rapports.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Modèles d’état des résultats, de bilan et de balance de vérification.",
            "Soldes, variations nettes, budgets et quantités pour n’importe quelle période de l’exercice.",
            "Sélection et consolidation par segment de compte, groupe ou champ optionnel.",
            "Accès, depuis n’importe quel chiffre, aux opérations qui le composent.",
            "États d’une seule société ou consolidés pour plusieurs sociétés.",
            "Sortie dans Excel, sur imprimante ou en PDF.",
          ],
        },
        {
          heading: "Clôturez plus vite",
          paragraphs: [
            "Comme les états lisent directement le grand livre, il n’y a aucune exportation à rapprocher. Relancez-les après un ajustement de dernière minute, et tous les chiffres se mettent à jour.",
          ],
        },
      ],
    ],
  },
  "software/sage100/warehouse-and-distribution.pdf": {
    product: "Sage 100",
    title: "Entreposage et distribution",
    summary:
      "Stocks, commandes clients, achats et retours dans Sage 100, avec des quantités connues par entrepôt et par emplacement.",
    pages: [
      [
        {
          heading: "Sachez ce que vous avez et où il se trouve",
          paragraphs: [
            "Le module Gestion des stocks de Sage 100 suit chaque article par entrepôt et l’évalue selon la méthode PEPS, DEPS, du coût moyen ou du coût standard, ou encore par lot et par numéro de série. Commandes clients et Bons de commande tiennent à jour les quantités commandées et engagées : la quantité qu’un représentant promet est bien celle qui est en rayon.",
          ],
        },
        {
          heading: "Modules",
          bullets: [
            "Gestion des stocks : articles, entrepôts, évaluation des coûts, seuils de réapprovisionnement et inventaires physiques.",
            "Commandes clients : soumissions, commandes, commandes en souffrance, livraisons directes et facturation.",
            "Bons de commande : demandes d’achat, commandes, réceptions et coût rendu.",
            "Codes à barres : lecture optique à la réception, au prélèvement, aux transferts et aux inventaires.",
            "Autorisation de retour de marchandises : retours, réparations et remplacements.",
          ],
        },
      ],
      [
        {
          heading: "Au quotidien",
          bullets: [
            "Listes de prélèvement et bordereaux d’emballage imprimés par entrepôt et par date d’expédition.",
            "Commandes en souffrance créées automatiquement en cas de rupture de stock, puis libérées à l’arrivée de la marchandise.",
            "Suggestions d’achat fondées sur les seuils de réapprovisionnement, l’historique des ventes et les commandes en cours.",
            "Transferts entre entrepôts, avec suivi des marchandises en transit.",
            "Inventaires tournants par catégorie d’articles : l’entrepôt ne ferme jamais le temps d’un inventaire complet.",
          ],
        },
        ...implementation("Sage 100", "l’entreposage et la distribution").slice(1),
      ],
    ],
  },
  "software/sage100/manufacturing.pdf": {
    product: "Sage 100",
    title: "Fabrication",
    summary:
      "Nomenclatures, ordres de fabrication et planification des besoins matières dans Sage 100, avec report direct dans les stocks et le grand livre.",
    pages: [
      [
        {
          heading: "Produire sans second système",
          paragraphs: [
            "Les modules de fabrication de Sage 100 planifient la production et en calculent le coût dans la même base de données que les stocks, les ventes et le grand livre. Une commande client peut créer un ordre de fabrication ; à la fin de l’ordre, les produits finis entrent en stock et les composants en sortent ; le grand livre voit chaque étape.",
          ],
        },
        {
          heading: "Modules",
          bullets: [
            "Nomenclatures : nomenclatures à plusieurs niveaux, options, révisions et recherche des cas d’emploi.",
            "Ordres de fabrication : gammes, main-d’œuvre et frais généraux, sorties de matières et achèvements.",
            "Planification des besoins matières : quoi fabriquer, quoi acheter, et quand.",
            "Ordonnancement de la production par poste de charge et par date d’échéance.",
          ],
        },
        {
          heading: "Des coûts fiables",
          paragraphs: [
            "Les coûts standard et réels sont comparés pour chaque ordre de fabrication, et les écarts sur matières, main-d’œuvre et frais généraux sont reportés au grand livre : vos marges sont connues, et non estimées.",
          ],
        },
      ],
    ],
  },
  "software/sage-intact/multi-entity-consolidation.pdf": {
    product: "Sage Intacct",
    title: "Consolidation multientité",
    summary:
      "Consolidez filiales et devises en temps réel, avec élimination automatique des opérations intersociétés.",
    pages: [
      [
        {
          heading: "Une seule clôture pour tout le groupe",
          paragraphs: [
            "Sage Intacct tient les livres de chaque entité séparément et les consolide au fil du report des opérations. Aucune exportation, aucun chiffrier de consolidation, et plus besoin d’attendre que la dernière filiale envoie sa balance de vérification.",
            "Des fournisseurs, des clients et des plans comptables partagés assurent la cohérence entre les entités, tandis que chacune conserve sa devise, ses règles fiscales et ses comptes bancaires.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Consolidation en temps réel d’un nombre illimité d’entités.",
            "Écritures intersociétés à payer et à recevoir, et éliminations, générées automatiquement.",
            "Conversion multidevise avec types de taux configurables.",
            "Livres de consolidation pour différentes structures de présentation.",
            "Accès par entité selon le rôle : les équipes locales ne voient que leurs propres livres.",
            "Un calendrier de clôture unique, avec suivi des tâches dans tout le groupe.",
          ],
        },
      ],
      implementation("Sage Intacct", "la consolidation"),
    ],
  },
  "software/sage-intact/dimensional-reporting.pdf": {
    product: "Sage Intacct",
    title: "Rapports par dimensions",
    summary:
      "Associez des dimensions à chaque opération et produisez des rapports sur n’importe quelle combinaison, sans ajouter de comptes.",
    pages: [
      [
        {
          heading: "Un plan comptable court, des analyses à volonté",
          paragraphs: [
            "Les systèmes traditionnels intègrent le service, l’emplacement et le projet au numéro de compte : chaque nouvelle combinaison exige un nouveau compte. Sage Intacct les enregistre plutôt comme dimensions de chaque opération. Le plan comptable reste court ; les rapports découpent les mêmes chiffres de toutes les façons que demande la direction.",
          ],
        },
        {
          heading: "Dimensions standard et personnalisées",
          bullets: [
            "Emplacement, service, projet, client, fournisseur, employé, article et catégorie.",
            "Dimensions personnalisées pour tout ce que vous suivez d’autre, comme un fonds ou une subvention.",
            "Relations entre dimensions qui imposent des combinaisons valides à la saisie.",
          ],
        },
        {
          heading: "Rapports",
          bullets: [
            "Rapports financiers dont chaque ligne ou colonne se détaille par dimension.",
            "Tableaux de bord par rôle, mis à jour au fil du report des opérations.",
            "Accès, depuis n’importe quel chiffre, aux opérations sous-jacentes.",
            "Rapports planifiés envoyés par courriel.",
          ],
        },
      ],
    ],
  },
  "software/sage-intact/revenue-recognition.pdf": {
    product: "Sage Intacct",
    title: "Comptabilisation des produits",
    summary:
      "Calendriers de comptabilisation automatisés pour les abonnements, les jalons et les contrats à éléments multiples, selon l’ASC 606 et IFRS 15.",
    pages: [
      [
        {
          heading: "Comptabilisez vos produits selon les règles, automatiquement",
          paragraphs: [
            "Sage Intacct crée les calendriers de comptabilisation dès la saisie des contrats et des factures, répartit le prix de transaction entre les obligations de prestation et reporte les produits comptabilisés à chaque période. Les équipes des finances examinent les exceptions au lieu de tenir des calendriers dans des chiffriers.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Modèles de comptabilisation linéaire, par jalons, selon le degré d’avancement ou selon l’utilisation.",
            "Répartition de la valeur du contrat entre les obligations selon les prix de vente spécifiques.",
            "Traitement automatique des modifications, des renouvellements et des résiliations de contrats.",
            "Tableau d’écoulement des produits différés et rapports prévisionnels.",
            "Piste de vérification des produits comptabilisés jusqu’à la ligne du contrat.",
          ],
        },
      ],
    ],
  },
  "software/sage-crm/sales-force-automation.pdf": {
    product: "Sage CRM",
    title: "Automatisation des ventes",
    summary:
      "Pipeline, prévisions et soumissions dans Sage CRM, reliés aux commandes de Sage 300 et de Sage 100.",
    pages: [
      [
        {
          heading: "Vendez en ayant une vue d’ensemble",
          paragraphs: [
            "Sage CRM offre à chaque représentant un écran par client : contacts, rendez-vous, courriels, occasions d’affaires et soumissions, à côté des commandes, des factures et des soldes de votre système comptable Sage. Les directeurs voient le pipeline par étape, par représentant et par territoire, mis à jour au fil du travail des représentants.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Pistes et occasions d’affaires, avec étapes et probabilités configurables.",
            "Prévisions par représentant, par équipe et par territoire.",
            "Soumissions avec les articles et les prix de Sage 300 ou de Sage 100.",
            "Conversion des soumissions en commandes, sans ressaisie.",
            "Intégration du calendrier, des tâches et des courriels avec Outlook et Gmail.",
            "Accès mobile pour les représentants sur la route.",
          ],
        },
      ],
      [
        {
          heading: "Tableaux de bord pour les directeurs des ventes",
          bullets: [
            "Valeur du pipeline et prévisions pondérées par période.",
            "Taux de conclusion et durée du cycle de vente par produit et par représentant.",
            "Suivis en retard et occasions d’affaires au point mort.",
          ],
        },
        ...implementation("Sage CRM", "l’automatisation des ventes").slice(1),
      ],
    ],
  },
  "software/sage-crm/customer-service.pdf": {
    product: "Sage CRM",
    title: "Service à la clientèle",
    summary:
      "Dossiers, niveaux de service et base de connaissances partagée dans Sage CRM, avec les commandes et les factures du client dans le même écran.",
    pages: [
      [
        {
          heading: "Chaque dossier suivi jusqu’à sa résolution",
          paragraphs: [
            "Sage CRM consigne chaque problème d’un client dans un dossier, avec le produit, la priorité et le responsable, l’achemine à la bonne personne et en suit le traitement par rapport au niveau de service promis. Les agents voient l’historique du client et ses commandes en cours : ils répondent sans transférer l’appel.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Ouverture de dossiers par téléphone, par courriel ou sur le Web, avec attribution automatique.",
            "Ententes de niveau de service, avec transfert au palier supérieur lorsqu’une cible n’est pas respectée.",
            "Une base de connaissances de solutions, partagée par toute l’équipe.",
            "Portail libre-service où les clients suivent l’état de leurs dossiers.",
            "Rapports sur le volume, le délai de résolution et la satisfaction.",
          ],
        },
      ],
    ],
  },
  "software/sage-hrms-payroll/sage-hrms.pdf": {
    product: "Sage HRMS",
    title: "Sage HRMS",
    summary:
      "Un système de référence unique pour vos employés : postes, historique de rémunération, avantages sociaux, présences et conformité.",
    pages: [
      [
        {
          heading: "De la lettre d’offre à l’entrevue de départ",
          paragraphs: [
            "Sage HRMS conserve un historique complet et daté de chaque employé : postes, salaires, évaluations, formations, certifications et documents. Les équipes RH répondent aux questions des gestionnaires et des vérificateurs en quelques minutes, sans fouiller dans les dossiers.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Dossiers d’employés avec historique illimité et pièces jointes.",
            "Gestion des postes et organigrammes.",
            "Régimes d’avantages sociaux, admissibilité et adhésion, avec rapports pour les assureurs.",
            "Régimes de congés, avec règles d’acquisition propres à chaque politique.",
            "Suivi des formations, des certifications et des permis, avec alertes d’expiration.",
            "Registre des incidents de santé et de sécurité.",
          ],
        },
      ],
      [
        {
          heading: "Rapports et conformité",
          bullets: [
            "Analyse des effectifs, du roulement du personnel et de la rémunération.",
            "Rapports sur l’équité en matière d’emploi et rapports réglementaires.",
            "Piste de vérification de chaque modification apportée à un dossier d’employé.",
          ],
        },
        ...implementation("Sage HRMS", "Sage HRMS").slice(1),
      ],
    ],
  },
  "software/sage-hrms-payroll/employee-self-service.pdf": {
    product: "Sage HRMS",
    title: "Libre-service des employés",
    summary:
      "Un portail Web sécurisé où les employés consultent leur paie, mettent à jour leurs renseignements et demandent des congés.",
    pages: [
      [
        {
          heading: "Moins de demandes courantes pour les RH",
          paragraphs: [
            "Le Libre-service des employés donne à chacun un accès sécurisé à ses propres renseignements. Talons de paie, feuillets fiscaux, soldes de congés et choix d’avantages sociaux sont accessibles en tout temps, et les modifications sont soumises à une approbation lorsque votre politique l’exige.",
          ],
        },
        {
          heading: "Ce que les employés peuvent faire",
          bullets: [
            "Consulter et télécharger leurs relevés de paie et leurs feuillets fiscaux de fin d’année.",
            "Mettre à jour leur adresse, leurs personnes à joindre en cas d’urgence et leurs coordonnées de dépôt direct.",
            "Demander des congés et consulter leurs soldes à jour.",
            "Adhérer aux avantages sociaux pendant la période d’inscription.",
            "Lire les politiques de l’entreprise et en accuser réception en ligne.",
          ],
        },
        {
          heading: "Ce que les gestionnaires peuvent faire",
          bullets: [
            "Approuver les demandes de congé et les modifications de renseignements.",
            "Consulter le calendrier et les soldes de congés de leur équipe.",
          ],
        },
      ],
    ],
  },
  "software/sage-hrms-payroll/payroll.pdf": {
    product: "Sage Payroll",
    title: "Paie",
    summary:
      "Des paies exactes pour le personnel horaire et salarié, avec des tables d’impôt à jour, le dépôt direct et le report au grand livre.",
    pages: [
      [
        {
          heading: "Chaque employé payé correctement, chaque fois",
          paragraphs: [
            "Sage Payroll calcule les gains, les retenues, les impôts et les cotisations de l’employeur pour chaque groupe et chaque cycle de paie. Les tables d’impôt sont mises à jour chaque année, et nos spécialistes de la paie révisent votre configuration avant chaque fin d’année.",
          ],
        },
        {
          heading: "Fonctionnalités",
          bullets: [
            "Cycles de paie hebdomadaires, aux deux semaines, bimensuels et mensuels.",
            "Plusieurs groupes de paie, chèques hors cycle et ajustements manuels.",
            "Impôts fédéral, provinciaux et des États américains, avec mise à jour annuelle des tables.",
            "Retenues pour avantages sociaux et saisies sur salaire provenant de Sage HRMS.",
            "Fichiers de dépôt direct pour votre banque.",
            "Journaux de paie reportés dans Sage 300 ou Sage 100.",
          ],
        },
      ],
      [
        {
          heading: "Coûts de main-d’œuvre et fin d’année",
          bullets: [
            "Répartition des salaires et des charges sociales de l’employeur par service, par poste ou par projet.",
            "Rapports de versement pour chaque administration fiscale.",
            "Formulaires W-2 et feuillets T4 de fin d’année, imprimés ou transmis par voie électronique.",
          ],
        },
        ...implementation("Sage Payroll", "la paie").slice(1),
      ],
    ],
  },
};

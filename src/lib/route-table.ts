/**
 * The route table: one list of every page, in English (its canonical path, which
 * names the page everywhere in the code and content) and in French (its path under
 * /fr). Both languages' pages are built from it (src/pages/[...path].astro); it
 * drives the redirect rules (server, nginx, _redirects), sitemap.xml and robots.txt.
 * Plain data and pure functions only: it is imported by the browser bundle, the
 * build config, the server and the scripts alike.
 */
import { frenchPrefix, locales, localeOfPath, type Locale } from "../i18n/locale";

/** A page's words and address in one language. */
export type PageText = {
  /** Leading slash, no trailing slash. */
  path: string;
  /** The page's h1. */
  heading: string;
  /** The <title> before the site-wide suffix. */
  title: string;
  /** Meta description: unique per page (in both languages), 70-160 characters. */
  description: string;
};

export type PageRoute = PageText & {
  /** The French twin, under /fr: its path is chosen once and kept. */
  fr: PageText;
  /** Older or misspelled paths that must answer 301 to this page. */
  aliases?: readonly string[];
  /**
   * The original site linked to this page with a relative href (no leading slash),
   * so browsers resolved it against whatever page the visitor was on. Those
   * resolved paths redirect here too.
   */
  linkedRelatively?: boolean;
  /** Sitemap priority, 0-1. */
  priority?: number;
  /** False for pages search engines should not list (the form's thank-you page). */
  indexable?: boolean;
  /**
   * The page already leads to the contact form at its end (a product's REQUEST A DEMO
   * band, a service's call to action), or is the form or its thank-you page: the
   * 'How Can We Help?' banner after it offers no second Get In Touch.
   */
  endsWithContact?: true;
};

const pageTable = [
  {
    path: "/",
    heading: "Business software and IT services that keep your company running",
    title: "Sage software and IT services since 1981",
    description:
      "Ridgeline Business Systems sells, implements and supports Sage 300, Sage 100, Sage Intacct, Sage CRM and HRMS, with hosting and managed IT services.",
    fr: {
      path: "/fr",
      heading:
        "Des logiciels de gestion et des services informatiques qui font tourner votre entreprise",
      title: "Logiciels Sage et services TI depuis 1981",
      description:
        "Ridgeline Business Systems vend, implante et soutient Sage 300, Sage 100, Sage Intacct, Sage CRM et Sage HRMS, avec l’hébergement et les services TI gérés.",
    },
    priority: 1,
  },
  {
    path: "/software",
    heading: "Sage business software",
    title: "Sage business software",
    description:
      "Compare Sage 300, Sage 100, Sage Intacct, Sage CRM and Sage HRMS & Payroll, and find the accounting, ERP, CRM or payroll system that fits your business.",
    fr: {
      path: "/fr/logiciels",
      heading: "Logiciels de gestion Sage",
      title: "Logiciels de gestion Sage",
      description:
        "Comparez Sage 300, Sage 100, Sage Intacct, Sage CRM et Sage HRMS et Paie, et trouvez le système comptable, PGI, GRC ou de paie qui convient à votre entreprise.",
    },
    priority: 0.9,
  },
  {
    path: "/software/sage300",
    heading: "Sage 300",
    title: "Sage 300 financial management and ERP",
    description:
      "Sage 300 brings multi-company, multi-currency accounting, distribution and operations together. Ridgeline implements, hosts and supports it.",
    fr: {
      path: "/fr/logiciels/sage300",
      heading: "Sage 300",
      title: "Sage 300 : gestion financière et PGI",
      description:
        "Sage 300 réunit la comptabilité multisociété et multidevise, la distribution et les opérations. Ridgeline l’implante, l’héberge et le soutient.",
    },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage100",
    heading: "Sage 100",
    title: "Sage 100 accounting and ERP",
    description:
      "Sage 100 covers core accounting, business intelligence, warehouse and distribution, manufacturing, HR and payroll, and CRM for growing businesses.",
    fr: {
      path: "/fr/logiciels/sage100",
      heading: "Sage 100",
      title: "Sage 100 : comptabilité et PGI",
      description:
        "Sage 100 couvre la comptabilité, l’informatique décisionnelle, l’entreposage, la fabrication, la paie et la GRC des entreprises en croissance.",
    },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage-intact",
    heading: "Sage Intacct",
    title: "Sage Intacct cloud financials",
    description:
      "Sage Intacct is cloud financial management with real-time multi-entity consolidation, dimensional reporting and automated revenue recognition.",
    fr: {
      path: "/fr/logiciels/sage-intacct",
      heading: "Sage Intacct",
      title: "Sage Intacct : finances infonuagiques",
      description:
        "Sage Intacct, c’est la gestion financière en nuage : consolidation multientité en temps réel, rapports par dimensions et constatation automatisée des revenus.",
    },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage-crm",
    heading: "Sage CRM",
    title: "Sage CRM customer relationship management",
    description:
      "Sage CRM connects sales, marketing and customer service to your Sage accounting data, so every team sees the whole customer.",
    fr: {
      path: "/fr/logiciels/sage-crm",
      heading: "Sage CRM",
      title: "Sage CRM : gestion de la relation client",
      description:
        "Sage CRM relie les ventes, le marketing et le service à la clientèle à vos données comptables Sage, pour que chaque équipe voie le client en entier.",
    },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/software/sage-hrms-payroll",
    heading: "Sage HRMS & Payroll",
    title: "Sage HRMS & Payroll",
    description:
      "Sage HRMS, Employee Self Service and Payroll: manage people, benefits and pay runs accurately, with Ridgeline as your implementation partner.",
    fr: {
      path: "/fr/logiciels/sage-rh-paie",
      heading: "Sage HRMS et Paie",
      title: "Sage HRMS et Paie",
      description:
        "Sage HRMS, le libre-service des employés et la paie : gérez le personnel, les avantages sociaux et les paies avec exactitude, avec Ridgeline comme partenaire.",
    },
    linkedRelatively: true,
    priority: 0.9,
    endsWithContact: true,
  },
  {
    path: "/services/hosting",
    heading: "Cloud hosting",
    title: "Managed cloud hosting for Sage",
    description:
      "Run Sage and your business applications on managed cloud hosting with a 99.9% uptime guarantee, daily backups and a support desk that knows your software.",
    fr: {
      path: "/fr/services/hebergement",
      heading: "Hébergement infonuagique",
      title: "Hébergement infonuagique géré pour Sage",
      description:
        "Exploitez Sage et vos applications sur un hébergement géré : 99,9 % de disponibilité garantie, sauvegardes quotidiennes et un soutien qui connaît Sage.",
    },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/managed-services",
    heading: "Managed IT services",
    title: "Managed IT services",
    description:
      "Desktop monitoring, network printing, a virtual CIO, application sourcing and security services: managed IT from Ridgeline Business Systems.",
    fr: {
      path: "/fr/services/services-geres",
      heading: "Services TI gérés",
      title: "Services TI gérés",
      description:
        "Surveillance des postes, impression réseau, DPI virtuel, approvisionnement en applications et sécurité : les services TI gérés de Ridgeline Business Systems.",
    },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/disaster-recovery",
    heading: "Disaster recovery and business continuity",
    title: "Disaster recovery and business continuity",
    description:
      "A disaster recovery program proven through fires, floods and ransomware: off-site replication, tested recovery plans and fast restores.",
    fr: {
      path: "/fr/services/reprise-apres-sinistre",
      heading: "Reprise après sinistre et continuité des affaires",
      title: "Reprise après sinistre",
      description:
        "Un programme de reprise éprouvé par les incendies, les inondations et les rançongiciels : réplication hors site, plans testés et restaurations rapides.",
    },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/client-care",
    heading: "Client Care",
    title: "Client Care: fixed monthly IT support",
    description:
      "Client Care is fixed monthly IT support: proactive maintenance, help-desk access and predictable costs for your servers, desktops and Sage software.",
    fr: {
      path: "/fr/services/client-care",
      heading: "Client Care",
      title: "Client Care : soutien TI à prix fixe",
      description:
        "Client Care, c’est le soutien TI à tarif mensuel fixe : entretien préventif, accès au centre d’assistance et coûts prévisibles pour vos serveurs et Sage.",
    },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/services/network",
    heading: "Network solutions",
    title: "Network design, installation and support",
    description:
      "Network solutions from Ridgeline: design, cabling, wireless, firewalls and secure remote access, installed and supported by certified engineers.",
    fr: {
      path: "/fr/services/reseaux",
      heading: "Solutions réseau",
      title: "Réseaux : conception et soutien",
      description:
        "Les solutions réseau de Ridgeline : conception, câblage, sans-fil, pare-feu et accès à distance sécurisé, installés et soutenus par des ingénieurs certifiés.",
    },
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/company/about-us",
    heading: "About Ridgeline Business Systems",
    title: "About us",
    description:
      "Founded in 1981, Ridgeline Business Systems has served over 3,750 companies in more than 20 countries with over 80 certified professionals.",
    fr: {
      path: "/fr/entreprise/a-propos",
      heading: "À propos de Ridgeline Business Systems",
      title: "À propos",
      description:
        "Fondée en 1981, Ridgeline Business Systems a servi plus de 3 750 entreprises dans plus de 20 pays grâce à plus de 80 professionnels certifiés.",
    },
    linkedRelatively: true,
    priority: 0.7,
  },
  {
    path: "/company/offices",
    heading: "Offices",
    title: "Offices and regions",
    description:
      "Our Ottawa head office, regional headquarters in Exton, Miami and Toronto, and local offices across North America, the Caribbean, South America and Europe.",
    fr: {
      path: "/fr/entreprise/bureaux",
      heading: "Bureaux",
      title: "Bureaux et régions",
      description:
        "Notre siège social d’Ottawa, nos sièges régionaux d’Exton, de Miami et de Toronto, et nos bureaux en Amérique du Nord et du Sud, dans les Caraïbes et en Europe.",
    },
    linkedRelatively: true,
    priority: 0.6,
  },
  {
    path: "/company/customer/succes-stories",
    heading: "Customer success stories",
    title: "Customer success stories",
    description:
      "How distributors, manufacturers, logistics firms and non-profits work better with Ridgeline: real projects, measured results.",
    fr: {
      path: "/fr/entreprise/clients/reussites",
      heading: "Réussites de nos clients",
      title: "Réussites de nos clients",
      description:
        "Comment des distributeurs, des fabricants, des entreprises de logistique et des OBNL travaillent mieux avec Ridgeline : de vrais projets, des résultats mesurés.",
    },
    aliases: ["/company/customer/success-stories"],
    linkedRelatively: true,
    priority: 0.6,
  },
  {
    path: "/company/customer/testimonal",
    heading: "Customer testimonials",
    title: "Customer testimonials",
    description:
      "Finance directors, controllers and IT managers describe working with Ridgeline Business Systems on Sage software and IT services.",
    fr: {
      path: "/fr/entreprise/clients/temoignages",
      heading: "Témoignages de nos clients",
      title: "Témoignages de nos clients",
      description:
        "Des directeurs financiers, des contrôleurs et des responsables TI parlent de leur travail avec Ridgeline sur les logiciels Sage et les services TI.",
    },
    aliases: ["/company/customer/testimonials"],
    linkedRelatively: true,
    priority: 0.6,
  },
  {
    path: "/company/press-releases",
    heading: "Press releases",
    title: "Press releases",
    description:
      "News from Ridgeline Business Systems, newest first: partner awards, new offices, acquisitions and product launches.",
    fr: {
      path: "/fr/entreprise/communiques",
      heading: "Communiqués de presse",
      title: "Communiqués de presse",
      description:
        "Les nouvelles de Ridgeline Business Systems, des plus récentes aux plus anciennes : prix de partenaire, nouveaux bureaux, acquisitions et lancements.",
    },
    linkedRelatively: true,
    priority: 0.5,
  },
  {
    path: "/company/awards",
    heading: "Awards & accomplishments",
    title: "Awards and accomplishments",
    description:
      "Ranked the number one Sage cloud partner in the world, a top 10 reseller and Diamond Partner: the recognition Ridgeline has earned.",
    fr: {
      path: "/fr/entreprise/prix",
      heading: "Prix et réalisations",
      title: "Prix et réalisations",
      description:
        "Premier partenaire infonuagique de Sage au monde, parmi les 10 premiers revendeurs et partenaire Diamond : la reconnaissance obtenue par Ridgeline.",
    },
    linkedRelatively: true,
    priority: 0.5,
  },
  {
    path: "/support/contact-support",
    heading: "Contact support",
    title: "Contact technical support",
    description:
      "Existing customers reach the Ridgeline support desk by phone for Sage software and IT issues. Call us and a consultant will help.",
    fr: {
      path: "/fr/soutien/joindre-le-soutien",
      heading: "Joindre le soutien",
      title: "Joindre le soutien technique",
      description:
        "Nos clients joignent le centre de soutien de Ridgeline par téléphone pour Sage et leurs problèmes TI. Appelez-nous : un conseiller vous aidera.",
    },
    priority: 0.6,
  },
  {
    path: "/support/newsletters",
    heading: "Newsletters",
    title: "Customer newsletters",
    description:
      "Quarterly and year-end customer newsletters with Sage tips, year-end checklists and product news, as PDF downloads.",
    fr: {
      path: "/fr/soutien/infolettres",
      heading: "Infolettres",
      title: "Infolettres pour la clientèle",
      description:
        "Les infolettres trimestrielles et de fin d’exercice : astuces Sage, listes de contrôle de fin d’année et nouveautés, à télécharger en PDF.",
    },
    priority: 0.5,
  },
  {
    path: "/support/training-videos",
    heading: "Training videos",
    title: "Sage training videos",
    description:
      "Short training videos for Sage 300 and Sage CRM users: posting batches, bank reconciliation, reporting, opportunities and more.",
    fr: {
      path: "/fr/soutien/videos-de-formation",
      heading: "Vidéos de formation",
      title: "Vidéos de formation Sage",
      description:
        "De courtes vidéos de formation pour Sage 300 et Sage CRM : report des lots, rapprochement bancaire, rapports, occasions d’affaires et plus encore.",
    },
    priority: 0.5,
  },
  {
    path: "/contact",
    heading: "Contact us",
    title: "Contact us",
    description:
      "Talk to Ridgeline Business Systems about Sage software or IT services: leave us a message or call our office in Ottawa, Ontario.",
    fr: {
      path: "/fr/nous-joindre",
      heading: "Nous joindre",
      title: "Nous joindre",
      description:
        "Parlez à Ridgeline Business Systems de logiciels Sage ou de services TI : laissez-nous un message ou appelez notre bureau d’Ottawa, en Ontario.",
    },
    aliases: ["/company/contact"],
    priority: 0.8,
    endsWithContact: true,
  },
  {
    path: "/contact/thank-you",
    heading: "Thank you: your message is on its way",
    title: "Message sent",
    description:
      "Your message has reached Ridgeline Business Systems. A consultant will reply to the e-mail address you gave us.",
    fr: {
      path: "/fr/nous-joindre/merci",
      heading: "Merci : votre message est en route",
      title: "Message envoyé",
      description:
        "Votre message est parvenu à Ridgeline Business Systems. Un conseiller vous répondra à l’adresse courriel que vous nous avez donnée.",
    },
    indexable: false,
    endsWithContact: true,
  },
  {
    // Search results are for the visitor who asked, not for search engines' listings.
    path: "/search",
    heading: "Search the site",
    title: "Search",
    description:
      "Search every page, press release, training video and newsletter of Ridgeline Business Systems, or browse every page of the site by section.",
    fr: {
      path: "/fr/recherche",
      heading: "Rechercher dans le site",
      title: "Recherche",
      description:
        "Cherchez dans les pages, communiqués, vidéos de formation et infolettres de Ridgeline Business Systems, ou parcourez toutes les pages du site par section.",
    },
    indexable: false,
  },
] as const satisfies readonly PageRoute[];

export type CanonicalPath = (typeof pageTable)[number]["path"];

/** Every page, in menu order, by its English (canonical) path. */
export const pages: readonly (PageRoute & { path: CanonicalPath })[] = pageTable;

/** A built page in one language: its words, its address and which page it is. */
export type LocalizedPage = PageText & {
  /** The page's English path, which names it in code and content. */
  canonical: CanonicalPath;
  locale: Locale;
  priority?: number;
  indexable?: boolean;
};

function localize(page: (typeof pages)[number], locale: Locale): LocalizedPage {
  const text = locale === "en" ? page : page.fr;
  return {
    path: text.path,
    heading: text.heading,
    title: text.title,
    description: text.description,
    canonical: page.path,
    locale,
    priority: page.priority,
    indexable: page.indexable,
  };
}

/** Every page in every language: English first, then French, each in menu order. */
export const localizedPages: readonly LocalizedPage[] = locales.flatMap((locale) =>
  pages.map((page) => localize(page, locale)),
);

const byPath = new Map(localizedPages.map((page) => [page.path, page]));

/** The page built at this path, in either language. */
export function pageAt(pathname: string): LocalizedPage | undefined {
  return byPath.get(pathname);
}

/** A page in a language, by its canonical path. */
export function pageIn(canonical: CanonicalPath, locale: Locale): LocalizedPage {
  const page = pages.find((p) => p.path === canonical);
  if (!page) throw new Error(`No page for ${canonical}`);
  return localize(page, locale);
}

/** Where a page is in a language: "/software/sage300" → "/fr/logiciels/sage300". */
export function localizedPath(canonical: CanonicalPath, locale: Locale): string {
  return locale === "en" ? canonical : pageIn(canonical, locale).path;
}

/**
 * A link target in a language. Accepts a canonical path with a ?query or #fragment
 * ("/contact?product=sage300", "/company/press-releases#2019-…"): they are kept.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === "en") return href;
  // The path, then what follows it (?query and/or #fragment), kept as it is.
  const end = href.search(/[?#]/);
  const pathname = end === -1 ? href : href.slice(0, end);
  if (!isCanonicalPath(pathname)) return href;
  return localizedPath(pathname, locale) + (end === -1 ? "" : href.slice(end));
}

/**
 * Breadcrumb names of the path segments above the pages, by the English path.
 * Folders without a page of their own (/services, /company...) appear as plain
 * names; a folder that is a page (/software, /contact) is linked.
 */
export const sectionNames: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
    "/software": "Software",
    "/services": "IT services",
    "/company": "Company",
    "/company/customer": "Our customers",
    "/support": "Support",
    "/contact": "Contact",
  },
  fr: {
    "/software": "Logiciels",
    "/services": "Services TI",
    "/company": "Entreprise",
    "/company/customer": "Nos clients",
    "/support": "Soutien",
    "/contact": "Nous joindre",
  },
};

/**
 * A press release's own page, under the press releases page in each language:
 * /company/press-releases/<file name>, /fr/entreprise/communiques/<file name>. The
 * file name (without .md) is the release's identity in both languages.
 */
export function pressReleasePath(slug: string, locale: Locale): string {
  return `${localizedPath("/company/press-releases", locale)}/${slug}`;
}

/** The pages built from a collection rather than the table: the press releases'. */
export const collectionBases: readonly string[] = locales.map((locale) =>
  localizedPath("/company/press-releases", locale),
);

/** A collection entry's page path (a press release's), by where it is. */
export function isCollectionPath(pathname: string): boolean {
  return collectionBases.some(
    (base) =>
      pathname.startsWith(`${base}/`) && /^[a-z0-9-]+$/.test(pathname.slice(base.length + 1)),
  );
}

/** The brand's share card: the home page's, and any page's without a card of its own. */
export const defaultShareImage = "/og-default.png";

/**
 * A page's share image (og:image): a card with its title, drawn for every indexable
 * page but the home pages by scripts/media/og-image.ts, or the brand's card.
 * "/share/software-sage300.png", "/share/fr-logiciels-sage300.png".
 */
export function shareImagePath(path: string | undefined): string {
  if (path && isCollectionPath(path)) return `/share/${path.slice(1).replaceAll("/", "-")}.png`;
  const page = path ? pageAt(path) : undefined;
  if (!page || page.canonical === "/" || page.indexable === false) return defaultShareImage;
  return `/share/${page.path.slice(1).replaceAll("/", "-")}.png`;
}

/** The not-found page: built at this path, served with status 404 for every unknown path. */
export const notFoundPath = "/404";

/** The error page: built at this path, sent with status 500 when the server fails. */
export const errorPath = "/500";

/** The not-found and error pages of each language: /404 and /fr/404, /500 and /fr/500. */
export function notFoundPathIn(locale: Locale): string {
  return locale === "en" ? notFoundPath : `${frenchPrefix}${notFoundPath}`;
}

export function errorPathIn(locale: Locale): string {
  return locale === "en" ? errorPath : `${frenchPrefix}${errorPath}`;
}

/** The language's not-found page for a request path: French under /fr, else English. */
export function notFoundPathFor(pathname: string): string {
  return notFoundPathIn(localeOfPath(pathname));
}

/** Every path the build writes a page for: each page in each language, the 404 and error pages. */
export function builtPaths(): string[] {
  return [
    ...localizedPages.map((page) => page.path),
    ...locales.flatMap((locale) => [notFoundPathIn(locale), errorPathIn(locale)]),
  ];
}

/**
 * Where the build writes a page, relative to the site folder: index.html in the
 * page's folder, and the English 404 and error pages (Astro's src/pages/404.astro
 * and 500.astro) as 404.html and 500.html. The French ones are ordinary pages to
 * Astro: fr/404/index.html.
 */
export function pageFileOf(pathname: string): string {
  if (pathname === notFoundPath) return "404.html";
  if (pathname === errorPath) return "500.html";
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
}

/** Head tags of the not-found and error pages, which are in no table row. */
export const notFoundPage: Readonly<Record<Locale, Omit<PageText, "path">>> = {
  en: {
    heading: "Page not found",
    title: "Page not found",
    description:
      "The page you asked for is not on this site. Find Sage software, IT services, support and contact details from here.",
  },
  fr: {
    heading: "Page introuvable",
    title: "Page introuvable",
    description:
      "La page demandée n’existe pas sur ce site. Retrouvez d’ici les logiciels Sage, les services TI, le soutien et nos coordonnées.",
  },
};

export const errorPage: Readonly<Record<Locale, Omit<PageText, "path">>> = {
  en: {
    heading: "Unexpected Application Error!",
    title: "Unexpected Application Error!",
    description: "Something went wrong on our side while showing this page.",
  },
  fr: {
    heading: "Erreur inattendue de l’application\u00a0!",
    title: "Erreur inattendue de l’application\u00a0!",
    description: "Un problème est survenu de notre côté pendant l’affichage de cette page.",
  },
};

export function pageFor(path: CanonicalPath): PageRoute {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page for ${path}`);
  return page;
}

function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/**
 * Every non-canonical path the site answers with a 301, mapped to its canonical
 * path. A finite map, so our server, the nginx snippet and the _redirects file
 * behave identically. French pages answer their trailing-slash form only: they
 * never had other addresses.
 */
export function redirectMap(): Map<string, string> {
  const map = new Map<string, string>();
  const built = new Set<string>(localizedPages.map((p) => p.path));
  const add = (from: string, to: string) => {
    if (from !== to && !built.has(from) && !map.has(from)) map.set(from, to);
  };

  for (const page of localizedPages) {
    if (page.path !== "/") add(withTrailingSlash(page.path), page.path);
  }
  for (const page of pages) {
    for (const alias of page.aliases ?? []) {
      add(alias, page.path);
      add(withTrailingSlash(alias), page.path);
    }
  }

  // Relative links of the original site, resolved against each page a visitor
  // could have been on (canonical or trailing-slash form).
  const directories = new Set<string>();
  for (const page of pages) {
    directories.add(directoryOf(page.path));
    if (page.path !== "/") directories.add(withTrailingSlash(page.path));
  }
  for (const page of pages) {
    if (!page.linkedRelatively) continue;
    const relative = page.path.slice(1);
    for (const dir of directories) {
      add(dir + relative, page.path);
      add(withTrailingSlash(dir + relative), page.path);
    }
  }
  return map;
}

/**
 * Where a request path should be redirected, or null when it is canonical or
 * unknown. The query string is the caller's to keep.
 */
export function resolveRedirect(pathname: string, map = redirectMap()): string | null {
  return map.get(pathname) ?? null;
}

/** An English page's path: what content links and menus name. */
export function isCanonicalPath(pathname: string): pathname is CanonicalPath {
  return pages.some((p) => p.path === pathname);
}

/** A page's path in either language. */
export function isPagePath(pathname: string): boolean {
  return byPath.has(pathname);
}

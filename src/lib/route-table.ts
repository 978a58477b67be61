/**
 * The route table: one list of every canonical page. Each has its entry in
 * src/pages (a unit test holds the two together); it drives the redirect rules (server, nginx, _redirects), sitemap.xml and
 * robots.txt. Plain data and pure functions only: it is imported by the browser
 * bundle, the build config, the server and the scripts alike.
 */

export type PageRoute = {
  /** Canonical path: leading slash, no trailing slash. */
  path: string;
  /** The page's h1. */
  heading: string;
  /** The <title> before the site-wide suffix. */
  title: string;
  /** Meta description: unique per page, 70-160 characters. */
  description: string;
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
};

const pageTable = [
  {
    path: "/",
    heading: "Business software and IT services that keep your company running",
    title: "Sage software and IT services since 1981",
    description:
      "Ridgeline Business Systems sells, implements and supports Sage 300, Sage 100, Sage Intacct, Sage CRM and HRMS, with hosting and managed IT services.",
    priority: 1,
  },
  {
    path: "/software",
    heading: "Sage business software",
    title: "Sage business software",
    description:
      "Compare Sage 300, Sage 100, Sage Intacct, Sage CRM and Sage HRMS & Payroll, and find the accounting, ERP, CRM or payroll system that fits your business.",
    priority: 0.9,
  },
  {
    path: "/software/sage300",
    heading: "Sage 300",
    title: "Sage 300 financial management and ERP",
    description:
      "Sage 300 brings multi-company, multi-currency accounting, distribution and operations together. Ridgeline implements, hosts and supports it.",
    linkedRelatively: true,
    priority: 0.9,
  },
  {
    path: "/software/sage100",
    heading: "Sage 100",
    title: "Sage 100 accounting and ERP",
    description:
      "Sage 100 covers core accounting, business intelligence, warehouse and distribution, manufacturing, HR and payroll, and CRM for growing businesses.",
    linkedRelatively: true,
    priority: 0.9,
  },
  {
    path: "/software/sage-intact",
    heading: "Sage Intacct",
    title: "Sage Intacct cloud financials",
    description:
      "Sage Intacct is cloud financial management with real-time multi-entity consolidation, dimensional reporting and automated revenue recognition.",
    linkedRelatively: true,
    priority: 0.9,
  },
  {
    path: "/software/sage-crm",
    heading: "Sage CRM",
    title: "Sage CRM customer relationship management",
    description:
      "Sage CRM connects sales, marketing and customer service to your Sage accounting data, so every team sees the whole customer.",
    linkedRelatively: true,
    priority: 0.9,
  },
  {
    path: "/software/sage-hrms-payroll",
    heading: "Sage HRMS & Payroll",
    title: "Sage HRMS & Payroll",
    description:
      "Sage HRMS, Employee Self Service and Payroll: manage people, benefits and pay runs accurately, with Ridgeline as your implementation partner.",
    linkedRelatively: true,
    priority: 0.9,
  },
  {
    path: "/services/hosting",
    heading: "Cloud hosting",
    title: "Managed cloud hosting for Sage",
    description:
      "Run Sage and your business applications on managed cloud hosting with a 99.9% uptime guarantee, daily backups and a support desk that knows your software.",
    priority: 0.8,
  },
  {
    path: "/services/managed-services",
    heading: "Managed IT services",
    title: "Managed IT services",
    description:
      "Desktop monitoring, network printing, a virtual CIO, application sourcing and security services: managed IT from Ridgeline Business Systems.",
    priority: 0.8,
  },
  {
    path: "/services/disaster-recovery",
    heading: "Disaster recovery and business continuity",
    title: "Disaster recovery and business continuity",
    description:
      "A disaster recovery program proven through fires, floods and ransomware: off-site replication, tested recovery plans and fast restores.",
    priority: 0.8,
  },
  {
    path: "/services/client-care",
    heading: "Client Care",
    title: "Client Care: fixed monthly IT support",
    description:
      "Client Care is fixed monthly IT support: proactive maintenance, help-desk access and predictable costs for your servers, desktops and Sage software.",
    priority: 0.8,
  },
  {
    path: "/services/network",
    heading: "Network solutions",
    title: "Network design, installation and support",
    description:
      "Network solutions from Ridgeline: design, cabling, wireless, firewalls and secure remote access, installed and supported by certified engineers.",
    priority: 0.8,
  },
  {
    path: "/company/about-us",
    heading: "About Ridgeline Business Systems",
    title: "About us",
    description:
      "Founded in 1981, Ridgeline Business Systems has served over 3,750 companies in more than 20 countries with over 80 certified professionals.",
    linkedRelatively: true,
    priority: 0.7,
  },
  {
    path: "/company/offices",
    heading: "Offices",
    title: "Offices and regions",
    description:
      "Our headquarters in Exton, Miami and Toronto and local offices across the United States, Canada, the Caribbean, South America and Europe.",
    linkedRelatively: true,
    priority: 0.6,
  },
  {
    path: "/company/customer/succes-stories",
    heading: "Customer success stories",
    title: "Customer success stories",
    description:
      "How distributors, manufacturers, logistics firms and non-profits work better with Ridgeline: real projects, measured results.",
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
    linkedRelatively: true,
    priority: 0.5,
  },
  {
    path: "/company/awards",
    heading: "Awards & accomplishments",
    title: "Awards and accomplishments",
    description:
      "Ranked the number one Sage cloud partner in the world, a top 10 reseller and Diamond Partner: the recognition Ridgeline has earned.",
    linkedRelatively: true,
    priority: 0.5,
  },
  {
    path: "/support/contact-support",
    heading: "Contact support",
    title: "Contact technical support",
    description:
      "Existing customers reach the Ridgeline support desk by phone for Sage software and IT issues. Call us and a consultant will help.",
    priority: 0.6,
  },
  {
    path: "/support/newsletters",
    heading: "Newsletters",
    title: "Customer newsletters",
    description:
      "Quarterly and year-end customer newsletters with Sage tips, year-end checklists and product news, as PDF downloads.",
    priority: 0.5,
  },
  {
    path: "/support/training-videos",
    heading: "Training videos",
    title: "Sage training videos",
    description:
      "Short training videos for Sage 300 and Sage CRM users: posting batches, bank reconciliation, reporting, opportunities and more.",
    priority: 0.5,
  },
  {
    path: "/contact",
    heading: "Contact us",
    title: "Contact us",
    description:
      "Talk to Ridgeline Business Systems about Sage software or IT services: leave us a message or call our office in Ottawa, Ontario.",
    aliases: ["/company/contact"],
    priority: 0.8,
  },
  {
    path: "/contact/thank-you",
    heading: "Thank you: your message is on its way",
    title: "Message sent",
    description:
      "Your message has reached Ridgeline Business Systems. A consultant will reply to the e-mail address you gave us.",
    indexable: false,
  },
] as const satisfies readonly PageRoute[];

export type CanonicalPath = (typeof pageTable)[number]["path"];

/** Every canonical page, in menu order. */
export const pages: readonly (PageRoute & { path: CanonicalPath })[] = pageTable;

/**
 * Breadcrumb names of the path segments above the pages. Folders without a page
 * of their own (/services, /company...) appear as plain names; a folder that is
 * a page (/software, /contact) is linked.
 */
export const sectionNames: Readonly<Record<string, string>> = {
  "/software": "Software",
  "/services": "IT services",
  "/company": "Company",
  "/company/customer": "Our customers",
  "/support": "Support",
  "/contact": "Contact",
};

/** The brand's share card: the home page's, and any page's without a card of its own. */
export const defaultShareImage = "/og-default.png";

/**
 * A page's share image (og:image): a card with its title, drawn for every indexable
 * page but the home page by scripts/media/og-image.ts, or the brand's card.
 */
export function shareImagePath(path: string | undefined): string {
  const page = path ? pages.find((p) => p.path === path) : undefined;
  if (!page || page.path === "/" || page.indexable === false) return defaultShareImage;
  return `/share/${page.path.slice(1).replaceAll("/", "-")}.png`;
}

/** The not-found page: built at this path, served with status 404 for every unknown path. */
export const notFoundPath = "/404";

/**
 * Where the build writes a page, relative to the site folder: index.html in the
 * page's folder, and the 404 page (Astro's src/pages/404.astro) as 404.html.
 */
export function pageFileOf(pathname: string): string {
  if (pathname === notFoundPath) return "404.html";
  if (pathname === errorPath) return "500.html";
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
}

export const notFoundPage = {
  heading: "Page not found",
  title: "Page not found",
  description:
    "The page you asked for is not on this site. Find Sage software, IT services, support and contact details from here.",
} as const;

/** The error page: built at this path, sent with status 500 when the server fails. */
export const errorPath = "/500";

export const errorPage = {
  heading: "Unexpected Application Error!",
  title: "Unexpected Application Error!",
  description: "Something went wrong on our side while showing this page.",
} as const;

export function pageFor(path: CanonicalPath): PageRoute {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page for ${path}`);
  return page;
}

/** A page's Astro entry, relative to src/: its path, under pages/. */
export function pageEntryFile(pathname: string): string {
  return `pages${pathname === "/" ? "/index" : pathname}.astro`;
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
 * behave identically.
 */
export function redirectMap(): Map<string, string> {
  const map = new Map<string, string>();
  const canonical = new Set<string>(pages.map((p) => p.path));
  const add = (from: string, to: string) => {
    if (from !== to && !canonical.has(from) && !map.has(from)) map.set(from, to);
  };

  for (const page of pages) {
    if (page.path !== "/") add(withTrailingSlash(page.path), page.path);
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

export function isCanonicalPath(pathname: string): boolean {
  return pages.some((p) => p.path === pathname);
}

/**
 * Articles for the placeholder newsletter PDFs. Each issue's summary in
 * content/newsletters.yaml picks the articles whose pattern it matches, so a
 * PDF reads like the issue the page describes. The French edition of an issue has
 * the same articles, picked by the same English summary, in the words of
 * newsletter-articles.fr.ts (by `id`).
 */
export type Article = {
  id: string;
  match: RegExp;
  heading: string;
  paragraphs: readonly string[];
};

export const articles = [
  {
    id: "year-end",
    match: /year-end|year end|T4|1099|fiscal year/i,
    heading: "Your year-end checklist",
    paragraphs: [
      "Year-end goes smoothly when it starts early. Post every open batch in General Ledger, Accounts Payable and Accounts Receivable, print your aged trial balances and reconcile each bank account to the last statement of the year before you create the new fiscal year in Common Services.",
      "Take a full backup of every company database before you close the year, and keep it apart from the nightly backups. Then run Create New Year in General Ledger, check that retained earnings moved as expected, and lock the old periods so that nobody posts into them by mistake.",
      "Our consultants book year-end support slots from the first week of December. Call the support desk to reserve one: we will walk through the close with you, or do it for you after hours.",
    ],
  },
  {
    id: "payroll",
    match: /payroll|CPP2|tax table|HRMS|wage subsidy/i,
    heading: "Payroll tax changes",
    paragraphs: [
      "Federal and provincial payroll tax tables change every January, and this year the changes also touch pensionable earnings limits. Install the payroll tax update in Sage HRMS before your first pay run of the year, and print a test register to compare deductions with the government's calculators.",
      "If a pay run went out with the old tables, do not reverse it by hand. Call us: we will calculate the adjustments and set them up so that they are applied on the next regular pay run, with a clear audit trail for your accountant.",
    ],
  },
  {
    id: "upgrade",
    match: /Sage 300 20\d\d|upgrade|Product Update|web screens/i,
    heading: "Upgrading Sage 300",
    paragraphs: [
      "Each Sage 300 release brings more screens to the web and a long list of fixes. Before you upgrade, list your customisations, third-party modules and custom reports: our consultants check each one against the new version and tell you which need work.",
      "We always rehearse an upgrade in a copy of your company first. You test your daily routines there for a week, and only then do we upgrade the live system, usually over a weekend so that nobody loses a working day.",
    ],
  },
  {
    id: "crm",
    match: /CRM|opportunit|pipeline/i,
    heading: "Sage CRM tips",
    paragraphs: [
      "A pipeline is only as good as its data. Ask each salesperson to close lost opportunities with a reason, and to keep the expected close date current: the forecast on the sales manager's dashboard is built from exactly those two fields.",
      "Duplicate companies creep in from trade shows and web enquiries. Use the deduplication screen before importing a list, and merge the duplicates you already have so that quotes, cases and e-mails end up in one place.",
    ],
  },
  {
    id: "security",
    match: /phishing|ransomware|security|multi-factor|patch|WannaCry|password|safe/i,
    heading: "Security reminders",
    paragraphs: [
      "Most attacks we see start with an e-mail. Turn on multi-factor sign-in for e-mail, remote desktops and cloud applications, and teach everyone one simple rule: never enter a password on a page you reached from a link in an e-mail.",
      "Install Windows and application updates every month, and do not postpone them for weeks. Our managed-services clients get patches tested and installed for them; if you are not on a plan, ask us for a quick review of your update settings.",
      "If you think you clicked something you should not have, call the support desk straight away. Disconnecting one machine early costs minutes; cleaning up a network costs days.",
    ],
  },
  {
    id: "backup",
    match: /backup|disaster|restore|continuity/i,
    heading: "Backups you can restore",
    paragraphs: [
      "A backup that has never been restored is a hope, not a plan. We restore a sample of every client's data each quarter and time how long it takes, so that the recovery time in your business continuity plan is a measured number.",
      "Your plan should name who decides to fail over, how staff reach the recovery systems, and which applications come back first. We review it with you once a year, or whenever your systems change.",
    ],
  },
  {
    id: "remote",
    match: /remote|home|VPN|softphone/i,
    heading: "Working away from the office",
    paragraphs: [
      "Remote access to Sage works best through the hosted desktop or a VPN to your own server, never by opening ports on the office firewall. Check that every home computer has current updates and antivirus before it connects.",
      "Softphones let staff answer the office line from a laptop. We can set them up alongside your existing phone system, so that customers dial the same number wherever your team is working.",
    ],
  },
  {
    id: "hosting",
    match: /hosting|cloud|data centre/i,
    heading: "Hosting in our data centre",
    paragraphs: [
      "Hosted Sage runs on our servers with a 99.9% uptime guarantee, nightly backups kept off site and updates installed for you. Your team signs in from the office, from home or on the road, with the same screens they use today.",
      "Moving to hosting takes a weekend: we copy your companies, test them with you, and switch over once everything balances. The monthly fee replaces server hardware, backup software and much of the time your staff spend looking after them.",
    ],
  },
  {
    id: "privacy",
    match: /GDPR|privacy|access request/i,
    heading: "Customer data and privacy",
    paragraphs: [
      "Privacy law gives people the right to see the data you hold about them and to ask you to correct or delete it. Sage CRM can export everything linked to one contact, and we can show you how to answer a request in minutes.",
      "Keep only what you need: set a retention period for old leads and closed cases, and delete them on schedule. Less data means less to protect and less to explain.",
    ],
  },
  {
    id: "bank-reconciliation",
    match: /bank reconciliation|reconcil/i,
    heading: "Faster bank reconciliation",
    paragraphs: [
      "Importing your bank statement into Bank Services matches most cheques and deposits automatically, leaving only the exceptions for you to review. Set up the import format once for each account and reconcile weekly rather than monthly.",
      "Most mismatches come from a few causes: deposits posted to the wrong bank, cheques voided in Accounts Payable but not in Bank Services, and bank charges never entered. Work through those three before you look anywhere else.",
    ],
  },
  {
    id: "end-of-support",
    match: /Windows 7|Server 2008|end of support/i,
    heading: "Planning for end of support",
    paragraphs: [
      "When Microsoft stops supporting a version of Windows, it stops receiving security fixes, and newer versions of Sage stop supporting it too. List every computer and server with its Windows version, and plan replacements by budget year.",
      "We can supply, set up and migrate new machines for you, moving users' files and Sage settings so that staff pick up where they left off on the first morning.",
    ],
  },
  {
    id: "how-support-works",
    match: /first customer newsletter|tickets|training calendar/i,
    heading: "How support works",
    paragraphs: [
      "Call the support desk and a consultant opens a ticket while you are on the line. You get a ticket number by e-mail, and everyone who works on your question sees the whole history, so you never explain the same problem twice.",
      "Our classroom and online training sessions run every month. Ask the support desk for the calendar, or for a private session for your own team.",
    ],
  },
] as const satisfies readonly Article[];

/** Closing article when an issue's summary matches fewer than two articles. */
export const fromTheDesk = {
  id: "from-the-desk",
  match: /./,
  heading: "From the support desk",
  paragraphs: [
    "When you call, have the product name and version ready (Help, then About, in most Sage screens), the exact wording of any error message and what you were doing when it appeared. A screenshot sent to the support e-mail helps us get started before we call you back.",
    "Short training videos for Sage 300 and Sage CRM are on our website, next to the archive of past newsletters.",
  ],
} as const satisfies Article;

/** Every article's id: the French text has one entry for each. */
export type ArticleId = (typeof articles)[number]["id"] | typeof fromTheDesk.id;

export function articlesFor(summary: string): (Article & { id: ArticleId })[] {
  const picked = articles.filter((a) => a.match.test(summary)).slice(0, 3);
  return picked.length >= 2 ? picked : [...picked, fromTheDesk];
}

/**
 * The text of the placeholder capability fact sheets (PDFs linked from the
 * capability lists). Real fact sheets on the media host replace them; these say
 * true, useful things so that a reviewer opening one reads a real document.
 */

import { site } from "../../../content/site";

export type FactSheetSection = { heading: string; paragraphs?: string[]; bullets?: string[] };

/** A fact sheet's text, in one language. */
export type FactSheetContent = {
  product: string;
  title: string;
  summary: string;
  /** One array of sections per page. */
  pages: FactSheetSection[][];
};

export type FactSheet = FactSheetContent & {
  /** Path on the media host; must match the content file's document.path. */
  path: FactSheetPath;
};

const implementation = (product: string, area: string): FactSheetSection[] => [
  {
    heading: `Implementing ${area} with Ridgeline`,
    paragraphs: [
      `Every ${product} project starts with a discovery workshop in which our consultants document how your team works today, what reports management relies on and which controls your auditors expect. The configuration we propose follows from those answers, not from a template.`,
      "We convert opening balances and history from your current system, reconcile them with your finance team, and run a parallel period before go-live so that nobody has to trust the new numbers on faith.",
    ],
  },
  {
    heading: "Training and support",
    bullets: [
      "Role-based training for clerks, approvers and managers, on your own data.",
      "Written procedures for month-end and year-end, tailored to your configuration.",
      "A support desk staffed by certified consultants who know your installation.",
      "Optional hosting with a 99.9% uptime guarantee, so you never manage a server.",
    ],
  },
  {
    heading: "Talk to us",
    paragraphs: [
      `${site.name} has served over ${site.stats.companiesServed.toLocaleString("en-US")} companies in more than ${site.stats.countries} countries since ${site.foundingYear}. Call ${site.phones.main.display} or write to ${site.emails.sales} to arrange a demonstration.`,
    ],
  },
];

const sheets = {
  "software/sage300/general-ledger.pdf": {
    product: "Sage 300",
    title: "General Ledger",
    summary:
      "The financial core of Sage 300: a flexible chart of accounts, multiple fiscal calendars and a complete audit trail, shared by every module.",
    pages: [
      [
        {
          heading: "A chart of accounts that fits your organisation",
          paragraphs: [
            "Account numbers of up to 45 characters are built from segments you define: natural account, department, location, division or project. Reports can select, sort and total by any segment, so one chart serves both statutory reporting and management analysis.",
            "Account groups and structure codes keep the chart consistent as it grows, and allocation accounts spread shared costs such as rent or insurance across departments automatically.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Batch entry with posting journals, error batches and a complete audit trail.",
            "Recurring and reversing entries for accruals and month-end adjustments.",
            "Multiple fiscal calendars, thirteen-period years and adjustment periods.",
            "Budgets by account and segment, with several budget sets per year.",
            "Unlimited history, with drill-down from any balance to the source document.",
            "Consolidation of several Sage 300 companies, in any currency.",
            "Optional fields to record extra information on accounts and transactions.",
          ],
        },
        {
          heading: "Controls",
          paragraphs: [
            "Security groups decide who may create accounts, enter batches, post and close periods. Locked fiscal periods prevent back-dated entries, and every posted batch keeps its original entry number, date and user.",
          ],
        },
      ],
      implementation("Sage 300", "General Ledger"),
    ],
  },
  "software/sage300/accounts-payable.pdf": {
    product: "Sage 300",
    title: "Accounts Payable",
    summary:
      "Vendor invoices, approvals and payments in one place, posted straight to the General Ledger and Bank Services.",
    pages: [
      [
        {
          heading: "From invoice to payment",
          paragraphs: [
            "Sage 300 Accounts Payable records invoices, debit and credit notes and interest charges by vendor, distributes them to general ledger accounts or purchase order receipts, and pays them by cheque or electronic funds transfer in controlled payment runs.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Vendor groups with default terms, tax classes and distribution codes.",
            "Recurring payables for rent, leases and subscriptions.",
            "Payment holds and approval limits by user.",
            "Payment selection by due date, discount date, vendor group or bank.",
            "Cheque printing and electronic payment files for your bank.",
            "Aged payables, cash requirements and vendor transaction reports.",
            "1099 reporting in the United States and T5018 reporting in Canada.",
            "Multicurrency vendors, with exchange gains and losses posted on payment.",
          ],
        },
        {
          heading: "Working with Purchase Orders",
          paragraphs: [
            "When Purchase Orders is installed, invoices are matched to receipts and orders before they are approved, and differences in price or quantity are flagged for review instead of being paid.",
          ],
        },
      ],
    ],
  },
  "software/sage300/accounts-receivable.pdf": {
    product: "Sage 300",
    title: "Accounts Receivable",
    summary:
      "Invoicing, receipts, statements and collections, with credit limits checked as orders are entered.",
    pages: [
      [
        {
          heading: "Get paid sooner",
          paragraphs: [
            "Sage 300 Accounts Receivable keeps every customer's invoices, receipts, adjustments and refunds in one ledger. Credit limits and overdue balances are checked as orders are entered, and statements and dunning letters go out on the schedule you set.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Customer groups, national accounts and ship-to locations.",
            "Invoices, credit and debit notes, interest charges and recurring charges.",
            "Receipt entry by batch, with automatic application to the oldest invoices.",
            "Statements, dunning letters and collection notes by customer.",
            "Aged trial balance and overdue receivables by salesperson or territory.",
            "Refunds by cheque or electronic payment.",
            "Multicurrency customers and revaluation of open balances.",
          ],
        },
        {
          heading: "Connected to sales",
          paragraphs: [
            "With Order Entry and Sage CRM, sales staff see a customer's credit status before they quote, and invoices flow into receivables the moment an order ships.",
          ],
        },
      ],
    ],
  },
  "software/sage300/multicurrency.pdf": {
    product: "Sage 300",
    title: "Multicurrency",
    summary:
      "Transact, revalue and report in any currency, with gains and losses posted automatically.",
    pages: [
      [
        {
          heading: "Built for companies that trade across borders",
          paragraphs: [
            "Each Sage 300 company has a functional currency. Customers, vendors and bank accounts can each use another, and every transaction keeps both its source and functional amounts, so you can report in either.",
            "Exchange rates are kept by rate type and date: use a daily spot rate for invoices, an average rate for reporting and a contract rate for hedged transactions.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Unlimited currencies and rate types, with rates kept by date.",
            "Source and functional amounts on every transaction.",
            "Realized gains and losses posted automatically when invoices are paid.",
            "Revaluation of open receivables, payables and bank balances at period end.",
            "Reporting currency for groups that report in a third currency.",
            "Consolidation of companies with different functional currencies.",
          ],
        },
      ],
      implementation("Sage 300", "Multicurrency"),
    ],
  },
  "software/sage300/financial-reporter.pdf": {
    product: "Sage 300",
    title: "Financial Reporter",
    summary:
      "Financial statements designed in Excel, filled with live General Ledger data, with drill-down to the source.",
    pages: [
      [
        {
          heading: "Statements your team can change",
          paragraphs: [
            "Financial Reporter builds income statements, balance sheets and schedules from Excel worksheets. Formulas fetch balances, budgets and prior-year figures straight from the General Ledger, so finance staff change layouts themselves without a report writer.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Statement templates for income statement, balance sheet and trial balance.",
            "Balances, net changes, budgets and quantities for any fiscal period.",
            "Selection and consolidation by account segment, group or optional field.",
            "Drill-down from any figure to the transactions behind it.",
            "Statements for one company or consolidated across several.",
            "Output to Excel, printer or PDF.",
          ],
        },
        {
          heading: "Close faster",
          paragraphs: [
            "Because the statements read the ledger directly, there is no export to reconcile. Re-run them after a late adjustment and every figure updates.",
          ],
        },
      ],
    ],
  },
  "software/sage100/warehouse-and-distribution.pdf": {
    product: "Sage 100",
    title: "Warehouse and distribution",
    summary:
      "Inventory, sales orders, purchasing and returns in Sage 100, with stock known by warehouse and bin.",
    pages: [
      [
        {
          heading: "Know what you have and where it is",
          paragraphs: [
            "Sage 100 Inventory Management tracks every item by warehouse, with costing by FIFO, LIFO, average, standard, or lot and serial number. Sales Order and Purchase Order keep quantities on order and committed up to date, so the figure a salesperson promises is the figure on the shelf.",
          ],
        },
        {
          heading: "Modules",
          bullets: [
            "Inventory Management: items, warehouses, costing, reorder points and physical counts.",
            "Sales Order: quotes, orders, back orders, drop shipments and invoicing.",
            "Purchase Order: requisitions, orders, receipts and landed cost.",
            "Barcode: scanning for receiving, picking, transfers and counts.",
            "Return Merchandise Authorization: returns, repairs and replacements.",
          ],
        },
      ],
      [
        {
          heading: "Everyday workflows",
          bullets: [
            "Pick sheets and packing lists printed by warehouse and shipping date.",
            "Automatic back orders when stock is short, released when it arrives.",
            "Purchase suggestions from reorder points, sales history and open orders.",
            "Transfers between warehouses with in-transit tracking.",
            "Cycle counts by item class so the shelves never close for a full count.",
          ],
        },
        ...implementation("Sage 100", "warehouse and distribution").slice(1),
      ],
    ],
  },
  "software/sage100/manufacturing.pdf": {
    product: "Sage 100",
    title: "Manufacturing",
    summary:
      "Bills of materials, work orders and material requirements planning in Sage 100, posting straight to inventory and the ledger.",
    pages: [
      [
        {
          heading: "Production without a second system",
          paragraphs: [
            "Sage 100 manufacturing modules plan and cost production on the same database as inventory, sales and the general ledger. A sales order can create a work order; completing the work order adds finished goods and relieves components; the ledger sees every step.",
          ],
        },
        {
          heading: "Modules",
          bullets: [
            "Bill of Materials: multi-level bills, options, revisions and where-used inquiries.",
            "Work Order: routings, labour and overhead, material issues and completions.",
            "Material Requirements Planning: what to make and buy, and when.",
            "Production scheduling by work centre and due date.",
          ],
        },
        {
          heading: "Costing you can trust",
          paragraphs: [
            "Standard and actual costs are compared on every work order, with variances by material, labour and overhead posted to the ledger so that margins are known, not estimated.",
          ],
        },
      ],
    ],
  },
  "software/sage-intact/multi-entity-consolidation.pdf": {
    product: "Sage Intacct",
    title: "Multi-entity consolidation",
    summary:
      "Consolidate subsidiaries and currencies in real time, with automatic intercompany eliminations.",
    pages: [
      [
        {
          heading: "One close for the whole group",
          paragraphs: [
            "Sage Intacct keeps each entity's books separately and consolidates them as transactions post. There is no export, no consolidation spreadsheet and no wait for the last subsidiary to send its trial balance.",
            "Shared vendors, customers and charts of accounts keep entities consistent, while each one keeps its own currency, tax rules and bank accounts.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Real-time consolidation across any number of entities.",
            "Automatic intercompany due-to and due-from entries and eliminations.",
            "Multi-currency translation with configurable rate types.",
            "Consolidation books for different reporting structures.",
            "Role-based access by entity, so local teams see only their books.",
            "A single close calendar with task tracking across the group.",
          ],
        },
      ],
      implementation("Sage Intacct", "consolidation"),
    ],
  },
  "software/sage-intact/dimensional-reporting.pdf": {
    product: "Sage Intacct",
    title: "Dimensional reporting",
    summary:
      "Tag every transaction with dimensions and report on any combination without adding accounts.",
    pages: [
      [
        {
          heading: "A short chart of accounts, endless views",
          paragraphs: [
            "Traditional systems encode department, location and project in the account number, so every new combination means a new account. Sage Intacct records them as dimensions on each transaction instead. The chart of accounts stays short; reports can slice the same numbers any way management asks.",
          ],
        },
        {
          heading: "Standard and custom dimensions",
          bullets: [
            "Location, department, project, customer, vendor, employee, item and class.",
            "Custom dimensions for anything else you track, such as fund or grant.",
            "Dimension relationships that enforce valid combinations on entry.",
          ],
        },
        {
          heading: "Reporting",
          bullets: [
            "Financial reports that expand any row or column by dimension.",
            "Dashboards by role, updated as transactions post.",
            "Drill-down from any figure to the underlying transactions.",
            "Scheduled reports delivered by e-mail.",
          ],
        },
      ],
    ],
  },
  "software/sage-intact/revenue-recognition.pdf": {
    product: "Sage Intacct",
    title: "Revenue recognition",
    summary:
      "Automated revenue schedules for subscriptions, milestones and multi-element contracts under ASC 606 and IFRS 15.",
    pages: [
      [
        {
          heading: "Recognise revenue by the rules, automatically",
          paragraphs: [
            "Sage Intacct creates revenue schedules when contracts and invoices are entered, allocates the transaction price across performance obligations and posts recognised revenue each period. Finance teams review exceptions instead of maintaining schedules in spreadsheets.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Templates for straight-line, milestone, percent-complete and usage-based revenue.",
            "Allocation of contract value across obligations using standalone selling prices.",
            "Automatic handling of contract changes, renewals and cancellations.",
            "Deferred revenue waterfall and forecast reports.",
            "Audit trail from recognised revenue back to the contract line.",
          ],
        },
      ],
    ],
  },
  "software/sage-crm/sales-force-automation.pdf": {
    product: "Sage CRM",
    title: "Sales force automation",
    summary:
      "Pipeline, forecasts and quotes in Sage CRM, connected to orders in Sage 300 and Sage 100.",
    pages: [
      [
        {
          heading: "Sell with the whole picture",
          paragraphs: [
            "Sage CRM gives every salesperson one screen per customer: contacts, meetings, e-mails, opportunities and quotes, beside the orders, invoices and balances from your Sage accounting system. Managers see the pipeline by stage, rep and territory, updated as reps work.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Leads and opportunities with configurable stages and probabilities.",
            "Forecasts by rep, team and territory.",
            "Quotes with items and prices from Sage 300 or Sage 100.",
            "Quote-to-order conversion without re-keying.",
            "Calendar, tasks and e-mail integration with Outlook and Gmail.",
            "Mobile access for reps on the road.",
          ],
        },
      ],
      [
        {
          heading: "Dashboards for sales managers",
          bullets: [
            "Pipeline value and weighted forecast by period.",
            "Win rates and sales cycle length by product and rep.",
            "Overdue follow-ups and stalled opportunities.",
          ],
        },
        ...implementation("Sage CRM", "sales force automation").slice(1),
      ],
    ],
  },
  "software/sage-crm/customer-service.pdf": {
    product: "Sage CRM",
    title: "Customer service",
    summary:
      "Cases, service levels and a shared knowledge base in Sage CRM, with the customer's orders and invoices on the same screen.",
    pages: [
      [
        {
          heading: "Every case, tracked to resolution",
          paragraphs: [
            "Sage CRM logs each customer issue as a case with its product, priority and owner, routes it to the right person and tracks it against the service level you promised. Agents see the customer's history and open orders, so they answer without transferring the call.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Case logging by phone, e-mail or web, with automatic assignment.",
            "Service level agreements with escalation when targets slip.",
            "A knowledge base of solutions shared by the whole team.",
            "Customer self-service portal for case status.",
            "Reports on volume, resolution time and satisfaction.",
          ],
        },
      ],
    ],
  },
  "software/sage-hrms-payroll/sage-hrms.pdf": {
    product: "Sage HRMS",
    title: "Sage HRMS",
    summary:
      "One system of record for employees: positions, pay history, benefits, attendance and compliance.",
    pages: [
      [
        {
          heading: "From offer letter to exit interview",
          paragraphs: [
            "Sage HRMS keeps a complete, dated history of every employee: positions, salaries, reviews, training, certifications and documents. HR teams answer questions from managers and auditors in minutes instead of searching files.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Employee records with unlimited history and document attachments.",
            "Position control and organisation charts.",
            "Benefits plans, eligibility and enrollment, with carrier reports.",
            "Attendance plans with accrual rules by policy.",
            "Training, certification and licence tracking with expiry alerts.",
            "Health and safety incident records.",
          ],
        },
      ],
      [
        {
          heading: "Reporting and compliance",
          bullets: [
            "Headcount, turnover and compensation analysis.",
            "Employment equity and regulatory reporting.",
            "Audit trail of every change to an employee record.",
          ],
        },
        ...implementation("Sage HRMS", "HRMS").slice(1),
      ],
    ],
  },
  "software/sage-hrms-payroll/employee-self-service.pdf": {
    product: "Sage HRMS",
    title: "Employee Self Service",
    summary:
      "A secure web portal where employees see their pay, update their details and request time off.",
    pages: [
      [
        {
          heading: "Fewer routine requests for HR",
          paragraphs: [
            "Employee Self Service gives every employee a secure login to their own information. Pay stubs, tax slips, leave balances and benefit elections are available at any hour, and changes are routed for approval where your policy requires it.",
          ],
        },
        {
          heading: "What employees can do",
          bullets: [
            "View and download pay statements and year-end tax slips.",
            "Update address, emergency contacts and direct deposit details.",
            "Request time off and see current balances.",
            "Enrol in benefits during open enrollment.",
            "Read company policies and acknowledge them online.",
          ],
        },
        {
          heading: "What managers can do",
          bullets: [
            "Approve time-off requests and detail changes.",
            "See team calendars and leave balances.",
          ],
        },
      ],
    ],
  },
  "software/sage-hrms-payroll/payroll.pdf": {
    product: "Sage Payroll",
    title: "Payroll",
    summary:
      "Accurate pay runs for hourly and salaried staff, with current tax tables, direct deposit and ledger posting.",
    pages: [
      [
        {
          heading: "Pay everyone correctly, every time",
          paragraphs: [
            "Sage Payroll calculates earnings, deductions, taxes and employer contributions for every pay group and cycle. Tax tables are updated every year, and our payroll specialists review your setup before each year-end.",
          ],
        },
        {
          heading: "Capabilities",
          bullets: [
            "Weekly, biweekly, semi-monthly and monthly pay cycles.",
            "Multiple pay groups, off-cycle cheques and manual adjustments.",
            "Federal, state and provincial taxes with annual table updates.",
            "Benefit and garnishment deductions from Sage HRMS.",
            "Direct deposit files for your bank.",
            "Payroll journals posted to Sage 300 or Sage 100.",
          ],
        },
      ],
      [
        {
          heading: "Labour costing and year-end",
          bullets: [
            "Distribute wages and employer burden by department, job or project.",
            "Remittance reports for each tax authority.",
            "W-2 and T4 year-end forms, printed or filed electronically.",
          ],
        },
        ...implementation("Sage Payroll", "payroll").slice(1),
      ],
    ],
  },
} satisfies Record<string, FactSheetContent>;

/** The English sheets' paths: the French text (fact-sheets.fr.ts) has one entry for each. */
export type FactSheetPath = keyof typeof sheets;

export const factSheets: FactSheet[] = Object.entries(sheets).map(([path, sheet]) => ({
  path: path as FactSheetPath,
  ...sheet,
}));

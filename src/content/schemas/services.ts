import { z } from "zod";
import { heroSchema, imageSchema, pageSections } from "./page-blocks";
import { factString } from "./rich-text";

export const serviceSlugs = [
  "hosting",
  "managed-services",
  "disaster-recovery",
  "client-care",
  "network",
] as const;
export const serviceSlugSchema = z.enum(serviceSlugs);
export type ServiceSlug = z.infer<typeof serviceSlugSchema>;

const heading = factString(3, 90);
const intro = factString(20, 400).optional();
/** A table's column heading or a short label. */
const label = factString(2, 40);

/**
 * Hosting: the service levels the agreement commits to, as two real tables (what is
 * committed, and how fast we answer by severity), with their column headings.
 */
export const slaModule = z.strictObject({
  type: z.literal("sla"),
  heading,
  intro,
  levels: z.strictObject({
    caption: factString(3, 120),
    commitmentColumn: label,
    levelColumn: label,
    rows: z
      .array(z.strictObject({ commitment: factString(2, 60), level: factString(2, 240) }))
      .min(2)
      .max(8),
  }),
  response: z.strictObject({
    caption: factString(3, 120),
    severityColumn: label,
    responseColumn: label,
    hoursColumn: label,
    rows: z
      .array(
        z.strictObject({
          severity: factString(2, 40),
          /** What the severity means, under its name: "A server is down or no one can sign in". */
          meaning: factString(5, 200),
          response: factString(2, 60),
          hours: factString(2, 80),
        }),
      )
      .min(2)
      .max(5),
  }),
  /** Under the tables: where the levels are written (the agreement). */
  note: factString(10, 300).optional(),
});

/** A length of time as a figure and its unit: each language writes it its own way. */
export const durationSchema = z.strictObject({
  value: z.number().positive().max(999),
  unit: z.enum(["minute", "hour", "day"]),
});
export type Duration = z.infer<typeof durationSchema>;

const term = z.strictObject({
  /** "Recovery point objective (RPO)". */
  name: factString(3, 60),
  text: factString(10, 200),
  /** Before each row's figure: "Work lost, at most". */
  label: factString(3, 40),
});

/**
 * Disaster recovery: how much work could be lost (recovery point) and how long until
 * systems run again (recovery time), drawn on one line either side of the disaster,
 * for each group of systems.
 */
export const recoveryModule = z.strictObject({
  type: z.literal("recovery"),
  heading,
  intro,
  /** The moment in the middle of the drawing: "Disaster strikes". */
  disasterLabel: label,
  /** The work that could be lost: its name, what it means, and its label in each row. */
  point: term,
  /** The time until systems run again, the same way. */
  time: term,
  tiers: z
    .array(
      z.strictObject({
        name: factString(2, 60),
        systems: factString(5, 160),
        point: durationSchema,
        time: durationSchema,
      }),
    )
    .min(1)
    .max(4),
  /** Under the drawing: these are typical targets; each client's are in its plan. */
  note: factString(10, 300).optional(),
});

/** Client Care: the plans side by side, each with what it includes. */
export const plansModule = z.strictObject({
  type: z.literal("plans"),
  heading,
  intro,
  plans: z
    .array(
      z.strictObject({
        name: factString(2, 40),
        /** Who the plan fits. */
        summary: factString(10, 200),
        /** How it is priced, in words: never a figure the company has not given. */
        price: factString(5, 80),
        /** Above the list, for a plan that builds on another: "Everything in Remote, plus:". */
        lead: factString(3, 80).optional(),
        includes: z.array(factString(3, 160)).min(2).max(10),
      }),
    )
    .min(2)
    .max(3),
  note: factString(10, 300).optional(),
});

export const cadences = ["daily", "weekly", "monthly", "quarterly", "onRequest"] as const;
export type Cadence = (typeof cadences)[number];

/**
 * Managed services: a month of the recurring work, drawn as a calendar (daily, weekly
 * and monthly work marked on its days) beside the same work listed by how often.
 */
export const monthModule = z.strictObject({
  type: z.literal("month"),
  heading,
  intro,
  /** Over the calendar: "A typical month". */
  calendarTitle: factString(3, 60),
  rhythms: z
    .array(
      z.strictObject({
        cadence: z.enum(cadences),
        /** "Every day", "On request". */
        label,
        items: z.array(factString(5, 240)).min(1).max(6),
      }),
    )
    .min(2)
    .max(5)
    .refine((rhythms) => new Set(rhythms.map((r) => r.cadence)).size === rhythms.length, {
      error: "names a cadence twice: list each cadence's work once",
    }),
});

/** Network: a project's phases in order, each with what the client receives. */
export const projectModule = z.strictObject({
  type: z.literal("project"),
  heading,
  intro,
  /** Before each phase's deliverable: "You receive". */
  deliverableLabel: label,
  phases: z
    .array(
      z.strictObject({
        title: factString(2, 60),
        text: factString(20, 400),
        deliverable: factString(5, 200),
      }),
    )
    .min(2)
    .max(6),
});

/** The section only this service's page has, after its opening text. */
export const serviceModuleSchema = z.discriminatedUnion("type", [
  slaModule,
  recoveryModule,
  plansModule,
  monthModule,
  projectModule,
]);
export type ServiceModule = z.infer<typeof serviceModuleSchema>;

/** content/<language>/services/<slug>.yaml: one service page. */
export const serviceSchema = z
  .strictObject({
    slug: serviceSlugSchema,
    name: z.string().trim().min(3).max(60),
    /** The service as a sentence names it: "Questions about <askAbout>?" (lower case but for names). */
    askAbout: z.string().trim().min(3).max(60),
    /** schema.org serviceType, e.g. "Managed cloud hosting". */
    serviceType: z.string().trim().min(3).max(80),
    summary: factString(80, 320),
    hero: heroSchema,
    /** The picture beside the page's heading: what the service does, drawn. */
    picture: imageSchema,
    /** At least two: with a module, or a third section without one, a page has three. */
    sections: pageSections(2),
    /**
     * The sections that fit this service alone (hosting's service levels, disaster
     * recovery's recovery times...), shown after the page's first text section (see
     * ServiceBlocks). A list so that the editor offers each kind to choose from.
     */
    modules: z.array(serviceModuleSchema).max(2).optional(),
    cta: z.strictObject({
      heading: z.string().trim().min(5).max(90),
      text: factString(40, 400),
    }),
  })
  .superRefine((service, ctx) => {
    const modules = service.modules ?? [];
    if (modules.length === 0 && service.sections.length < 3) {
      ctx.addIssue({
        code: "custom",
        path: ["sections"],
        message: "has too few sections: give the page a module, or at least 3 sections",
      });
    }
    // A module is listed and linked among the sections by its heading, like them.
    const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
    const headings = service.sections.map((section) => key(section.heading));
    modules.forEach((module, i) => {
      const same = headings.indexOf(key(module.heading));
      if (same !== -1) {
        const count = service.sections.length;
        const other = same < count ? `sections.${same}` : `modules.${same - count}`;
        ctx.addIssue({
          code: "custom",
          path: ["modules", i, "heading"],
          message: `is the heading of ${other} too: give the module its own (the page lists its sections by heading and links to each)`,
        });
      }
      headings.push(key(module.heading));
    });
  });
export type Service = z.infer<typeof serviceSchema>;

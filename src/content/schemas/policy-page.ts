import { z } from "zod";
import { site } from "~/content/site";
import { isoDate } from "./iso-date";
import { checkFacts, facts, factString, notAPage, parseLinks } from "./rich-text";

/**
 * The statements a Canadian company owes its visitors: the privacy policy (/privacy) and
 * the accessibility statement (/accessibility), one file per language each
 * (content/<language>/privacy.yaml, accessibility.yaml), read with this schema.
 */

/**
 * Details the page fills in where the text names them, beside the company's figures
 * ({foundingYear}): who answers for personal information, how long a message is kept,
 * and how to reach us, all from content/site.yaml, so that the page changes with it.
 * Addresses become links (src/components/policy/policy-text.tsx).
 */
export const policySlots = {
  privacyOfficer: "the title of the person in charge of personal information",
  privacyEmail: "their e-mail address",
  retentionDays: "the days a delivered message is kept",
  phone: "the main phone number",
  tollFreePhone: "the toll-free number",
  email: "the general e-mail address",
} as const;

export type PolicySlot = keyof typeof policySlots;

const isSlot = (name: string): name is PolicySlot => Object.hasOwn(policySlots, name);

const placeholders = /\{([A-Za-z]+)\}/g;

/** The {names} a text uses. */
function namesIn(text: string): string[] {
  return [...text.matchAll(placeholders)].map((match) => match[1]!);
}

/**
 * Text of a statement: company facts and this page's details as {placeholders}, and
 * [links](/contact) to pages of this site. Parsed into text and link segments; the
 * details stay as placeholders until the page renders them.
 */
const policyText = z
  .string()
  .trim()
  .min(10)
  .max(1200)
  .superRefine((raw, ctx) => {
    for (const name of namesIn(raw).filter((n) => !isSlot(n) && !(n in facts))) {
      ctx.addIssue({
        code: "custom",
        message: `uses {${name}}, which is neither a company fact nor a detail this page fills in; use one of ${Object.keys(
          policySlots,
        )
          .map((n) => `{${n}}`)
          .join(", ")}, or a fact: ${Object.keys(facts).join(", ")}`,
      });
    }
    const days = new RegExp(`\\b${site.privacy.retentionDays}\\s+(days|jours)`, "i").exec(raw);
    if (days) {
      ctx.addIssue({
        code: "custom",
        message: `writes "${days[0]}", the time content/site.yaml sets (privacy.retentionDays): write {retentionDays} instead, so that the policy follows the relay's setting`,
      });
    }
    // The company's figures are checked as everywhere else: written as {placeholders}.
    checkFacts(
      raw.replace(placeholders, (whole, name: string) => (name in facts ? whole : "")),
      ctx,
    );
  })
  .transform((text, ctx) => {
    const { segments, badTarget } = parseLinks(text);
    if (badTarget !== undefined) {
      ctx.addIssue({ code: "custom", message: `links to ${notAPage(badTarget, "/contact")}` });
      return z.NEVER;
    }
    const broken = segments.find((s) => !s.to && /\]\s*\(/.test(s.text));
    if (broken) {
      ctx.addIssue({
        code: "custom",
        message: `has a link written wrongly in "${broken.text.trim()}": write [label](/path), with nothing between ] and ( and no space in the path`,
      });
      return z.NEVER;
    }
    const inLabel = segments.find((s) => s.to && namesIn(s.text).length > 0);
    if (inLabel) {
      ctx.addIssue({
        code: "custom",
        message: `names a detail inside the link "${inLabel.text}": put {placeholders} outside the [link]`,
      });
      return z.NEVER;
    }
    return segments;
  });

export type PolicyText = z.output<typeof policyText>;

const heading = z.string().trim().min(3).max(90);

const sectionSchema = z.strictObject({
  heading,
  paragraphs: z.array(policyText).min(1),
  /** A list after the paragraphs. */
  items: z.array(policyText).min(2).optional(),
  /** Paragraphs after the list. */
  after: z.array(policyText).min(1).optional(),
});

/** Every text of a statement, to look for the details it must name. */
function textsOf(page: {
  contact: { text: PolicyText };
  sections: readonly z.output<typeof sectionSchema>[];
}): PolicyText[] {
  return [
    page.contact.text,
    ...page.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? []), ...(s.after ?? [])]),
  ];
}

/**
 * A statement's file. `required` are the details it must give somewhere (the privacy
 * officer's title and address, how long messages are kept; a phone and an e-mail for
 * feedback): an edit that drops one fails the build rather than the law.
 */
export function policyPageSchema(required: readonly (readonly [PolicySlot, string])[]) {
  return z
    .strictObject({
      /** The small label above the heading. */
      eyebrow: z.string().trim().min(2).max(40),
      lead: factString(40, 400),
      /** When the statement last changed, and the words before the date. */
      updated: z.strictObject({ label: z.string().trim().min(2).max(40), date: isoDate }),
      /** The card beside the statement: whom to write to, and how. */
      contact: z.strictObject({ heading, text: policyText }),
      sections: z
        .array(sectionSchema)
        .min(3)
        .superRefine((sections, ctx) => {
          // Each heading makes its section's address (#anchor) and its entry in the page's list.
          const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
          sections.forEach((section, i) => {
            const first = sections.findIndex(
              (other) => key(other.heading) === key(section.heading),
            );
            if (first !== i) {
              ctx.addIssue({
                code: "custom",
                path: [i, "heading"],
                message: `is the heading of sections.${first} too: give each section its own`,
              });
            }
          });
        }),
    })
    .superRefine((page, ctx) => {
      // zod runs this check even when a text failed its own (and so is not parsed): the
      // text's own message says what is wrong with it.
      const parsed = textsOf(page).filter((segments) => Array.isArray(segments));
      if (parsed.length < textsOf(page).length) return;
      const named = new Set(
        parsed.flatMap((segments) => segments.flatMap((s) => (s.to ? [] : namesIn(s.text)))),
      );
      for (const [slot, why] of required) {
        if (!named.has(slot)) {
          ctx.addIssue({
            code: "custom",
            path: ["sections"],
            message: `never names {${slot}} (${policySlots[slot]}): ${why}`,
          });
        }
      }
    });
}

export const privacyPolicySchema = policyPageSchema([
  ["privacyOfficer", "the policy must give the title of the person in charge (Law 25)"],
  ["privacyEmail", "the policy must say how to reach the person in charge (Law 25)"],
  ["retentionDays", "the policy must say how long a message is kept"],
]);

export const accessibilityStatementSchema = policyPageSchema([
  ["phone", "the statement must give a phone number for feedback"],
  ["email", "the statement must give an e-mail address for feedback"],
]);

export type PolicyPage = z.output<typeof privacyPolicySchema>;

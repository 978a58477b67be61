// zod's mini build: the same validation as zod, in functions a bundler can leave out
// when unused, so the browser's share of the contact page stays small (decision 0001).
import * as z from "zod/mini";
import type { Locale } from "../i18n/locale";
import { contactLimits, type ContactFormField } from "./contact-fields";

// zod compiles validators with `new Function` when it can; the site's CSP forbids
// eval, and even zod's probe for it is reported as a CSP violation. Interpret instead.
z.config({ jitless: true });

/**
 * The contact form and the relay share these schemas and pure functions, so the
 * browser and the server accept exactly the same input. Browser-safe: no Node APIs.
 */

export { contactFormFields, contactLimits, type ContactFormField } from "./contact-fields";

/**
 * One-line fields: no control characters (CR and LF included, so nothing can break
 * out of a mail header), no Unicode line or paragraph separators, no lone surrogates,
 * and no bidirectional embedding, override or isolate controls (U+202A-202E,
 * U+2066-2069), which can make a subject read backwards in the inbox. Other invisible
 * format characters stay allowed: the zero-width non-joiner is part of Persian names.
 */
const oneLinePattern = /^[^\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u202A-\u202E\u2066-\u2069]*$/u;

/** Multi-line text: line breaks and tabs are fine, other control characters are not. */
const multiLinePattern = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/**
 * One address, dot-atom form only (RFC 5322 without quoted strings, comments or
 * display names), ASCII domain with a real top-level label. Nothing here can
 * separate two addresses: no comma, semicolon, space, angle bracket or quote.
 */
const emailPattern =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Digits with the usual separators, an optional leading + and an optional extension. */
const phonePattern = /^\+?[0-9 ().\-/]+?(?:\s*(?:ext\.?|x|#)\s*[0-9]{1,6})?$/i;

/** True for a plausible phone number: the pattern above with 7 to 15 digits before any extension. */
export function isPlausiblePhone(value: string): boolean {
  // The length guard keeps the pattern's backtracking bounded on hostile input.
  if (value.length > contactLimits.phone || !phonePattern.test(value)) return false;
  const main = value.replace(/\s*(?:ext\.?|x|#)\s*[0-9]{1,6}$/i, "");
  const digits = main.replace(/[^0-9]/g, "").length;
  return digits >= 7 && digits <= 15;
}

export function isEmailAddress(value: string): boolean {
  return value.length <= contactLimits.email && emailPattern.test(value);
}

/**
 * Why a field was refused: a code, not a sentence, so that the relay and the form
 * agree whatever the page's language; the form says it in words from its
 * dictionary (src/i18n/<language>/contact.ts), the relay's JSON answer carries the
 * code in `fields`. A missing or non-string value counts as `required`.
 */
export type ContactErrorCode = "required" | "tooLong" | "invalid";

/** A required text field: trimmed, then not empty, at most `max` long, matching `pattern`. */
function textField(max: number, pattern: RegExp, tooLong: ContactErrorCode = "tooLong") {
  return z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(max, tooLong),
      z.regex(pattern, "invalid"),
    );
}

const oneLineField = (max: number) => textField(max, oneLinePattern);

// An address over the cap is no address at all: "invalid", not "too long".
const emailField = () => textField(contactLimits.email, emailPattern, "invalid");

/** The form's five fields, as the visitor types them. */
export const contactFormSchema = z.object({
  name: oneLineField(contactLimits.name),
  companyName: oneLineField(contactLimits.companyName),
  email: emailField(),
  phone: z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(contactLimits.phone, "invalid"),
      z.refine(isPlausiblePhone, "invalid"),
    ),
  message: textField(contactLimits.message, multiLinePattern),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
// The schema and the form's field list (contact-fields.ts) name the same five fields.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const fieldsMatchSchema: SameKeys<keyof ContactForm, ContactFormField> = true;
void fieldsMatchSchema;

/**
 * The relay's JSON contract. The four required fields alone are a complete request;
 * `website` is the honeypot (a field people never see, so never fill) and
 * `renderedAt` the time the form was shown and `sentAt` the time it was sent (epoch
 * milliseconds, both on the browser's clock, so their difference is the fill time
 * whatever that clock says). `language` is the page's language, "en" or "fr" (absent
 * from older pages, and then English): the mail to sales says which
 * language to answer in. Unknown keys are dropped. A malformed `renderedAt` or `sentAt` is ignored rather
 * than rejected: a spam signal must never cost a real enquiry.
 */
export const emailPayloadSchema = z.object({
  senderMail: emailField(),
  senderName: oneLineField(contactLimits.name),
  subject: oneLineField(contactLimits.companyName),
  message: textField(contactLimits.payloadMessage, multiLinePattern),
  // Checked by hand rather than with z.enum and a default: their code would be the
  // biggest part of this change to the browser's share of the page. Absent is English.
  language: z.optional(z.custom<Locale>((value) => value === "en" || value === "fr", "invalid")),
  website: z.catch(z.optional(z.string().check(z.maxLength(contactLimits.honeypot))), undefined),
  renderedAt: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
  sentAt: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
});

export type EmailPayloadInput = z.input<typeof emailPayloadSchema>;
export type EmailPayload = z.output<typeof emailPayloadSchema>;
export type EmailPayloadField = "senderMail" | "senderName" | "subject" | "message";

/** The request body the form sends: the four contract fields, one text block per PRODUCT.md §7. */
export function buildEmailPayload(
  form: ContactForm,
): Pick<EmailPayload, "senderMail" | "senderName" | "subject" | "message"> {
  const message = [
    `Name: ${form.name}`,
    `Company: ${form.companyName}`,
    `Email: ${form.email}`,
    `Phone: ${form.phone}`,
    `Message: ${normalizeLineBreaks(form.message)}`,
  ].join("\n");
  return {
    senderMail: form.email,
    senderName: form.name,
    subject: form.companyName,
    message,
  };
}

/** CRLF and lone CR become LF, so stored text and mail bodies have one line-break style. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * A honeypot counts as filled when it holds anything but an empty or blank string.
 * Checked on the raw input, before validation, so a bot gets the same silent answer
 * whatever else it sent.
 */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

/**
 * Field name to its first error (a ContactErrorCode for the fields above), from a
 * failed parse of either schema.
 */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    fields[field] ??= issue.message;
  }
  return fields;
}

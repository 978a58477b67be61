/**
 * The contact form's fields and length caps: what the form needs to render,
 * without zod. The schemas that check them live in contact.ts, which the form
 * loads only when a visitor sends (decision 0001); the relay imports both.
 */

/** Length caps in UTF-16 code units (what String.length counts). */
export const contactLimits = {
  name: 100,
  companyName: 150,
  /** RFC 5321: a path is at most 256 octets including the angle brackets. */
  email: 254,
  phone: 40,
  message: 5000,
  /**
   * The relay's message is the form's five fields as one block: the form's caps plus
   * the labels always fit under it (see buildEmailPayload).
   */
  payloadMessage: 6000,
  honeypot: 500,
} as const;

/** The form's fields in the order they are shown. */
export const contactFormFields = ["name", "companyName", "email", "phone", "message"] as const;

export type ContactFormField = (typeof contactFormFields)[number];

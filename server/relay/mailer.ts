import nodemailer from "nodemailer";
import { languageTag, type Locale } from "../../src/i18n/locale";
import type Mail from "nodemailer/lib/mailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import type { Mailbox } from "./config";
import type { OutboxRow } from "./outbox";
import { PlaintextSmtpError, plaintextProblem } from "./smtp-url";

export type MailSettings = {
  from: Mailbox;
  to: string;
};

export const subjectPrefix = "Website enquiry: ";

/** Each language's name in English, the language sales read. */
const languageNames: Record<Locale, string> = { en: "English", fr: "French" };

/**
 * The mail's first line: the language the visitor wrote from (the page's), so that
 * sales answer in it. "Language: French (fr-CA): reply in French".
 */
export function languageLine(language: Locale): string {
  const name = languageNames[language];
  return `Language: ${name} (${languageTag[language]}): reply in ${name}`;
}

/** The plain-text body: the visitor's language, every field, labelled, then the message as sent. */
export function mailText(row: OutboxRow): string {
  return [
    languageLine(row.language),
    "",
    "New enquiry from the contact form on the website.",
    "",
    `Name:      ${row.senderName}`,
    `E-mail:    ${row.senderMail}`,
    `Company:   ${row.subject}`,
    `Received:  ${new Date(row.createdAt).toISOString()}`,
    `Reference: ${row.id}`,
    "",
    "Message:",
    row.message,
    "",
    "--",
    `Reply to this e-mail to answer ${row.senderName} directly.`,
    "",
  ].join("\n");
}

/**
 * The mail for one outbox row. From is always our own address and the recipient is
 * always CONTACT_TO, both from config; the visitor appears only as Reply-To, passed
 * as a validated { name, address } object (a string would be parsed, and a crafted
 * one could add recipients). The envelope is explicit for the same reason.
 */
export function buildMail(row: OutboxRow, settings: MailSettings): Mail.Options {
  const subject = `${subjectPrefix}${row.subject}`;
  const literalSubject = literalHeaderText(subject, 52);
  return {
    from: { name: settings.from.name, address: settings.from.address },
    to: { name: "", address: settings.to },
    replyTo: { name: literalHeaderText(row.senderName), address: row.senderMail },
    envelope: { from: settings.from.address, to: [settings.to] },
    // Encoded words of our own go in as a prepared header: handed to nodemailer as the
    // subject, a long one was encoded a second time and read as "=?UTF-8?Q?Website…".
    ...(literalSubject === subject ? { subject } : {}),
    messageId: row.messageId,
    date: new Date(row.createdAt),
    text: mailText(row),
    headers: {
      "X-Ridgeline-Outbox-Id": row.id,
      ...(literalSubject === subject ? {} : { Subject: { prepared: true, value: literalSubject } }),
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Header text that mail programs show exactly as typed. ASCII text goes into a
 * header as it is, so a visitor's "=?utf-8?B?...?=" would be decoded by the reader
 * into something else (an address-looking display name, say); such text is sent
 * as an encoded word of its own, which decodes back to what was typed.
 */
export function literalHeaderText(text: string, maxLength?: number): string {
  return text.includes("=?") ? encodeWord(text, "Q", maxLength) : text;
}

export type Mailer = {
  send(row: OutboxRow): Promise<void>;
  close(): void;
};

export function createMailer(
  smtpUrl: string,
  settings: MailSettings,
  options: { timeoutMs: number; maxConnections: number },
): Mailer {
  const { timeoutMs } = options;
  const problem = plaintextProblem(smtpUrl);
  if (problem) throw new PlaintextSmtpError(problem);
  // Values in the URL's query (e.g. ?tls.ca=…, or ?requireTLS=false for a loopback MTA,
  // as plaintextProblem allows) override these. A pool reuses connections, so a backlog
  // after an outage drains without a new handshake per message.
  const transport = nodemailer.createTransport({
    pool: true,
    // smtp:// upgrades with STARTTLS or does not send: offered only "when available",
    // anyone on the path could strip the offer and read the password and the leads.
    requireTLS: true,
    maxConnections: options.maxConnections,
    maxMessages: 100,
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async send(row) {
      await transport.sendMail(buildMail(row, settings));
    },
    close() {
      transport.close();
    },
  };
}

/**
 * A failed delivery, described twice: `summary` (error code, SMTP reply code and
 * command) is safe for logs; `detail` adds the server's reply text and goes only
 * into the outbox row, which holds visitor data anyway.
 */
export function describeSmtpError(error: unknown): {
  code: string | undefined;
  responseCode: number | undefined;
  summary: string;
  detail: string;
} {
  const e = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
    message?: unknown;
  };
  const code = typeof e.code === "string" ? e.code : undefined;
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : undefined;
  const command = typeof e.command === "string" ? e.command : undefined;
  const summary = [code, responseCode, command].filter((part) => part !== undefined).join(" ");
  const message = typeof e.message === "string" ? e.message : String(error);
  return {
    code,
    responseCode,
    summary: summary || "delivery failed",
    detail: `${summary || "error"}: ${message}`.slice(0, 1000),
  };
}

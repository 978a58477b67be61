import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  buildEmailPayload,
  contactFormFields,
  contactFormSchema,
  emailPayloadSchema,
  fieldErrors,
  isHoneypotFilled,
} from "../../src/lib/contact";
import { formatNumber, isLocale, localeOfPath, type Locale } from "../../src/i18n/locale";
import { localizedPath } from "../../src/lib/route-table";
import { newId } from "./ids";
import { payloadHash, storageProblem, type MessageFields } from "./outbox";
import { OutboxUnavailableError, type Relay, type Submission } from "./relay";

/**
 * POST /v1/email (register with prefix "/v1"). CORS, the rate limit and the form
 * parser live inside this plugin's scope, so they apply to the relay alone and
 * never to the static site.
 *
 * Origin policy: a request with an Origin header must come from an allowed origin
 * (403 otherwise). A request without one is let through: browsers always send
 * Origin on a POST, so a missing header means a non-browser client, which could
 * forge any Origin anyway; the check exists to stop other sites from using their
 * visitors' browsers against the relay, and the rate limit covers the rest.
 */

/** The form path's own key namespace: JSON clients may not send keys in it. */
const formKeyPrefix = "form:";

/** The same message sent again without JavaScript within the same ten minutes. */
export function formIdempotencyKey(fields: MessageFields, now: number): string {
  return `${formKeyPrefix}${payloadHash(fields).slice(0, 32)}:${Math.floor(now / 600_000)}`;
}

export type RelayPluginOptions = { relay: Relay };

export const thankYouPath = "/contact/thank-you";
export const formErrorPath = "/contact";
export const formAnchor = "contact-form";

/** Where a form post lands, in the language of the page that posted it: /fr/nous-joindre/merci. */
export function thankYouPathIn(language: Locale): string {
  return localizedPath(thankYouPath, language);
}

/** The contact page in the language of the page that posted: /fr/nous-joindre. */
export function formPathIn(language: Locale): string {
  return localizedPath(formErrorPath, language);
}
/**
 * Where a form post that fails validation lands (with ?error=<fields>): the contact
 * page's 'not sent' notice, which CSS shows when it is the target, so that a visitor
 * without JavaScript is told too.
 */
export const formErrorAnchor = "contact-not-sent";

type Problem = {
  status: number;
  error: string;
  /** A short code for JSON clients ("outbox_disk_full"), as /healthz gives it. */
  reason?: string;
  message: string;
  /** The message in French, for the page a French form post is shown without JavaScript. */
  fr?: string;
  fields?: Record<string, string>;
};

/** The page a form post without JavaScript shows when it is refused, in each language. */
const problemPage = {
  en: {
    title: "Message not sent",
    heading: "Your message was not sent",
    back: "Back to the contact form",
    fallback: "",
  },
  fr: {
    title: "Message non envoyé",
    heading: "Votre message n’a pas été envoyé",
    back: "Retour au formulaire de contact",
    fallback: "La demande n’a pas pu être lue.",
  },
} as const;

const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

function mediaType(request: FastifyRequest): string | undefined {
  return request.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
}

function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === "application/x-www-form-urlencoded";
}

/**
 * The types an HTML form can post as (its enctype): the relay reads only the first, but a
 * person sent any of them, so a refusal is a page for them, not JSON.
 */
const browserFormTypes = new Set([
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "text/plain",
]);

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** A body the relay refuses to read as text: the charset it declares, or bytes that are not UTF-8. */
class BodyTextError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: "RELAY_UNSUPPORTED_CHARSET" | "RELAY_INVALID_UTF8",
    message: string,
  ) {
    super(message);
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body as text: only UTF-8 (declared or not; US-ASCII is not a declaration we
 * take either), and only valid UTF-8. A Latin-1 "José" is refused rather than stored
 * as "Jos\uFFFD".
 */
function bodyText(request: FastifyRequest, body: Buffer): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i
    .exec(request.headers["content-type"] ?? "")?.[1]
    ?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    throw new BodyTextError(
      "RELAY_UNSUPPORTED_CHARSET",
      `The request declares charset=${charset.slice(0, 40)}; send it in UTF-8 (charset=utf-8).`,
    );
  }
  try {
    return strictUtf8.decode(body);
  } catch {
    throw new BodyTextError(
      "RELAY_INVALID_UTF8",
      "The request body is not valid UTF-8; send it in UTF-8.",
    );
  }
}

/**
 * application/x-www-form-urlencoded, strictly: a percent-encoded byte sequence that is
 * not UTF-8 ("Jos%E9", a Latin-1 page's form) is refused. Repeated names become arrays.
 */
function parseForm(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    let name: string;
    let value: string;
    try {
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
      name = decode(eq < 0 ? pair : pair.slice(0, eq));
      value = eq < 0 ? "" : decode(pair.slice(eq + 1));
    } catch {
      throw new BodyTextError(
        "RELAY_INVALID_UTF8",
        "The form's percent-encoded text is not UTF-8; send the form from a UTF-8 page.",
      );
    }
    const previous = fields[name];
    fields[name] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "fr", "FR", "fr-CA" or "fr_CA": the site's language it names, if any. */
export function languageOf(value: unknown): Locale | undefined {
  if (typeof value !== "string") return undefined;
  const primary = value.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/** The first of our languages an Accept-Language header lists, by its weights. */
function acceptedLanguage(header: string | undefined): Locale | undefined {
  const ranges = (header ?? "").split(",").map((part, index) => {
    const [range = "", ...params] = part.split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { language: languageOf(range), q: q === undefined ? 1 : Number(q), index };
  });
  return ranges
    .filter((r) => r.language !== undefined && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)[0]?.language;
}

/**
 * The language of a form post: the form's hidden `language` field. Before the body is
 * read (a refused or rate-limited request), what the request itself says, most
 * reliable first: the form's address (`?language=fr`, from formActionIn), the page in
 * the Referer (a cross-origin relay sees only the origin, so a bare "/" says nothing),
 * then the browser's Accept-Language. English when nothing says.
 */
export function formLanguage(request: FastifyRequest): Locale {
  const body: unknown = request.body;
  if (isPlainObject(body)) return languageOf(body.language) ?? "en";
  const query: unknown = request.query;
  const fromQuery = isPlainObject(query) ? languageOf(query.language) : undefined;
  return (
    fromQuery ??
    refererLanguage(request.headers.referer) ??
    acceptedLanguage(request.headers["accept-language"]) ??
    "en"
  );
}

function refererLanguage(referer: string | undefined): Locale | undefined {
  if (referer === undefined) return undefined;
  try {
    const { pathname } = new URL(referer);
    return pathname === "/" ? undefined : localeOfPath(pathname);
  } catch {
    return undefined;
  }
}

function parseRenderedAt(value: unknown): number | undefined {
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

export const relayPlugin: FastifyPluginAsync<RelayPluginOptions> = async (app, { relay }) => {
  const { config } = relay;
  const allowedOrigins = new Set(config.allowedOrigins);

  app.addHook("onClose", async () => relay.close());
  if (app.hasDecorator("healthChecks")) app.healthChecks.outbox = () => relay.healthReport();

  /** Where a form post's redirect points: back to the allowed page that posted it, else our own site. */
  const siteBase = (request: FastifyRequest): string => {
    const origin = request.headers.origin;
    return origin !== undefined && allowedOrigins.has(origin) ? origin : "";
  };

  const sendProblem = (request: FastifyRequest, reply: FastifyReply, problem: Problem) => {
    reply.code(problem.status);
    if (!browserFormTypes.has(mediaType(request) ?? "")) {
      const { status: _status, fr: _fr, ...body } = problem;
      return reply.send(body);
    }
    // A form post without JavaScript shows this page itself: keep it short and human, in
    // the language of the page that posted it.
    const language = formLanguage(request);
    const words = problemPage[language];
    const message = language === "fr" ? (problem.fr ?? words.fallback) : problem.message;
    const back = `${siteBase(request)}${formPathIn(language)}#${formAnchor}`;
    return reply
      .type("text/html; charset=utf-8")
      .header(
        "Content-Security-Policy",
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      )
      .send(
        `<!doctype html><html lang="${language === "fr" ? "fr-CA" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title></head><body><h1>${words.heading}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">${words.back}</a></p></body></html>`,
      );
  };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store").header("X-Content-Type-Options", "nosniff");
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof BodyTextError) {
      request.log.info({ code: error.code }, "contact relay: body is not UTF-8 text");
      return sendProblem(request, reply, {
        status: 400,
        error: error.code === "RELAY_UNSUPPORTED_CHARSET" ? "unsupported_charset" : "invalid_utf8",
        message: error.message,
        fr: "Le texte du formulaire n’a pas pu être lu\u00a0: il doit être envoyé en UTF-8.",
      });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return sendProblem(request, reply, {
        status: 413,
        error: "payload_too_large",
        message: `The message is too large. Requests are limited to ${config.maxBodyBytes} bytes.`,
        fr: `Le message est trop long. Une demande est limitée à ${formatNumber(config.maxBodyBytes, "fr")}\u00a0octets.`,
      });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) {
      return sendProblem(request, reply, {
        status: 415,
        error: "unsupported_media_type",
        message: "Send the message as application/json or application/x-www-form-urlencoded.",
        fr: "Le formulaire n’a pas pu être lu\u00a0: envoyez votre message depuis le formulaire de notre site.",
      });
    }
    if (status === 429) {
      const retryAfter = Number(reply.getHeader("retry-after") ?? 60);
      return sendProblem(request, reply, {
        status: 429,
        error: "rate_limited",
        message: `Too many messages from your address. Please try again in ${retryAfter} seconds.`,
        fr: `Trop de messages ont été envoyés depuis votre adresse. Veuillez réessayer dans ${retryAfter}\u00a0secondes.`,
      });
    }
    if (
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error instanceof SyntaxError
    ) {
      return sendProblem(request, reply, {
        status: 400,
        error: "invalid_json",
        message: "The request body is not valid JSON.",
      });
    }
    if (status >= 400 && status < 500) {
      // Parser messages can quote the body, which may hold visitor data: log the code only.
      request.log.info({ code: error.code, status }, "contact relay: bad request");
      return sendProblem(request, reply, {
        status,
        error: "bad_request",
        message: "The request could not be read.",
      });
    }
    request.log.error({ code: error.code, name: error.name }, "contact relay: internal error");
    return sendProblem(request, reply, {
      status: 500,
      error: "internal_error",
      message: "Something went wrong on our side. Please try again later.",
      fr: "Un problème est survenu de notre côté. Veuillez réessayer plus tard.",
    });
  });

  // Only the types we take: JSON and HTML form posts, both as strict UTF-8. Anything
  // else, text/plain included (a CORS "simple request"), is a 415 before the body is read.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: config.maxBodyBytes },
    (request, body, done) => {
      let text: string;
      try {
        text = bodyText(request, body as Buffer);
      } catch (error) {
        return done(error as Error, undefined);
      }
      parseJson(request, text, done);
    },
  );
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "buffer", bodyLimit: config.maxBodyBytes },
    (request, body, done) => {
      try {
        done(null, parseForm(bodyText(request, body as Buffer)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  // Before the rate limit, so preflights are never counted.
  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ["POST"],
    allowedHeaders: ["Content-Type", "Idempotency-Key"],
    exposedHeaders: ["Retry-After"],
    maxAge: 600,
  });

  // A compressed body (Content-Encoding: gzip) is not one we decode: say so before reading it.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding === undefined || encoding === "" || encoding === "identity") return;
    return sendProblem(request, reply, {
      status: 415,
      error: "unsupported_content_encoding",
      message: "Send the message uncompressed (no Content-Encoding).",
      fr: "Envoyez le message sans compression.",
    });
  });

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    const origin = request.headers.origin;
    if (origin === undefined || allowedOrigins.has(origin)) return;
    request.log.info({ origin }, "contact relay: origin not allowed");
    return sendProblem(request, reply, {
      status: 403,
      error: "origin_not_allowed",
      message: "This form may only be sent from our own website.",
      fr: "Ce formulaire ne peut être envoyé que depuis notre propre site Web.",
    });
  });

  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      hook: "onRequest",
    });
  }

  const accept = (
    request: FastifyRequest,
    reply: FastifyReply,
    submission: Submission,
  ): ReturnType<Relay["accept"]> | null => {
    try {
      return relay.accept(submission);
    } catch (error) {
      // node:sqlite's errors all have code ERR_SQLITE_ERROR; errcode and errstr say which
      // (13, "database or disk is full"). The message stays out of the log, as before.
      const { code, errcode, errstr } = error as {
        code?: unknown;
        errcode?: unknown;
        errstr?: unknown;
      };
      const problem =
        error instanceof OutboxUnavailableError ? error.problem : storageProblem(error);
      request.log.error(
        { code, errcode, errstr, problem },
        "contact relay: storing the message failed",
      );
      reply.header("Retry-After", "60");
      void sendProblem(request, reply, {
        status: 503,
        error: "unavailable",
        ...(problem ? { reason: `outbox_${problem}` } : {}),
        message: "The message could not be stored right now. Please try again in a minute.",
        fr: "Le message n’a pas pu être enregistré pour le moment. Veuillez réessayer dans une minute.",
      });
      return null;
    }
  };

  const handleForm = (request: FastifyRequest, reply: FastifyReply) => {
    const body = isPlainObject(request.body) ? request.body : {};
    const base = siteBase(request);
    // Back to the pages of the visitor's language: /fr/nous-joindre/merci from a French form.
    const language = formLanguage(request);
    // A repeated field arrives as an array and fails validation like any other non-string.
    const parsed = contactFormSchema.safeParse(
      Object.fromEntries(contactFormFields.map((field) => [field, body[field]])),
    );
    if (!parsed.success) {
      // Even with the honeypot filled: this path is a person's (no JavaScript), and a
      // browser's autofill may have filled the hidden field. Sent back to the form, they
      // can correct it; a thank-you page would have lost their message without a trace.
      const bad = fieldErrors(parsed.error);
      const names = contactFormFields.filter((field) => field in bad);
      return reply.redirect(
        `${base}${formPathIn(language)}?error=${names.join(",")}#${formErrorAnchor}`,
        303,
      );
    }
    const fields = { ...buildEmailPayload(parsed.data), language };
    const result = accept(request, reply, {
      fields,
      honeypot: body.website,
      renderedAt: parseRenderedAt(body.renderedAt),
      // Browsers send no Idempotency-Key with a form. A key made of the message itself
      // and the ten minutes it arrived in stores a double-clicked or resent form once.
      idempotencyKey: formIdempotencyKey(fields, Date.now()),
      clientIp: request.ip,
    });
    if (!result) return reply;
    if (result.kind === "conflict") {
      // The key is taken by other fields (a hash-prefix collision, or a key a JSON client
      // took before such keys were refused): store this message without one rather than
      // thank the visitor for a message that was never kept.
      request.log.warn("contact relay: a form's idempotency key was taken; stored without it");
      const stored = accept(request, reply, {
        fields,
        honeypot: body.website,
        renderedAt: parseRenderedAt(body.renderedAt),
        idempotencyKey: undefined,
        clientIp: request.ip,
      });
      if (!stored) return reply;
      if (stored.kind === "conflict") throw new Error("conflict without an idempotency key");
    }
    return reply.redirect(`${base}${thankYouPathIn(language)}`, 303);
  };

  const handleJson = (request: FastifyRequest, reply: FastifyReply) => {
    const body: unknown = request.body;
    const honeypot = isPlainObject(body) ? body.website : undefined;
    const rawKey = request.headers["idempotency-key"];
    if (
      rawKey !== undefined &&
      !(
        typeof rawKey === "string" &&
        idempotencyKeyPattern.test(rawKey) &&
        !rawKey.toLowerCase().startsWith(formKeyPrefix)
      )
    ) {
      return sendProblem(request, reply, {
        status: 400,
        error: "invalid_request",
        message: "The Idempotency-Key header is invalid.",
        fields: {
          "Idempotency-Key": `Use 1 to 200 printable ASCII characters, no spaces, not starting with "${formKeyPrefix}".`,
        },
      });
    }
    const parsed = emailPayloadSchema.safeParse(body);
    if (!parsed.success) {
      if (isHoneypotFilled(honeypot)) {
        // Same answer as a stored message, so a bot cannot tell; nothing invalid is kept.
        request.log.info({ reason: "honeypot", stored: false }, "contact message dropped as spam");
        return reply.code(202).send({ id: newId(), status: "accepted" });
      }
      const fields = fieldErrors(parsed.error);
      return sendProblem(request, reply, {
        status: 400,
        error: "invalid_request",
        message:
          "body" in fields
            ? "Send a JSON object with senderMail, senderName, subject and message."
            : `Please correct: ${Object.keys(fields).join(", ")}.`,
        fields,
      });
    }
    const { website: _website, renderedAt, sentAt, language = "en", ...fields } = parsed.data;
    const result = accept(request, reply, {
      // An older page sends no language: it was English.
      fields: { ...fields, language },
      honeypot,
      renderedAt,
      sentAt,
      idempotencyKey: rawKey,
      clientIp: request.ip,
    });
    if (!result) return reply;
    if (result.kind === "conflict") {
      return sendProblem(request, reply, {
        status: 422,
        error: "idempotency_key_reused",
        message: "This Idempotency-Key was already used for a different message.",
      });
    }
    if (result.kind === "accepted" && result.replayed) reply.header("Idempotent-Replayed", "true");
    return reply.code(202).send({ id: result.id, status: "accepted" });
  };

  // Other methods get 405 with Allow before any body is read (OPTIONS is CORS's preflight).
  app.route({
    method: ["GET", "PUT", "DELETE", "PATCH"],
    url: "/email",
    onRequest: async (_request, reply) =>
      reply.code(405).header("Allow", "POST").send({ error: "method_not_allowed" }),
    handler: async (_request, reply) => reply,
  });

  app.post("/email", { bodyLimit: config.maxBodyBytes }, async (request, reply) => {
    if (request.headers["content-type"] === undefined) {
      return sendProblem(request, reply, {
        status: 415,
        error: "unsupported_media_type",
        message: "Send the message as application/json or application/x-www-form-urlencoded.",
        fr: "Le formulaire n’a pas pu être lu\u00a0: envoyez votre message depuis le formulaire de notre site.",
      });
    }
    return isFormPost(request) ? handleForm(request, reply) : handleJson(request, reply);
  });
};

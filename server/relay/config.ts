import path from "node:path";
import { z } from "zod";
import { parseTrustProxyList } from "./trust-proxy";
import { site } from "../../src/content/site";
import { isEmailAddress } from "../../src/lib/contact";
import { plaintextProblem } from "./smtp-url";

/**
 * The relay's environment, validated at start. Every variable has a default that
 * works on a developer's machine: with no SMTP_URL, messages are accepted and held
 * in the outbox.
 */

/** "" means unset, so `VAR=` in a shell or .env file falls back to the default. */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

export function integer(defaultValue: number, min: number, max: number) {
  return z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(defaultValue),
  );
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

export type Mailbox = { name: string; address: string };

/** "Name <address>" or a bare address; the name may not contain angle brackets or quotes. */
export function parseMailbox(value: string): Mailbox | null {
  const match = /^\s*(?:([^<>"\p{Cc}]*?) *<([^<>\s]+)>|([^<>\s]+))\s*$/u.exec(value);
  if (!match) return null;
  const address = match[2] ?? match[3] ?? "";
  if (!isEmailAddress(address)) return null;
  return { name: (match[1] ?? "").trim(), address };
}

const mailbox = (defaultValue: string) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default(defaultValue)
      .transform((value, ctx) => {
        const parsed = parseMailbox(value);
        if (!parsed) {
          ctx.addIssue({
            code: "custom",
            message: 'must be one e-mail address, optionally as "Name <address>"',
          });
          return z.NEVER;
        }
        return parsed;
      }),
  );

/** An origin exactly as browsers send it: scheme, host and port only. */
function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}

export const defaultAllowedOrigins = [
  "http://localhost:3000",
  "http://127.0.0.1:3000",
  "https://www.ridgeline.example",
];

export type TrustProxy = boolean | number | string[];

/**
 * Fastify's trustProxy: "false" (default; the socket address is the client), a hop
 * count ("1": one proxy in front), or a comma-separated list of proxy addresses or
 * CIDR ranges. Not "true": trusting every hop takes the left-most X-Forwarded-For
 * entry, which the visitor writes, so anyone could pick their own rate-limit address.
 */
export const trustProxySchema = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default("false")
    .transform((value, ctx): TrustProxy => {
      const text = value.trim().toLowerCase();
      if (text === "false") return false;
      if (text === "true") {
        ctx.addIssue({
          code: "custom",
          message:
            "true would trust any X-Forwarded-For a visitor sends (anyone could pick their own rate-limit address): give the number of proxies in front of the server (1) or their addresses",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      // Each entry checked here, so proxy-addr never throws a stack trace at start.
      const parsed = parseTrustProxyList(text);
      if ("list" in parsed) return parsed.list;
      ctx.addIssue({
        code: "custom",
        message: `must be false, a hop count, or a comma-separated list of addresses/CIDRs: ${parsed.problem}`,
      });
      return z.NEVER;
    }),
);

/**
 * Fastify's own form of the setting. Its types leave out hop counts, so a count
 * becomes the function proxy-addr would build from it.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") return (_address, hop) => hop < value;
  return value;
}

/**
 * RELAY_RETENTION_DAYS's default: the time the privacy policy promises, from the site
 * facts (content/site.yaml, privacy.retentionDays), so the two cannot drift apart.
 */
export const defaultRetentionDays = site.privacy.retentionDays;

export const relayEnvShape = {
  /** Folder of the outbox database. */
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default("./data")),
  /**
   * smtp:// (STARTTLS required) or smtps:// URL with credentials; unset = hold messages
   * in the outbox. `?requireTLS=false` (in clear) is accepted for a loopback host only.
   */
  SMTP_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .superRefine((value, ctx) => {
        let protocol: string | undefined;
        try {
          protocol = new URL(value).protocol;
        } catch {
          // Reported below.
        }
        if (protocol !== "smtp:" && protocol !== "smtps:") {
          ctx.addIssue({
            code: "custom",
            message: "must be an smtp:// or smtps:// URL, like smtp://user:pass@mail.example:587",
          });
          return;
        }
        const problem = plaintextProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional(),
  ),
  CONTACT_FROM: mailbox("Ridgeline Website <website@ridgeline.example>"),
  CONTACT_TO: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default("sales@ridgeline.example")
      .refine(isEmailAddress, "must be exactly one e-mail address"),
  ),
  /** Requests per client address per minute on POST /v1/email; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: integer(5, 0, 100_000),
  ALLOWED_ORIGINS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default(defaultAllowedOrigins.join(","))
      .transform((value, ctx) => {
        const origins = value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean);
        for (const origin of origins) {
          if (!parseOrigin(origin))
            ctx.addIssue({
              code: "custom",
              message: `"${origin}" is not an origin like https://www.example.com (no path, no trailing slash)`,
            });
        }
        return origins;
      }),
  ),
  TRUST_PROXY: trustProxySchema,
  RELAY_MAX_BODY_BYTES: integer(64 * 1024, 1024, 1024 * 1024),
  /** Reject as spam a form sent sooner than this after it was shown; 0 turns the check off. */
  RELAY_MIN_FILL_MS: integer(2 * second, 0, 10 * minute),
  /** First retry delay; each failure doubles it, up to the maximum, with jitter. */
  RELAY_RETRY_BASE_MS: integer(30 * second, 1, day),
  RELAY_RETRY_MAX_DELAY_MS: integer(hour, 1, 7 * day),
  /** How long after its first attempt a message is retried before it is parked as failed. */
  RELAY_RETRY_MAX_AGE_MS: integer(5 * day, 1, 60 * day),
  /**
   * A claimed message is re-claimable once its lease lapses (its worker died
   * mid-delivery). A live worker renews the lease every third of it, so this only
   * bounds how long a crash delays a message.
   */
  RELAY_LEASE_MS: integer(30 * second, 100, hour),
  /** How often an idle worker looks for due messages written by another process. */
  RELAY_POLL_MS: integer(30 * second, 10, hour),
  /** Connection, greeting and socket timeouts of one SMTP delivery. */
  RELAY_SMTP_TIMEOUT_MS: integer(30 * second, 100, 10 * minute),
  /** Deliveries in flight at once. */
  RELAY_WORKER_CONCURRENCY: integer(2, 1, 32),
  /**
   * Days a delivered message's personal data is kept after its delivery; then the relay
   * erases it, keeping the row's id, status and dates so that the counts still add up.
   * At least a day, so that an operator can still resend a delivery sales lost.
   */
  RELAY_RETENTION_DAYS: integer(defaultRetentionDays, 1, 3650),
};

export const relayEnvSchema = z.object(relayEnvShape);
export type RelayEnv = z.output<typeof relayEnvSchema>;

/** The relay's settings in the shape its parts use. */
export type RelayConfig = {
  dataDir: string;
  smtpUrl: string | undefined;
  from: Mailbox;
  to: string;
  rateLimitPerMinute: number;
  allowedOrigins: string[];
  maxBodyBytes: number;
  minFillMs: number;
  retry: RetrySchedule;
  leaseMs: number;
  pollMs: number;
  smtpTimeoutMs: number;
  concurrency: number;
  /** Days after its delivery that a message's personal data is erased (RELAY_RETENTION_DAYS). */
  retentionDays: number;
};

export type RetrySchedule = { baseMs: number; maxDelayMs: number; maxAgeMs: number };

export function relayConfig(env: RelayEnv): RelayConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR),
    smtpUrl: env.SMTP_URL,
    from: env.CONTACT_FROM,
    to: env.CONTACT_TO,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    allowedOrigins: env.ALLOWED_ORIGINS,
    maxBodyBytes: env.RELAY_MAX_BODY_BYTES,
    minFillMs: env.RELAY_MIN_FILL_MS,
    retry: {
      baseMs: env.RELAY_RETRY_BASE_MS,
      maxDelayMs: env.RELAY_RETRY_MAX_DELAY_MS,
      maxAgeMs: env.RELAY_RETRY_MAX_AGE_MS,
    },
    leaseMs: env.RELAY_LEASE_MS,
    pollMs: env.RELAY_POLL_MS,
    smtpTimeoutMs: env.RELAY_SMTP_TIMEOUT_MS,
    concurrency: env.RELAY_WORKER_CONCURRENCY,
    retentionDays: env.RELAY_RETENTION_DAYS,
  };
}

/**
 * Adds the server's own origin, so a page served by this same process may post its
 * form here whatever port it runs on. Listed explicitly rather than compared with
 * the Host header, which a DNS-rebinding page controls.
 */
export function withOwnOrigins(config: RelayConfig, host: string, port: number): RelayConfig {
  if (port === 0) return config;
  const hosts = new Set(["localhost", "127.0.0.1"]);
  if (!["0.0.0.0", "::", "[::]"].includes(host)) hosts.add(host.includes(":") ? `[${host}]` : host);
  const own = [...hosts].map((name) => `http://${name}:${port}`);
  return { ...config, allowedOrigins: [...new Set([...config.allowedOrigins, ...own])] };
}

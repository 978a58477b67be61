/**
 * Real parts for the relay's integration tests: a real SMTP server on loopback
 * (smtp-server) whose mail is parsed with mailparser, temporary DATA_DIRs with real
 * SQLite outboxes, and the relay mounted in a real Fastify app.
 */
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { registerHealth } from "../../../server/app";
import { fastifyTrustProxy, type RelayConfig, type TrustProxy } from "../../../server/relay/config";
import { Outbox, type OutboxFaults } from "../../../server/relay/outbox";
import { relayPlugin } from "../../../server/relay/plugin";
import { createRelay, type Relay } from "../../../server/relay/relay";

export const contactFrom = { name: "Ridgeline Website", address: "website@ridgeline.example" };
export const contactTo = "sales@ridgeline.example";
export const siteOrigin = "https://www.ridgeline.example";

const dirs: string[] = [];

/**
 * A fresh DATA_DIR; removeTempDirs() deletes them all. `memory` puts it on tmpfs
 * where there is one: for tests about validation rather than durability, where
 * thousands of fsyncs would only measure the disk.
 */
export function tempDataDir(options: { memory?: boolean } = {}): string {
  const base = options.memory && existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
  const dir = mkdtempSync(path.join(base, "relay-test-"));
  dirs.push(dir);
  return dir;
}

/**
 * Fills the file system holding `file` by writing it until the disk refuses, then
 * the last blocks in small writes, so that not even a page is left.
 */
export function fillDisk(file: string): void {
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOSPC") throw error;
    for (;;) {
      try {
        writeSync(fd, chunk, 0, 512);
      } catch {
        break;
      }
    }
  } finally {
    closeSync(fd);
  }
}

export function removeTempDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Settings for tests: fast retries, no rate limit, SMTP off unless given. */
export function testConfig(overrides: Partial<RelayConfig> = {}): RelayConfig {
  return {
    dataDir: overrides.dataDir ?? tempDataDir(),
    smtpUrl: undefined,
    from: contactFrom,
    to: contactTo,
    rateLimitPerMinute: 0,
    allowedOrigins: [siteOrigin, "http://localhost:3000"],
    maxBodyBytes: 64 * 1024,
    minFillMs: 2000,
    retry: { baseMs: 50, maxDelayMs: 400, maxAgeMs: 60_000 },
    leaseMs: 2000,
    pollMs: 200,
    smtpTimeoutMs: 5000,
    concurrency: 2,
    retentionDays: 90,
    ...overrides,
  };
}

export type RelayHandle = {
  app: FastifyInstance;
  relay: Relay;
  logs: string[];
  close(): Promise<void>;
};

/** The relay mounted at /v1 in its own Fastify app, with its log lines captured. */
export async function startRelay(
  config: RelayConfig,
  options: { trustProxy?: TrustProxy; faults?: OutboxFaults; healthToken?: string } = {},
): Promise<RelayHandle> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const app = Fastify({
    logger: { level: "trace", stream },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  });
  registerHealth(app, { token: options.healthToken });
  const relay = createRelay(config, app.log, undefined, { faults: options.faults });
  await app.register(relayPlugin, { prefix: "/v1", relay });
  await app.ready();
  return { app, relay, logs, close: () => app.close() };
}

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  raw: string;
};

export type SinkOptions = {
  port?: number;
  /** Called when a message's data has arrived, before the server answers; may delay. */
  beforeAnswer?: (mail: ReceivedMail) => Promise<void>;
  /** Never answer DATA: the message hangs in flight. */
  stall?: boolean;
  /**
   * Offer AUTH, also in clear, and record every login (as an SMTP server that does not
   * mind would); `startTls` also offers STARTTLS, with smtp-server's self-signed key.
   */
  auth?: { startTls?: boolean; password?: string };
  /** Answer every message's DATA with this permanent (5xx) or temporary (4xx) refusal. */
  refuse?: { code: number; message: string };
};

export type SinkLogin = { username: string; password: string; tls: boolean };

/**
 * The URL of a plain SMTP server on this machine: in clear, which only a loopback
 * host may be (server/relay/smtp-url.ts).
 */
export function plainSmtpUrl(port: number): string {
  return `smtp://127.0.0.1:${port}?requireTLS=false`;
}

/** A real SMTP server on 127.0.0.1 that keeps and parses everything it receives. */
export class SmtpSink {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    /** Every message received, parsed, in the order they were answered. */
    readonly mails: ReceivedMail[],
    private readonly counts: { started: number },
    /** Every AUTH the server took, with whether the session was encrypted. */
    readonly logins: SinkLogin[],
  ) {}

  /** How many messages have started to arrive (counted before they are answered). */
  get dataStarted(): number {
    return this.counts.started;
  }

  /** In clear (the opt-out for a loopback server): the sink offers no STARTTLS unless asked. */
  get url(): string {
    return plainSmtpUrl(this.port);
  }

  static async start(options: SinkOptions = {}): Promise<SmtpSink> {
    const mails: ReceivedMail[] = [];
    const counts = { started: 0 };
    const logins: SinkLogin[] = [];
    const server = new SMTPServer({
      disabledCommands: options.auth
        ? options.auth.startTls
          ? []
          : ["STARTTLS"]
        : ["STARTTLS", "AUTH"],
      authOptional: true,
      allowInsecureAuth: true,
      onAuth(auth, session, callback) {
        logins.push({
          username: auth.username ?? "",
          password: auth.password ?? "",
          tls: session.secure,
        });
        if (options.auth?.password !== undefined && auth.password !== options.auth.password) {
          callback(
            Object.assign(new Error("5.7.8 Authentication credentials invalid"), {
              responseCode: 535,
            }),
          );
          return;
        }
        callback(null, { user: auth.username });
      },
      logger: false,
      closeTimeout: 200,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        counts.started++;
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (options.stall) return;
          if (options.refuse) {
            const refusal = Object.assign(new Error(options.refuse.message), {
              responseCode: options.refuse.code,
            });
            callback(refusal);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          void simpleParser(raw).then(async (parsed) => {
            const mail: ReceivedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              parsed,
              raw,
            };
            await options.beforeAnswer?.(mail);
            mails.push(mail);
            callback();
          }, callback);
        });
      },
    });
    const port = await new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, "127.0.0.1", () => {
        const address = server.server.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
    return new SmtpSink(server, port, mails, counts, logins);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A loopback port with nothing listening on it (for "SMTP is down"). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function waitUntil(
  condition: () => boolean,
  { timeoutMs = 10_000, intervalMs = 20, what = "condition" } = {},
): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads an outbox the way an operator would: a separate connection to the same file. */
export function withOutbox<T>(dataDir: string, read: (outbox: Outbox) => T): T {
  const outbox = Outbox.open(dataDir);
  try {
    return read(outbox);
  } finally {
    outbox.close();
  }
}

/** Rows in the outbox and spam tables together. */
export function storedCount(relay: Relay): number {
  const stats = relay.outbox.stats(Date.now());
  return stats.pending + stats.sending + stats.sent + stats.failed + stats.spam;
}

export const validPayload = {
  senderMail: "jane.doe@acme.example",
  senderName: "Jane Doe",
  subject: "Acme Widgets Ltd.",
  message:
    "Name: Jane Doe\nCompany: Acme Widgets Ltd.\nEmail: jane.doe@acme.example\nPhone: 613-555-0100\nMessage: Please call me about Sage 300.",
};

export const validForm = {
  name: "Jane Doe",
  companyName: "Acme Widgets Ltd.",
  email: "jane.doe@acme.example",
  phone: "613-555-0100",
  message: "Please call me about Sage 300.\nMornings are best.",
};

export function postJson(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: "POST",
    url: "/v1/email",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress,
  });
}

export function postForm(
  app: FastifyInstance,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return app.inject({
    method: "POST",
    url: "/v1/email",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: params.toString(),
  });
}

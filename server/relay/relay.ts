import type { FastifyBaseLogger } from "fastify";
import { isHoneypotFilled, normalizeLineBreaks } from "../../src/lib/contact";
import type { RelayConfig } from "./config";
import { createMailer, type Mailer } from "./mailer";
import {
  Outbox,
  OutboxOpenError,
  storageProblem,
  type MessageFields,
  type OutboxFaults,
  type OutboxStats,
} from "./outbox";
import { PlaintextSmtpError, plaintextProblem } from "./smtp-url";
import { spamReason } from "./spam";
import { DeliveryWorker, RetentionPurge } from "./worker";

export type HealthReport = {
  ok: boolean;
  /** A short code when not ok ("outbox_disk_full"): shown to anyone. */
  reason?: string;
  /** Counts and state: shown only to loopback or to a request with the health token. */
  details?: Record<string, unknown>;
};

export type Submission = {
  fields: MessageFields;
  /** The honeypot exactly as received (before validation). */
  honeypot: unknown;
  renderedAt: number | undefined;
  /** When the browser sent it, on the same clock as renderedAt. */
  sentAt?: number | undefined;
  idempotencyKey: string | undefined;
  clientIp: string;
};

export type AcceptResult =
  | { kind: "accepted"; id: string; replayed: boolean }
  | { kind: "spam"; id: string }
  | { kind: "conflict" };

export type RelayHealth = OutboxStats & {
  /** "smtp": delivering; "held": no SMTP_URL, messages wait in the outbox. */
  delivery: "smtp" | "held";
  inFlight: number;
  /** Delivered messages whose "sent" could not be written yet (the write is retried). */
  unrecorded: number;
};

export type Relay = {
  readonly config: RelayConfig;
  readonly outbox: Outbox;
  readonly delivery: "smtp" | "held";
  accept(submission: Submission): AcceptResult;
  health(): RelayHealth;
  /** GET /healthz's outbox part: not ok while the outbox cannot be written or read. */
  healthReport(): HealthReport;
  /** Stops the worker after its in-flight deliveries, then closes SMTP and the database. */
  close(): Promise<void>;
};

/** The part of a mailbox after the @, for Message-IDs in our own domain. */
function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * Opens the outbox, starts erasing delivered messages past their retention time (at
 * once, then hourly) and, when SMTP_URL is set, starts delivering.
 */
export function createRelay(
  config: RelayConfig,
  log: FastifyBaseLogger,
  clock: { now: () => number } = { now: Date.now },
  options: { faults?: OutboxFaults } = {},
): Relay {
  // Before the outbox opens, so that nothing is left open behind the refusal.
  const plaintext = config.smtpUrl === undefined ? null : plaintextProblem(config.smtpUrl);
  if (plaintext) throw new PlaintextSmtpError(plaintext);
  // A damaged file stops the start here, with one line saying what to do.
  const outbox = Outbox.open(config.dataDir, { check: true, faults: options.faults });
  // Also without SMTP: messages delivered before SMTP_URL was unset are still erased.
  const purge = new RetentionPurge({
    outbox,
    log,
    retentionDays: config.retentionDays,
    now: clock.now,
  });
  purge.start();
  let mailer: Mailer | undefined;
  let worker: DeliveryWorker | undefined;
  if (config.smtpUrl) {
    mailer = createMailer(
      config.smtpUrl,
      { from: config.from, to: config.to },
      { timeoutMs: config.smtpTimeoutMs, maxConnections: config.concurrency },
    );
    worker = new DeliveryWorker({
      outbox,
      mailer,
      log,
      concurrency: config.concurrency,
      leaseMs: config.leaseMs,
      pollMs: config.pollMs,
      schedule: config.retry,
      now: clock.now,
    });
    worker.start();
    log.info({ outbox: outbox.file }, "contact relay: delivering by SMTP");
  } else {
    log.warn(
      { outbox: outbox.file },
      "contact relay: SMTP_URL is not set, so messages are held in the outbox; read them with `npm run outbox -- list`",
    );
  }
  const delivery = mailer ? "smtp" : "held";
  const messageIdDomain = domainOf(config.from.address);
  let closed: Promise<void> | undefined;

  return {
    config,
    outbox,
    delivery,
    accept(submission) {
      const now = clock.now();
      const fields = {
        ...submission.fields,
        message: normalizeLineBreaks(submission.fields.message),
      };
      const reason = spamReason({
        honeypotFilled: isHoneypotFilled(submission.honeypot),
        renderedAt: submission.renderedAt,
        sentAt: submission.sentAt,
        now,
        minFillMs: config.minFillMs,
      });
      if (reason) {
        const id = outbox.quarantine(
          fields,
          {
            reason,
            honeypot:
              submission.honeypot === undefined || submission.honeypot === null
                ? null
                : String(submission.honeypot).slice(0, 500),
            renderedAt: submission.renderedAt ?? null,
            clientIp: submission.clientIp,
          },
          now,
        );
        log.info({ id, reason }, "contact message kept apart as spam");
        return { kind: "spam", id };
      }
      const result = outbox.enqueue(fields, {
        idempotencyKey: submission.idempotencyKey,
        messageIdDomain,
        now,
      });
      if (result.kind === "conflict") return result;
      log.info({ id: result.id, replayed: result.kind === "replayed" }, "contact message accepted");
      if (result.kind === "created") worker?.poke();
      return { kind: "accepted", id: result.id, replayed: result.kind === "replayed" };
    },
    health() {
      return {
        delivery,
        inFlight: worker?.inFlight ?? 0,
        unrecorded: worker?.unrecorded ?? 0,
        ...outbox.stats(clock.now()),
      };
    },
    healthReport() {
      if (!outbox.isOpen) return { ok: false, reason: "outbox_closed" };
      let problem = outbox.writeProblem(clock.now());
      let details: Record<string, unknown> | undefined;
      try {
        details = this.health();
      } catch (error) {
        // Reading failed (a damaged page, say): say so by code; the error goes to the log.
        const { code, errcode, errstr } = error as Record<string, unknown>;
        log.error({ code, errcode, errstr }, "contact relay: reading the outbox failed");
        problem ??= storageProblem(error) ?? "io_error";
      }
      return problem
        ? { ok: false, reason: `outbox_${problem}`, details: { ...details, problem } }
        : { ok: true, details };
    },
    close() {
      closed ??= (async () => {
        await worker?.stop();
        await purge.stop();
        mailer?.close();
        outbox.close();
      })();
      return closed;
    },
  };
}

/** What accept() throws while the outbox cannot be opened: the route answers 503. */
export class OutboxUnavailableError extends Error {
  readonly code = "RELAY_OUTBOX_UNAVAILABLE";
  constructor(readonly problem: OutboxOpenError["problem"]) {
    super(`the outbox cannot be opened (${problem})`);
  }
}

/**
 * The full server's relay. An outbox that cannot be opened at start (a full disk, a
 * damaged file, a read-only DATA_DIR) must not take the whole site down: its one-line
 * message goes to the log, POST /v1/email answers 503 and /healthz says why
 * ("outbox_disk_full"), as they do when the same happens while running. Opening is
 * tried again, at most every `reopenMs`, when a message or a health check asks; once
 * it opens, the relay is the ordinary one (delivery starts then).
 */
export function openRelay(
  config: RelayConfig,
  log: FastifyBaseLogger,
  clock: { now: () => number } = { now: Date.now },
  options: { faults?: OutboxFaults; reopenMs?: number } = {},
): Relay {
  const reopenMs = options.reopenMs ?? 10_000;
  let relay: Relay | undefined;
  let failure: OutboxOpenError;
  try {
    return createRelay(config, log, clock, options);
  } catch (error) {
    if (!(error instanceof OutboxOpenError)) throw error;
    failure = error;
  }
  log.error(
    { problem: failure.problem, retryEverySeconds: reopenMs / 1000 },
    `contact relay unavailable, the site is still served: ${failure.message}`,
  );
  let triedAt = clock.now();
  let closed = false;
  const current = (): Relay | undefined => {
    if (relay || closed || clock.now() - triedAt < reopenMs) return relay;
    triedAt = clock.now();
    try {
      relay = createRelay(config, log, clock, options);
      log.info({ outbox: relay.outbox.file }, "contact relay: the outbox is open now");
    } catch (error) {
      if (!(error instanceof OutboxOpenError)) throw error;
      if (error.message !== failure.message)
        log.error({ problem: error.problem }, `contact relay unavailable: ${error.message}`);
      failure = error;
    }
    return relay;
  };
  const opened = (): Relay => {
    const open = current();
    if (!open) throw new OutboxUnavailableError(failure.problem);
    return open;
  };
  return {
    config,
    get outbox() {
      return opened().outbox;
    },
    get delivery() {
      return relay?.delivery ?? (config.smtpUrl ? "smtp" : "held");
    },
    accept: (submission) => opened().accept(submission),
    health: () => opened().health(),
    healthReport() {
      const open = current();
      if (open) return open.healthReport();
      return {
        ok: false,
        reason: `outbox_${failure.problem}`,
        details: { problem: failure.problem, open: false },
      };
    },
    close() {
      closed = true;
      return relay?.close() ?? Promise.resolve();
    },
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { RetrySchedule } from "./config";
import { describeSmtpError, type Mailer } from "./mailer";
import { purgeBatchSize, retentionCutoff, type Outbox, type OutboxRow } from "./outbox";
import { afterFailure, isPermanentRefusal } from "./retry-policy";

export type WorkerOptions = {
  outbox: Outbox;
  mailer: Mailer;
  log: FastifyBaseLogger;
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  schedule: RetrySchedule;
  now?: () => number;
  random?: () => number;
};

/**
 * Delivers due outbox rows. It claims rows atomically (so several processes may
 * share one outbox), renews each lease while its delivery runs (so only a dead
 * worker's rows are taken over), and sleeps until the next row is due, waking
 * early when poked by a new message or a finished delivery.
 */
export class DeliveryWorker {
  private readonly options: Required<WorkerOptions>;
  private readonly inflight = new Map<string, Promise<void>>();
  /**
   * Delivered messages whose "sent" could not be written (a full disk, say), with when
   * they were delivered. The write is retried before anything else is claimed, so they
   * are never delivered again by this process; only a crash in between can.
   */
  private readonly unrecordedSent = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(options: WorkerOptions) {
    this.options = { now: Date.now, random: Math.random, ...options };
  }

  start(): void {
    this.wake(0);
  }

  /** Look for work now (a message was just stored). */
  poke(): void {
    this.wake(0);
  }

  get inFlight(): number {
    return this.inflight.size;
  }

  get unrecorded(): number {
    return this.unrecordedSent.size;
  }

  /** Stops claiming and waits for the deliveries already under way to finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.inflight.values()]);
    if (this.options.outbox.isOpen && !this.recordUnrecorded()) {
      this.options.log.error(
        { ids: [...this.unrecordedSent.keys()] },
        "contact messages delivered but still not recorded as sent: after a restart they are delivered again (same Message-ID)",
      );
    }
  }

  /** Writes the "sent" that failed before; true when none is left. */
  private recordUnrecorded(): boolean {
    const { outbox, log } = this.options;
    for (const [id, sentAt] of this.unrecordedSent) {
      try {
        outbox.markSent(id, sentAt);
      } catch {
        return false;
      }
      this.unrecordedSent.delete(id);
      log.info({ id }, "contact message recorded as sent (the earlier write had failed)");
    }
    return true;
  }

  private wake(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = undefined;
    const { outbox, concurrency, leaseMs, pollMs, schedule, now, log } = this.options;
    if (this.stopped || !outbox.isOpen) return;
    // A delivered message's "sent" comes first: until it is written, nothing new is
    // claimed (its lease would lapse and it would be claimed again).
    if (!this.recordUnrecorded()) {
      this.wake(Math.min(pollMs, 1000));
      return;
    }
    try {
      const free = concurrency - this.inflight.size;
      if (free > 0) {
        for (const row of outbox.claim(now(), free, leaseMs, schedule)) this.deliver(row);
      }
      // With every slot busy, the next finished delivery wakes the worker.
      if (this.inflight.size >= concurrency) return;
      const due = outbox.nextDueAt();
      const wait = due === null ? pollMs : Math.min(Math.max(due - now(), 0), pollMs);
      this.wake(wait);
    } catch (error) {
      const { errcode, errstr } = error as { errcode?: unknown; errstr?: unknown };
      log.error(
        { error: describeSmtpError(error).summary, errcode, errstr },
        "outbox: claiming messages failed",
      );
      this.wake(pollMs);
    }
  }

  private deliver(row: OutboxRow): void {
    const { outbox, mailer, leaseMs, schedule, now, random, log } = this.options;
    const renew = setInterval(
      () => {
        try {
          outbox.renewLease(row.id, now() + leaseMs);
        } catch {
          // A missed renewal only risks a second copy with the same Message-ID.
        }
      },
      Math.max(Math.floor(leaseMs / 3), 20),
    );
    const run = (async () => {
      try {
        await mailer.send(row);
        const sentAt = now();
        try {
          outbox.markSent(row.id, sentAt);
        } catch (error) {
          this.unrecordedSent.set(row.id, sentAt);
          const { errcode, errstr } = error as { errcode?: unknown; errstr?: unknown };
          log.error(
            { id: row.id, attempt: row.attempts, errcode, errstr },
            "contact message delivered, but recording it as sent failed; the write is retried before any other delivery",
          );
          return;
        }
        log.info({ id: row.id, attempt: row.attempts }, "contact message delivered");
      } catch (error) {
        const smtp = describeSmtpError(error);
        const outcome = afterFailure(
          { attempts: row.attempts, deadlineAt: row.deadlineAt ?? now() },
          now(),
          schedule,
          random(),
          isPermanentRefusal(smtp) ? smtp.summary : undefined,
        );
        try {
          outbox.markAttemptFailed(row.id, outcome, smtp.detail);
        } catch (writeError) {
          const { errcode, errstr } = writeError as { errcode?: unknown; errstr?: unknown };
          log.error(
            { id: row.id, attempt: row.attempts, error: smtp.summary, errcode, errstr },
            "contact message not delivered, and recording the failed attempt failed; it is tried again when its lease lapses",
          );
          return;
        }
        if (outcome.status === "failed" && outcome.refusal !== undefined) {
          log.error(
            { id: row.id, attempts: row.attempts, error: smtp.summary },
            refusalLogLine(smtp.code, smtp.responseCode, smtp.summary),
          );
        } else if (outcome.status === "failed") {
          log.error(
            { id: row.id, attempts: row.attempts, error: smtp.summary },
            "contact message undeliverable: parked as failed in the outbox",
          );
        } else {
          log.warn(
            {
              id: row.id,
              attempt: row.attempts,
              error: smtp.summary,
              retryAt: new Date(outcome.nextAttemptAt).toISOString(),
            },
            "contact message delivery failed; will retry",
          );
        }
      } finally {
        clearInterval(renew);
      }
    })().finally(() => {
      this.inflight.delete(row.id);
      this.wake(0);
    });
    this.inflight.set(row.id, run);
  }
}

/**
 * The one line an operator reads when the SMTP server refuses a message for good: what
 * the server said (codes only, no reply text, which may quote addresses), the likely
 * fix, and how to send the parked messages once it is fixed.
 */
export function refusalLogLine(
  code: string | undefined,
  responseCode: number | undefined,
  summary: string,
): string {
  const fix =
    code === "EAUTH" || responseCode === 535
      ? "check the user and password in SMTP_URL"
      : code === "ETLS"
        ? "the server would not start TLS: use smtps://, or ?requireTLS=false for a server on this machine"
        : code === "EENVELOPE"
          ? "check CONTACT_TO, and that the server lets this account send as CONTACT_FROM"
          : 'read the server\'s reply with "npm run outbox -- show <id>"';
  return `contact message refused by the SMTP server (${summary}): parked as failed, not retried; ${fix}, then run "npm run outbox -- retry --refused"`;
}

export type RetentionPurgeOptions = {
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** RELAY_RETENTION_DAYS: how long after its delivery a message's personal data is kept. */
  retentionDays: number;
  /** Time between purges; the first runs at start. */
  everyMs?: number;
  now?: () => number;
};

/**
 * Erases the personal data of delivered messages once they are RELAY_RETENTION_DAYS old:
 * at start, then every hour. Each batch is one short transaction, and the event loop
 * runs between batches, so a first purge of years of messages never holds up a request.
 * Pending, sending and failed messages are never touched (Outbox.eraseDelivered).
 */
export class RetentionPurge {
  private readonly options: Required<RetentionPurgeOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(options: RetentionPurgeOptions) {
    this.options = { everyMs: 60 * 60 * 1000, now: Date.now, ...options };
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops the schedule and waits for a purge under way (it stops after its batch). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run().finally(() => this.schedule(this.options.everyMs));
    }, delayMs);
    this.timer.unref();
  }

  /** One purge now (or the one under way): how many messages it erased. */
  run(): Promise<number> {
    this.running ??= this.purge().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async purge(): Promise<number> {
    const { outbox, log, retentionDays, now } = this.options;
    const started = now();
    const cutoff = retentionCutoff(started, retentionDays);
    let erased = 0;
    let spam = 0;
    try {
      for (;;) {
        if (this.stopped || !outbox.isOpen) break;
        const batch = outbox.eraseDelivered(cutoff, started);
        const spamBatch = outbox.eraseSpam(cutoff);
        erased += batch;
        spam += spamBatch;
        if (batch < purgeBatchSize && spamBatch < purgeBatchSize) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (erased + spam > 0 && outbox.isOpen) outbox.emptyWal();
    } catch (error) {
      const { errcode, errstr } = error as { errcode?: unknown; errstr?: unknown };
      log.error(
        { erased, errcode, errstr },
        "contact outbox: erasing delivered messages past their retention time failed; tried again at the next purge (hourly)",
      );
      return erased;
    }
    if (erased + spam > 0)
      log.info(
        { erased, spam, retentionDays },
        "contact outbox: personal data of delivered messages, and spam, past their retention time erased",
      );
    return erased;
  }
}

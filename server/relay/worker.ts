import type { FastifyBaseLogger } from "fastify";
import type { RetrySchedule } from "./config";
import { describeSmtpError, type Mailer } from "./mailer";
import type { Outbox, OutboxRow } from "./outbox";
import { afterFailure } from "./retry-policy";

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

  /** Stops claiming and waits for the deliveries already under way to finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.inflight.values()]);
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
      log.error({ error: describeSmtpError(error).summary }, "outbox: claiming messages failed");
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
        outbox.markSent(row.id, now());
        log.info({ id: row.id, attempt: row.attempts }, "contact message delivered");
      } catch (error) {
        const smtp = describeSmtpError(error);
        const outcome = afterFailure(
          { attempts: row.attempts, deadlineAt: row.deadlineAt ?? now() },
          now(),
          schedule,
          random(),
        );
        try {
          outbox.markAttemptFailed(row.id, outcome, smtp.detail);
        } catch {
          log.error(
            { id: row.id },
            "outbox: recording a failed attempt failed; the lease will lapse",
          );
          return;
        }
        if (outcome.status === "failed") {
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

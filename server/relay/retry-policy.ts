import type { RetrySchedule } from "./config";

/**
 * The outbox state machine, as pure functions the SQLite layer applies.
 *
 *   pending ──claim──▶ sending ──ok──▶ sent
 *      ▲                 │
 *      └──retry later────┤ (temporary failure before the deadline)
 *                        └──────────▶ failed (a permanent refusal, or a failure at or
 *                                             after the deadline)
 *
 * A `sending` row whose lease has lapsed (its worker died) is claimable again.
 * `failed` and `sent` rows go back to `pending` only by an operator's retry.
 * Nothing is ever deleted.
 */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export const outboxStatuses: readonly OutboxStatus[] = ["pending", "sending", "sent", "failed"];

/**
 * Delay before the next attempt after `attempts` failures: exponential from the
 * base, capped, with "equal jitter" (a random point in the upper half), so
 * messages that failed together during an outage do not retry in lockstep, yet
 * the delay still grows.
 */
export function backoffDelay(attempts: number, schedule: RetrySchedule, random: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  const ceiling = Math.min(schedule.maxDelayMs, schedule.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (Math.min(Math.max(random, 0), 1) * ceiling) / 2);
}

/** The first attempt sets the deadline; holding messages without SMTP does not use it up. */
export function deadlineFor(firstAttemptAt: number, schedule: RetrySchedule): number {
  return firstAttemptAt + schedule.maxAgeMs;
}

export type FailureOutcome =
  | { status: "pending"; nextAttemptAt: number }
  /** `refusal`: the SMTP server's permanent refusal (its log-safe summary), if that was why. */
  | { status: "failed"; failedAt: number; refusal?: string };

/**
 * Whether the SMTP server's answer will be the same on every retry until someone changes
 * the setup: a 5xx reply (RFC 5321: bad credentials, unknown mailbox, sender refused), or
 * a login that failed without a temporary 4xx (wrong password, no AUTH offered, no
 * credentials). A 4xx, or no reply at all (connection, timeout), is temporary.
 */
export function isPermanentRefusal(error: {
  code: string | undefined;
  responseCode: number | undefined;
}): boolean {
  const { code, responseCode } = error;
  if (responseCode !== undefined && responseCode >= 500 && responseCode <= 599) return true;
  if (responseCode !== undefined && responseCode >= 400 && responseCode <= 499) return false;
  return code === "EAUTH";
}

/**
 * What a failed attempt leads to: another try (never later than the deadline) or
 * parking; a permanent refusal (its summary in `refusal`) is parked at once.
 */
export function afterFailure(
  row: { attempts: number; deadlineAt: number },
  now: number,
  schedule: RetrySchedule,
  random: number,
  refusal?: string,
): FailureOutcome {
  if (refusal !== undefined) return { status: "failed", failedAt: now, refusal };
  if (now >= row.deadlineAt) return { status: "failed", failedAt: now };
  const next = now + backoffDelay(row.attempts, schedule, random);
  return { status: "pending", nextAttemptAt: Math.min(next, row.deadlineAt) };
}

/** Whether a row may be claimed for delivery at `now`. */
export function isClaimable(
  row: { status: OutboxStatus; nextAttemptAt: number; leaseUntil: number | null },
  now: number,
): boolean {
  if (row.status === "pending") return row.nextAttemptAt <= now;
  if (row.status === "sending") return row.leaseUntil !== null && row.leaseUntil <= now;
  return false;
}

export type RetryDecision = { ok: true } | { ok: false; reason: string };

/** An operator's retry: failed always; sent only when forced (it sends a second copy). */
export function canRetry(status: OutboxStatus, force: boolean): RetryDecision {
  switch (status) {
    case "failed":
      return { ok: true };
    case "sent":
      return force
        ? { ok: true }
        : { ok: false, reason: "already sent; add --force to send it again" };
    case "pending":
      return { ok: true };
    case "sending":
      return { ok: false, reason: "a worker is delivering it right now" };
  }
}

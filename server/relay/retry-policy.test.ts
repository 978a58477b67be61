import { describe, expect, it } from "vitest";
import {
  afterFailure,
  backoffDelay,
  canRetry,
  deadlineFor,
  isClaimable,
  isPermanentRefusal,
  type OutboxStatus,
} from "./retry-policy";

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const schedule = { baseMs: 30 * second, maxDelayMs: hour, maxAgeMs: 5 * day };

describe("backoffDelay", () => {
  it.each([
    // attempts, random, expected: the ceiling doubles from the base; jitter picks within its upper half
    [1, 0, 15 * second],
    [1, 1, 30 * second],
    [2, 0, 30 * second],
    [2, 1, minute],
    [3, 0.5, 1.5 * minute],
    [4, 1, 4 * minute],
    [7, 1, 32 * minute],
    [8, 1, hour],
    [8, 0, 30 * minute],
    [50, 1, hour],
    [10_000, 0.5, 45 * minute],
    [0, 1, 30 * second],
  ])("after %i failures with random %f: %i ms", (attempts, random, expected) => {
    expect(backoffDelay(attempts, schedule, random)).toBe(expected);
  });

  it("clamps a random value outside 0..1", () => {
    expect(backoffDelay(1, schedule, -3)).toBe(15 * second);
    expect(backoffDelay(1, schedule, 7)).toBe(30 * second);
  });

  it("keeps trying for days: about 170 attempts before a five-day deadline", () => {
    let now = 0;
    let attempts = 0;
    const deadlineAt = deadlineFor(0, schedule);
    for (;;) {
      attempts++;
      const outcome = afterFailure({ attempts, deadlineAt }, now, schedule, 0.5);
      if (outcome.status === "failed") break;
      now = outcome.nextAttemptAt;
    }
    expect(now).toBe(5 * day);
    expect(attempts).toBe(167);
  });
});

describe("afterFailure", () => {
  it.each<
    [string, { attempts: number; deadlineAt: number }, number, ReturnType<typeof afterFailure>]
  >([
    [
      "first failure",
      { attempts: 1, deadlineAt: 5 * day },
      0,
      { status: "pending", nextAttemptAt: 30 * second },
    ],
    [
      "later failure",
      { attempts: 3, deadlineAt: 5 * day },
      hour,
      { status: "pending", nextAttemptAt: hour + 2 * minute },
    ],
    [
      "never past the deadline",
      { attempts: 9, deadlineAt: 10 * minute },
      5 * minute,
      { status: "pending", nextAttemptAt: 10 * minute },
    ],
    [
      "at the deadline",
      { attempts: 120, deadlineAt: 5 * day },
      5 * day,
      { status: "failed", failedAt: 5 * day },
    ],
    [
      "after the deadline",
      { attempts: 2, deadlineAt: day },
      2 * day,
      { status: "failed", failedAt: 2 * day },
    ],
  ])("%s", (_label, row, now, expected) => {
    expect(afterFailure(row, now, schedule, 1)).toEqual(expected);
  });
});

describe("isPermanentRefusal", () => {
  it.each<[string | undefined, number | undefined, boolean]>([
    ["EENVELOPE", 550, true],
    ["EMESSAGE", 554, true],
    ["EAUTH", 535, true],
    ["EAUTH", undefined, true],
    ["ETLS", 502, true],
    ["EAUTH", 454, false],
    ["EMESSAGE", 451, false],
    ["EENVELOPE", 452, false],
    ["ECONNECTION", 421, false],
    ["ESOCKET", undefined, false],
    ["ETIMEDOUT", undefined, false],
    [undefined, undefined, false],
  ])("%s %s → %s", (code, responseCode, expected) => {
    expect(isPermanentRefusal({ code, responseCode })).toBe(expected);
  });

  it("parks a refusal at once, long before the deadline", () => {
    const schedule = { baseMs: 1000, maxDelayMs: 10_000, maxAgeMs: 100_000 };
    expect(
      afterFailure({ attempts: 1, deadlineAt: 100_000 }, 5, schedule, 0.5, "EAUTH 535"),
    ).toEqual({ status: "failed", failedAt: 5, refusal: "EAUTH 535" });
  });
});

describe("isClaimable", () => {
  it.each<[OutboxStatus, number, number | null, number, boolean]>([
    ["pending", 100, null, 100, true],
    ["pending", 101, null, 100, false],
    ["sending", 0, 200, 100, false],
    ["sending", 0, 100, 100, true],
    ["sending", 0, null, 100, false],
    ["sent", 0, null, 100, false],
    ["failed", 0, null, 100, false],
  ])("%s due %i lease %s at %i → %s", (status, nextAttemptAt, leaseUntil, now, expected) => {
    expect(isClaimable({ status, nextAttemptAt, leaseUntil }, now)).toBe(expected);
  });
});

describe("canRetry", () => {
  it.each<[OutboxStatus, boolean, boolean]>([
    ["failed", false, true],
    ["pending", false, true],
    ["sent", false, false],
    ["sent", true, true],
    ["sending", false, false],
    ["sending", true, false],
  ])("%s (force %s) → %s", (status, force, ok) => {
    expect(canRetry(status, force).ok).toBe(ok);
  });
});

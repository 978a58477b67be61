export type SpamReason = "honeypot" | "too-fast";

/**
 * Why a submission is kept apart instead of delivered, or null. The fill time is the
 * browser's own: from when the form was shown (`renderedAt`) to when it was sent
 * (`sentAt`), both on the browser's clock, so a visitor whose clock is off by a
 * minute is not taken for a bot. Without `sentAt` (an older page still open) the
 * gap to our clock is used, and only a small positive gap counts: a negative one
 * (the browser's clock is ahead) proves nothing.
 */
export function spamReason(input: {
  honeypotFilled: boolean;
  renderedAt: number | undefined;
  sentAt?: number | undefined;
  now: number;
  minFillMs: number;
}): SpamReason | null {
  if (input.honeypotFilled) return "honeypot";
  if (input.renderedAt !== undefined && input.minFillMs > 0) {
    const elapsed = (input.sentAt ?? input.now) - input.renderedAt;
    if (elapsed >= 0 && elapsed < input.minFillMs) return "too-fast";
  }
  return null;
}

export type SpamReason = "honeypot" | "too-fast";

/**
 * Why a submission is kept apart instead of delivered, or null. The fill-time check
 * compares the browser's clock with ours, so it only acts on a small positive gap:
 * a negative gap (the browser's clock is ahead) proves nothing.
 */
export function spamReason(input: {
  honeypotFilled: boolean;
  renderedAt: number | undefined;
  now: number;
  minFillMs: number;
}): SpamReason | null {
  if (input.honeypotFilled) return "honeypot";
  if (input.renderedAt !== undefined && input.minFillMs > 0) {
    const elapsed = input.now - input.renderedAt;
    if (elapsed >= 0 && elapsed < input.minFillMs) return "too-fast";
  }
  return null;
}

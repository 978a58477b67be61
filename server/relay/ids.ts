import { randomBytes } from "node:crypto";

const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A ULID: 10 characters of millisecond time then 16 of randomness, Crockford
 * base 32. Sorts by creation time and is short enough to type in the outbox CLI.
 */
export function newId(now: number = Date.now()): string {
  let time = "";
  let rest = now;
  for (let i = 0; i < 10; i++) {
    time = alphabet[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const bytes = randomBytes(16);
  let random = "";
  for (const byte of bytes) random += alphabet[byte % 32];
  return time + random;
}

export function isId(value: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{26}$/.test(value);
}

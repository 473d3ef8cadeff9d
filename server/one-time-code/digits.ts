import { randomInt } from 'node:crypto';

/** `count` decimal digits from the system's CSPRNG, leading zeros kept. */
export function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

/** The code as typed, without the spaces or dashes people copy with it from an e-mail. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The e-mail as an account is looked up by: trimmed, case ignored. */
export function normalizeEmail(typed: string): string {
  return typed.trim().toLowerCase();
}

/** A stored code, as the check of a typed one needs it. */
export interface StoredCode {
  expires_at: Date;
  wrong_tries: number;
}

/** Whether a stored code may still be tried at `now`: not expired, and fewer than `maxWrongTries` wrong tries. */
export function stillUsable(r: StoredCode, now: Date, maxWrongTries: number): boolean {
  return r.expires_at.getTime() > now.getTime() && r.wrong_tries < maxWrongTries;
}

import { randomInt } from 'node:crypto';

/** The recovery rules (docs/requirements.md §7.9). */
export const RECOVERY = {
  codeDigits: 8,
  validMinutes: 30,
  /** wrong codes a recovery survives; the next wrong one ends it */
  maxWrongTries: 5,
} as const;

/** A fresh code: `codeDigits` decimal digits from the system's CSPRNG, leading zeros kept. */
export function newCode(): string {
  return Array.from({ length: RECOVERY.codeDigits }, () => String(randomInt(10))).join('');
}

/** The code as typed, without the spaces or dashes people copy with it from an e-mail. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The e-mail as an account is looked up by: trimmed, case ignored. */
export function normalizeEmail(typed: string): string {
  return typed.trim().toLowerCase();
}

/** A stored recovery, as the check of a typed code needs it. */
export interface StoredRecovery {
  expires_at: Date;
  wrong_tries: number;
}

/** Whether a stored recovery may still be tried at `now` (it is deleted otherwise). */
export function stillUsable(r: StoredRecovery, now: Date): boolean {
  return r.expires_at.getTime() > now.getTime() && r.wrong_tries < RECOVERY.maxWrongTries;
}

import { randomDigits, stillUsable as usable, type StoredCode } from '../one-time-code/digits';

export { normalizeCode, normalizeEmail } from '../one-time-code/digits';

/** The recovery rules (docs/requirements.md §7.9). */
export const RECOVERY = {
  codeDigits: 8,
  validMinutes: 30,
  /** wrong codes a recovery survives; the next wrong one ends it */
  maxWrongTries: 5,
} as const;

/** A fresh code: `codeDigits` decimal digits from the system's CSPRNG, leading zeros kept. */
export function newCode(): string {
  return randomDigits(RECOVERY.codeDigits);
}

/** A stored recovery, as the check of a typed code needs it. */
export type StoredRecovery = StoredCode;

/** Whether a stored recovery may still be tried at `now` (it is deleted otherwise). */
export function stillUsable(r: StoredRecovery, now: Date): boolean {
  return usable(r, now, RECOVERY.maxWrongTries);
}

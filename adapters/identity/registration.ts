/**
 * Registration rules shared by the browser form and the server (docs/requirements.md §7.10).
 */

/** The pages of the registration flow, in order; the server names the next one after each step. */
export const REGISTRATION_STEPS = ['otp-verify', 'create-profile', 'create-password', 'user-exist', 'reset-success'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Upper case, single inner space: "k1a0b1" and " K1A  0B1" are both "K1A 0B1". */
export function normalizePostalCode(typed: string): string {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : typed.trim().toUpperCase();
}

// Canada Post: no D, F, I, O, Q or U anywhere, and no W or Z in first position
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] [0-9][ABCEGHJ-NPRSTV-Z][0-9]$/;

/** Whether the (normalized) postal code has the Canadian form. */
export function isCanadianPostalCode(normalized: string): boolean {
  return POSTAL_CODE.test(normalized);
}

/** The longest full name ("first last") a customer record takes (docs/requirements.md §7.10). */
export const MAX_FULL_NAME_LENGTH = 100;

export function fullName(first: string, last: string): string {
  return `${first.trim()} ${last.trim()}`;
}

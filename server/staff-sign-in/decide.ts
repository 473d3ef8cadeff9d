import { isCsr, mayUseStaffSignIn, type Principal } from '../../adapters/identity/permissions';

/** The portal's record of a staff member found by employee number. */
export interface StaffRecord extends Principal {
  id: string;
  active: boolean;
}

/** Why a staff sign-in was refused: logged on the server, never shown (docs/requirements.md §7.7). */
export type StaffRefusal = 'noEmployeeNumber' | 'unknownEmployee' | 'inactive' | 'notInternalOrGroup' | 'notCsr';

export type StaffDecision = { ok: true; userId: string; groups: string[] } | { ok: false; reason: StaffRefusal };

/**
 * Whether the person of a verified ID token may come in (docs/requirements.md §7.7): an active
 * portal user with that employee number (nobody is created from a token), of type Internal and in
 * an allowed group — the groups are the provider's, as the token states them now — and holding a
 * CSR role of the portal.
 */
export function decideStaff(employeeNumber: string | null, groups: readonly string[], user: StaffRecord | undefined): StaffDecision {
  if (employeeNumber === null) return { ok: false, reason: 'noEmployeeNumber' };
  if (!user) return { ok: false, reason: 'unknownEmployee' };
  if (!user.active) return { ok: false, reason: 'inactive' };
  const principal: Principal = { user_type: user.user_type, roles: user.roles, groups };
  if (!mayUseStaffSignIn(principal)) return { ok: false, reason: 'notInternalOrGroup' };
  if (!isCsr(principal)) return { ok: false, reason: 'notCsr' };
  return { ok: true, userId: user.id, groups: [...groups] };
}

import { can, isCsr, mayUseStaffSignIn, type Principal } from '../../adapters/identity/permissions';

/** The portal's record of a staff member found by employee number. */
export interface StaffRecord extends Principal {
  id: string;
  active: boolean;
}

/** Why a staff sign-in was refused: logged on the server, never shown (docs/requirements.md §7.7). */
export type StaffRefusal = 'noEmployeeNumber' | 'unknownEmployee' | 'inactive' | 'notInternalOrGroup' | 'notCsr';

/** Where a staff member lands: a CSR on the work list, a layout analyst who is no CSR in the studio (docs/requirements.md §13). */
export type StaffLanding = 'workList' | 'studio';

export type StaffDecision = { ok: true; userId: string; groups: string[]; landing: StaffLanding } | { ok: false; reason: StaffRefusal };

/**
 * Whether the person of a verified ID token may come in (docs/requirements.md §7.7): an active
 * portal user with that employee number (nobody is created from a token), of type Internal and in
 * an allowed group — the groups are the provider's, as the token states them now — and holding a
 * CSR role of the portal, or in a layout analysts' group (the studio, docs/requirements.md §13).
 */
export function decideStaff(employeeNumber: string | null, groups: readonly string[], user: StaffRecord | undefined): StaffDecision {
  if (employeeNumber === null) return { ok: false, reason: 'noEmployeeNumber' };
  if (!user) return { ok: false, reason: 'unknownEmployee' };
  if (!user.active) return { ok: false, reason: 'inactive' };
  const principal: Principal = { user_type: user.user_type, roles: user.roles, groups };
  if (!mayUseStaffSignIn(principal)) return { ok: false, reason: 'notInternalOrGroup' };
  if (isCsr(principal)) return { ok: true, userId: user.id, groups: [...groups], landing: 'workList' };
  if (can.editLayouts(principal)) return { ok: true, userId: user.id, groups: [...groups], landing: 'studio' };
  return { ok: false, reason: 'notCsr' };
}

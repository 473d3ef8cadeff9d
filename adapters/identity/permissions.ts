/**
 * Who may do what (docs/requirements.md §7.1 "Roles"): one function per action, over the signed-in
 * person's user type, roles and groups and the shipped access settings (schemas/identity/access.json).
 * The server checks these on every route; the browser uses the same ones to choose what to show.
 */
import access from '../../schemas/identity/access.json';
import type { Role } from '../types';

export const USER_TYPES = ['ExternalCustomer', 'Internal', 'InternalSuperUser'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The role codes the portal knows besides the configured CSR ones ({product}_OPERATIONS). */
export const ROLE_CODES = {
  applicant: 'ADMIN_CUSTOMER_USER',
  client: 'CLIENT',
  sponsor: 'CLIENT_RPG_CAPTIVE',
} as const;

/** One role of a user: a code, the client (program) it is held for ('' for none) and, for customers, their number. */
export interface RoleGrant {
  role_code: string;
  client_code: string;
  customer_number: string | null;
}

/** What a permission is judged on. */
export interface Principal {
  user_type: UserType;
  roles: readonly RoleGrant[];
  groups: readonly string[];
}

export interface AccessSettings {
  /** role codes that make an internal user a CSR */
  csrRoles: readonly string[];
  /** groups whose members may change a proposal's status */
  csrEditGroups: readonly string[];
  /** an internal user must be in one of these to sign in */
  internalGroups: readonly string[];
  /** groups whose members edit, publish and roll back layouts in the studio (docs/requirements.md §13) */
  layoutGroups: readonly string[];
}

export const ACCESS: AccessSettings = access;

const has = (p: Principal, code: string) => p.roles.some((r) => r.role_code === code);
const isInternal = (p: Principal) => p.user_type === 'Internal' || p.user_type === 'InternalSuperUser';

/** An internal user holding a role of the configured CSR list. */
export function isCsr(p: Principal, settings: AccessSettings = ACCESS): boolean {
  return isInternal(p) && p.roles.some((r) => settings.csrRoles.includes(r.role_code));
}

/** The sponsor reviewer of a captive-client program. */
export function isSponsor(p: Principal): boolean {
  return has(p, ROLE_CODES.sponsor);
}

/** The programs (client codes) a sponsor reviews: those of their sponsor roles; what their lists show. */
export function sponsorPrograms(p: Principal): string[] {
  return p.roles.filter((r) => r.role_code === ROLE_CODES.sponsor && r.client_code !== '').map((r) => r.client_code);
}

/** The client role: sent to the work list (docs/requirements.md §7.5). */
export function isClientUser(p: Principal): boolean {
  return has(p, ROLE_CODES.client) && !isSponsor(p);
}

/** An external customer who is the admin customer user of a customer: an applicant. */
export function isApplicant(p: Principal): boolean {
  return p.user_type === 'ExternalCustomer' && has(p, ROLE_CODES.applicant);
}

/** The applicant's customer grants, oldest first as stored; the first is their home program. */
export function customerGrants(p: Principal): RoleGrant[] {
  return p.roles.filter((r) => r.role_code === ROLE_CODES.applicant && r.customer_number !== null);
}

/** Staff single sign-on admits an internal user of an allowed group only. */
export function mayUseStaffSignIn(p: Principal, settings: AccessSettings = ACCESS): boolean {
  return isInternal(p) && p.groups.some((g) => settings.internalGroups.includes(g));
}

export const can = {
  /** fill in, save, quote and pay the caller's own application */
  workOnOwnApplication: (p: Principal) => isApplicant(p),
  /** open any customer's application by customer number (read, and edit what a CSR may) */
  workOnAnyApplication: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s),
  /** see the CSR work list */
  viewWorkList: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s) || isClientUser(p),
  /** take a referred application (ASSIGN_TO) */
  assignToSelf: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s),
  /** approve, reject or move a referred application as a CSR: needs a CSR-allowed group too */
  decideAsCsr: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s) && p.groups.some((g) => s.csrEditGroups.includes(g)),
  /** approve or reject an application pending sponsor review */
  decideAsSponsor: (p: Principal) => isSponsor(p),
  /**
   * read an application's summary by customer number (the csr-review pages, docs/requirements.md §8.5):
   * a CSR any, a sponsor their program's, an applicant their own (the route narrows it)
   */
  readApplicationSummary: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s) || isSponsor(p) || isApplicant(p),
  /** the read-only answer-net list */
  viewAnswerNet: (p: Principal) => isSponsor(p),
  /** deactivate a customer role from the admin panel */
  deactivateCustomerRoles: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s),
  /** reload configuration caches on every instance */
  refreshConfiguration: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s),
  /** schedule and end maintenance windows; their pages stay open during one (docs/requirements.md §11.7) */
  scheduleMaintenance: (p: Principal, s: AccessSettings = ACCESS) => isCsr(p, s),
  /** edit, check, publish, roll back, export and import layouts in the studio (docs/requirements.md §13) */
  editLayouts: (p: Principal, s: AccessSettings = ACCESS) => isInternal(p) && p.groups.some((g) => s.layoutGroups.includes(g)),
  /** see the development outbox (demo only) */
  readDevOutbox: (p: Principal) => isInternal(p),
  /** the language switch is hidden for the client and RPG captive roles (docs/requirements.md §7.5) */
  switchLanguage: (p: Principal) => !has(p, ROLE_CODES.client) && !isSponsor(p),
} as const;
export type Permission = keyof typeof can;

/**
 * How a compiled page is shown to this person (docs/requirements.md §8.1): a CSR sees the CSR view,
 * a sponsor the read-only one, everyone else the applicant's. This is a view, not a permission.
 */
export function viewerOf(p: Principal, settings: AccessSettings = ACCESS): Role {
  if (isCsr(p, settings)) return 'csr';
  if (isSponsor(p)) return 'sponsor';
  return 'applicant';
}

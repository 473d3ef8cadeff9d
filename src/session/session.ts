/**
 * The signed-in user as the browser knows it. The session itself lives on the server
 * (an httpOnly cookie); this copy in sessionStorage only feeds the spec's request headers
 * and the compile context (role, application type). It is per tab, as the spec's session items are.
 */
import { applicationTypeOf } from '../../adapters/journey';
import { can, USER_TYPES, viewerOf, type Principal, type RoleGrant } from '../../adapters/identity/permissions';
import type { UserContext } from '../../adapters/rules';
import type { IdleSettings } from '../../adapters/identity/idle';
import type { ApplicationType, Role } from '../../adapters/types';

export interface Session {
  login: string;
  /** user type, roles and groups: what the permission functions (adapters/identity/permissions.ts) judge */
  principal: Principal;
  firstName: string;
  lastName: string;
  /** the account's e-mail (a customer signs in with it) */
  email?: string;
  customerNumber?: string;
  /** a CSR: the customer whose application they opened from the review page (docs/requirements.md §8.1) */
  csrCustomerNumber?: string;
  /** the applicant's program, e.g. CANACCT */
  client?: string;
  sessionId?: string;
  applicationType: ApplicationType;
  /** the server's idle timeout (and test timings), for the idle countdown (docs/requirements.md §7.8) */
  idle?: IdleSettings;
}

const KEY = 'portal.session';

export function loadSession(storage: Storage = sessionStorage): Session | undefined {
  const raw = storage.getItem(KEY);
  if (!raw) return undefined;
  try {
    return sessionFromReply(JSON.parse(raw) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

export function saveSession(session: Session, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

/** How pages are compiled for this person (docs/requirements.md §8.1): the CSR, sponsor or applicant view. */
export function viewOf(session: Session): Role {
  return viewerOf(session.principal);
}

/**
 * Reads the login reply (snake_case from the server, or a stored Session). Anything unreadable in
 * the roles counts as no role, the least privileged: the server decides what a user may do anyway.
 */
export function sessionFromReply(reply: Record<string, unknown>): Session {
  const user = isRecord(reply.user) ? { ...reply, ...reply.user } : reply;
  const str = (...keys: string[]) => {
    for (const k of keys) if (typeof user[k] === 'string' && user[k] !== '') return user[k] as string;
    return undefined;
  };
  const type = str('applicationType', 'application_type');
  return {
    login: str('login', 'email') ?? '',
    principal: principalOf(isRecord(user.principal) ? user.principal : user),
    firstName: str('firstName', 'first_name') ?? '',
    lastName: str('lastName', 'last_name') ?? '',
    email: str('email', 'login'),
    customerNumber: str('customerNumber', 'customer_number'),
    csrCustomerNumber: str('csrCustomerNumber', 'csr_customer_number'),
    client: str('client'),
    sessionId: str('sessionId', 'session_id'),
    applicationType: applicationTypeOf(type),
    idle: idleOf(reply.idle),
  };
}

function principalOf(raw: Record<string, unknown>): Principal {
  const type = USER_TYPES.find((t) => t === raw.user_type) ?? 'ExternalCustomer';
  const roles = Array.isArray(raw.roles) ? raw.roles.filter(isGrant) : [];
  const groups = Array.isArray(raw.groups) ? raw.groups.filter((g): g is string => typeof g === 'string') : [];
  return { user_type: type, roles, groups };
}

function isGrant(v: unknown): v is RoleGrant {
  return isRecord(v) && typeof v.role_code === 'string' && typeof v.client_code === 'string' && (v.customer_number === null || typeof v.customer_number === 'string');
}

/** The `idle` of a session reply (snake_case) or of a stored Session. */
function idleOf(value: unknown): IdleSettings | undefined {
  if (!isRecord(value)) return undefined;
  const num = (...keys: string[]) => {
    for (const k of keys) if (typeof value[k] === 'number' && (value[k] as number) > 0) return value[k] as number;
    return undefined;
  };
  const idleMinutes = num('idleMinutes', 'idle_minutes');
  if (!idleMinutes) return undefined;
  return { idleMinutes, warnAfterSeconds: num('warnAfterSeconds', 'warn_after_seconds'), countdownSeconds: num('countdownSeconds', 'countdown_seconds') };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The applicant's account as the page's `prefill` rules read it (`$user`, docs/requirements.md §2.9):
 * only for an applicant working on their own application; staff see the answers as saved.
 */
export function applicantUser(session: Session): UserContext | undefined {
  if (viewOf(session) !== 'applicant' || !can.workOnOwnApplication(session.principal)) return undefined;
  return { first_name: session.firstName, last_name: session.lastName, email: session.email ?? session.login };
}

import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { customerGrants, ROLE_CODES, type Principal, type RoleGrant } from '../../adapters/identity/permissions';
import { prepared } from '../db/prepared';

/**
 * The signed-in person as the API and the browser see them (docs/requirements.md §7.1 "Roles"): the
 * user without secrets, with their roles and groups; `customer_number` and `client` are those of
 * the customer role the session works as: the one chosen on the dashboard, else their first (null
 * for staff and sponsors).
 */
export interface SessionUser extends Principal {
  id: string;
  login: string;
  first_name: string;
  last_name: string;
  email: string;
  employee_number: string | null;
  customer_number: string | null;
  client: string | null;
  locale: string;
  /** a CSR's session: the customer whose application they opened (docs/requirements.md §8.1); absent otherwise */
  csr_customer_number?: string;
}

/** What the sessions table keeps of a cookie value. */
export function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** A user's active roles, oldest first, as JSON (one subquery: the session read stays one round trip). */
const ROLES_JSON = sql<RoleGrant[]>`coalesce((select json_agg(json_build_object('role_code', r.role_code, 'client_code', r.client_code, 'customer_number', r.customer_number) order by r.created_at, r.role_code) from user_roles r where r.user_id = users.id and r.active), '[]'::json)`;
const GROUPS_JSON = sql<string[]>`coalesce((select json_agg(g.group_name order by g.group_name) from user_groups g where g.user_id = users.id), '[]'::json)`;

/**
 * The customer number the session works as (in a query joining sessions and users): the customer
 * role chosen on the dashboard while the user still holds it, else their first customer role.
 */
export const HOME_CUSTOMER = sql<string | null>`(select r.customer_number from user_roles r where r.user_id = users.id and r.active and r.role_code = ${ROLE_CODES.applicant} and r.customer_number is not null order by (r.customer_number = sessions.customer_number) desc nulls last, r.created_at, r.role_code limit 1)`;

/** The user columns of a session query, under names that cannot clash with a joined table's. */
export const SESSION_USER_COLUMNS = [
  'users.id as session_user_id',
  'users.login as session_user_login',
  'users.user_type as session_user_user_type',
  'users.first_name as session_user_first_name',
  'users.last_name as session_user_last_name',
  'users.email as session_user_email',
  'users.employee_number as session_user_employee_number',
  'users.locale as session_user_locale',
  ROLES_JSON.as('session_user_roles'),
  GROUPS_JSON.as('session_user_groups'),
  'sessions.csr_customer_number as session_csr_customer_number',
  'sessions.customer_number as session_customer_number',
] as const;

/** The columns of one user row that make a SessionUser (see `toSessionUser`), for queries of the users table. */
export const USER_COLUMNS = ['users.id', 'users.login', 'users.user_type', 'users.first_name', 'users.last_name', 'users.email', 'users.employee_number', 'users.locale', ROLES_JSON.as('roles'), GROUPS_JSON.as('groups')] as const;

type UserRowColumns = Omit<SessionUser, 'customer_number' | 'client' | 'csr_customer_number'>;
type SessionUserColumns = { [K in keyof UserRowColumns as `session_user_${K}`]: UserRowColumns[K] } & { session_csr_customer_number: string | null; session_customer_number: string | null };

/**
 * A user row (USER_COLUMNS) as the session user: customer number and client from the customer role
 * `chosen` (a customer number of the session) while the user holds it, else from the first one.
 */
export function toSessionUser(u: UserRowColumns, chosen: string | null = null): SessionUser {
  const grants = customerGrants(u);
  const home = grants.find((g) => g.customer_number === chosen) ?? grants[0];
  return {
    id: u.id,
    login: u.login,
    user_type: u.user_type,
    roles: u.roles,
    groups: u.groups,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    employee_number: u.employee_number,
    customer_number: home?.customer_number ?? null,
    client: home?.client_code || null,
    locale: u.locale,
  };
}

export function fromSessionColumns(row: SessionUserColumns): SessionUser {
  const user = toSessionUser({
    id: row.session_user_id,
    login: row.session_user_login,
    user_type: row.session_user_user_type,
    roles: row.session_user_roles,
    groups: row.session_user_groups,
    first_name: row.session_user_first_name,
    last_name: row.session_user_last_name,
    email: row.session_user_email,
    employee_number: row.session_user_employee_number,
    locale: row.session_user_locale,
  }, row.session_customer_number);
  return row.session_csr_customer_number ? { ...user, csr_customer_number: row.session_csr_customer_number } : user;
}

/** When a session query also reads the session's last use (for `SessionStore.seen`). */
export const SESSION_SEEN_COLUMN = 'sessions.last_seen_at as session_last_seen_at';

export interface SessionSettings {
  /** absolute lifetime from sign-in */
  lifetimeMinutes: number;
  /** absolute lifetime from a sign-in with "Remember me" */
  rememberMinutes: number;
  /** unused this long, a session ends */
  idleMinutes: number;
  /** live sessions a user may hold; one more sign-in ends the oldest */
  perUser: number;
}

/** last_seen_at is written when it is at least this old, not on every request (docs/server.md). */
const TOUCH_AFTER_MS = 60_000;

/** Sessions live in the database so any instance can serve any request. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SessionSettings,
  ) {}

  /** The moments a session query judges by: now, and the last use a live session must be after. */
  window(now = new Date()): { now: Date; idleSince: Date } {
    return { now, idleSince: new Date(now.getTime() - this.settings.idleMinutes * 60_000) };
  }

  /**
   * Creates a session and returns the opaque id the cookie carries. Sign-ins of one user are taken
   * one at a time (a lock on the user's row), so the cap holds when two arrive together.
   */
  async create(userId: string, { remember = false } = {}): Promise<{ id: string; expires: Date }> {
    const id = randomBytes(32).toString('base64url');
    const { now, idleSince } = this.window();
    const lifetime = remember ? this.settings.rememberMinutes : this.settings.lifetimeMinutes;
    const expires = new Date(now.getTime() + lifetime * 60_000);
    await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
      await trx.insertInto('sessions').values({ id_hash: hashId(id), user_id: userId, created_at: now, expires_at: expires, last_seen_at: now }).execute();
      // the user's newest live sessions stay; older ones beyond the cap, and ended ones, go
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('id_hash', 'not in', (eb) =>
          eb
            .selectFrom('sessions')
            .select('id_hash')
            .where('user_id', '=', userId)
            .where('expires_at', '>', now)
            .where('last_seen_at', '>', idleSince)
            .orderBy('created_at', 'desc')
            .orderBy('id_hash', 'desc')
            .limit(this.settings.perUser),
        )
        .execute();
    });
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    return { id, expires };
  }

  /**
   * The session of `hashId(cookie)` still live (see `window`), joined to its user, nothing
   * selected yet: select SESSION_USER_COLUMNS and SESSION_SEEN_COLUMN, join what else the caller
   * needs in the same round trip, then call `seen` with the row's last use.
   */
  active(idHash: string, now: Date, idleSince: Date) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.id_hash', '=', idHash)
      .where('sessions.expires_at', '>', now)
      .where('sessions.last_seen_at', '>', idleSince)
      .where('users.active', '=', true);
  }

  private readonly findQuery = prepared((idHash: string, now: Date, idleSince: Date) =>
    this.active(idHash, now, idleSince).select([...SESSION_USER_COLUMNS, SESSION_SEEN_COLUMN]),
  );

  private readonly touchQuery = prepared((idHash: string, now: Date, staleBefore: Date) =>
    this.db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).where('last_seen_at', '<', staleBefore),
  );

  async find(id: string): Promise<SessionUser | null> {
    const { now, idleSince } = this.window();
    const idHash = hashId(id);
    const [row] = await this.findQuery(this.db, idHash, now, idleSince);
    if (!row) return null;
    await this.seen(idHash, row.session_last_seen_at, now);
    return fromSessionColumns(row);
  }

  /**
   * A request used the session: moves its idle clock forward when it is a minute old or more, so
   * most requests (the save path among them) add no write. The idle timeout is therefore exact
   * to within that minute.
   */
  async seen(idHash: string, lastSeen: Date, now: Date): Promise<void> {
    if (now.getTime() - lastSeen.getTime() < TOUCH_AFTER_MS) return;
    await this.touchQuery(this.db, idHash, now, new Date(now.getTime() - TOUCH_AFTER_MS));
  }

  /**
   * The person said they are still there (keep-alive): the idle clock restarts now, whatever its
   * age, so the browser's countdown and the server's idle timeout start again together.
   */
  async renew(id: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id_hash', '=', hashId(id)).execute();
  }

  /** A CSR opens a customer's application (a string) or goes back to the work list (null). */
  async chooseCustomer(id: string, customerNumber: string | null): Promise<void> {
    await this.db.updateTable('sessions').set({ csr_customer_number: customerNumber }).where('id_hash', '=', hashId(id)).execute();
  }

  /** An applicant works as another of their own customers (the caller checks it is theirs). */
  async workAs(id: string, customerNumber: string): Promise<void> {
    await this.db.updateTable('sessions').set({ customer_number: customerNumber }).where('id_hash', '=', hashId(id)).execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashId(id)).execute();
  }

  /** Ends every session of a user: logout everywhere, and a password change. */
  async endAllFor(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';
import { prepared } from '../db/prepared';

export const SESSION_COOKIE = 'sid';

/** The signed-in person as the API and the browser see them: the user row without its secrets. */
export type SessionUser = Omit<User, 'password_hash' | 'created_at'>;

export function toSessionUser(u: User): SessionUser {
  return {
    id: u.id,
    login: u.login,
    role: u.role,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    customer_number: u.customer_number,
    client: u.client,
    locale: u.locale,
  };
}

/** What the sessions table keeps of a cookie value. */
export function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** The user columns of a session query, under names that cannot clash with a joined table's. */
export const SESSION_USER_COLUMNS = [
  'users.id as session_user_id',
  'users.login as session_user_login',
  'users.role as session_user_role',
  'users.first_name as session_user_first_name',
  'users.last_name as session_user_last_name',
  'users.email as session_user_email',
  'users.customer_number as session_user_customer_number',
  'users.client as session_user_client',
  'users.locale as session_user_locale',
] as const;

type SessionUserColumns = { [K in keyof SessionUser as `session_user_${K}`]: SessionUser[K] };

export function fromSessionColumns(row: SessionUserColumns): SessionUser {
  return {
    id: row.session_user_id,
    login: row.session_user_login,
    role: row.session_user_role,
    first_name: row.session_user_first_name,
    last_name: row.session_user_last_name,
    email: row.session_user_email,
    customer_number: row.session_user_customer_number,
    client: row.session_user_client,
    locale: row.session_user_locale,
  };
}

/** Sessions live in the database so any instance can serve any request. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMinutes: number,
  ) {}

  /** Creates a session and returns the opaque id the cookie carries. */
  async create(userId: string): Promise<{ id: string; expires: Date }> {
    const id = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + this.ttlMinutes * 60_000);
    await this.db.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
    await this.db.insertInto('sessions').values({ id_hash: hashId(id), user_id: userId, expires_at: expires }).execute();
    return { id, expires };
  }

  /**
   * The session of `hashId(cookie)` still live at `now`, joined to its user, nothing selected
   * yet: select SESSION_USER_COLUMNS, and join what else the caller needs in the same round trip.
   */
  active(idHash: string, now: Date) {
    return this.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').where('sessions.id_hash', '=', idHash).where('sessions.expires_at', '>', now);
  }

  private readonly findQuery = prepared((idHash: string, now: Date) => this.active(idHash, now).select(SESSION_USER_COLUMNS));

  async find(id: string): Promise<SessionUser | null> {
    const [row] = await this.findQuery(this.db, hashId(id), new Date());
    return row ? fromSessionColumns(row) : null;
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashId(id)).execute();
  }
}

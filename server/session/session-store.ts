import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';
import { prepared } from '../db/prepared';

/** The signed-in person as the API and the browser see them: the user row without its secrets. */
export type SessionUser = Omit<User, 'password_hash' | 'created_at'>;

/** Only the SessionUser fields of `u` (a user row's secrets stay behind). */
export function toSessionUser(u: SessionUser): SessionUser {
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
      .where('sessions.last_seen_at', '>', idleSince);
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

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashId(id)).execute();
  }

  /** Ends every session of a user: logout everywhere, and a password change. */
  async endAllFor(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}

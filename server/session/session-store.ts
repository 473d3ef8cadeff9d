import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../adapters/types';
import type { Database, User } from '../db/schema';

export const SESSION_COOKIE = 'sid';

/** The signed-in person as the API and the browser see them. */
export interface SessionUser {
  id: string;
  login: string;
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
  customer_number: string | null;
  client: string | null;
  locale: string;
}

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

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
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

  async find(id: string): Promise<SessionUser | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.id_hash', '=', hashId(id))
      .where('sessions.expires_at', '>', new Date())
      .executeTakeFirst();
    return row ? toSessionUser(row) : null;
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashId(id)).execute();
  }
}

import { randomBytes } from 'node:crypto';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { AddressSuggestion, RegistrationView } from '../../adapters/api';
import type { RegistrationStep } from '../../adapters/identity/registration';
import type { Database } from '../db/schema';
import { hashId } from '../session/session-store';

/** A registration lives this long after its start (docs/requirements.md §7.10). */
export const REGISTRATION_MINUTES = 30;

export interface RegistrationTable {
  id_hash: string;
  client_code: string;
  quick_quote: boolean;
  first_name: string;
  last_name: string;
  email: string;
  postal_code: string;
  locale: string;
  step: RegistrationStep;
  address: ColumnType<AddressSuggestion | null, string | null, string | null>;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../db/schema' {
  interface Database {
    registrations: RegistrationTable;
  }
}

export type Registration = Omit<RegistrationTable, 'address' | 'expires_at' | 'created_at'> & { address: AddressSuggestion | null };

export type NewRegistration = Omit<Registration, 'id_hash' | 'address'>;

/** Stores a new registration; returns the token for its cookie (only its hash is kept). */
export async function createRegistration(db: Kysely<Database>, r: NewRegistration): Promise<{ token: string; idHash: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const idHash = hashId(token);
  const expires = new Date(Date.now() + REGISTRATION_MINUTES * 60_000);
  // expired registrations of anybody go as new ones come
  await db.deleteFrom('registrations').where('expires_at', '<', new Date()).execute();
  await db.insertInto('registrations').values({ ...r, id_hash: idHash, address: null, expires_at: expires }).execute();
  return { token, idHash, expires };
}

/** The live registration of a cookie token, or undefined (none, unknown or expired). */
export async function findRegistration(db: Kysely<Database>, token: string | undefined): Promise<Registration | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom('registrations')
    .select(['id_hash', 'client_code', 'quick_quote', 'first_name', 'last_name', 'email', 'postal_code', 'locale', 'step', 'address'])
    .where('id_hash', '=', hashId(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { ...row, address: row.address ?? null } : undefined;
}

export async function updateRegistration(
  db: Kysely<Database>,
  idHash: string,
  set: Partial<Pick<Registration, 'step' | 'first_name' | 'last_name' | 'postal_code' | 'address'>>,
): Promise<void> {
  const { address, ...rest } = set;
  await db
    .updateTable('registrations')
    .set({ ...rest, ...(address === undefined ? {} : { address: address === null ? null : JSON.stringify(address) }) })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function dropRegistration(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('registrations').where('id_hash', '=', idHash).execute();
}

/** What the browser may see of a registration. */
export function viewOf(r: Registration): RegistrationView {
  return {
    step: r.step,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    postal_code: r.postal_code,
    client: r.client_code,
    quick_quote: r.quick_quote,
    address: r.address,
  };
}

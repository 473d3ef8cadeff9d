import { createHash } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A staff sign-in between the start and the callback (migration 0160). */
export interface StaffSignInTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_base: string;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../db/schema' {
  interface Database {
    staff_sign_in: StaffSignInTable;
  }
}

/** A sign-in not finished within this time is refused (docs/security.md "Staff sign-in"). */
export const PENDING_MINUTES = 10;

export interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnBase: string;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Keeps what the callback of `state` needs; sweeps sign-ins that were never finished. */
export async function keepPending(db: Kysely<Database>, state: string, pending: PendingSignIn, now = new Date()): Promise<void> {
  await db.deleteFrom('staff_sign_in').where('expires_at', '<', now).execute();
  await db
    .insertInto('staff_sign_in')
    .values({
      state_hash: hashState(state),
      code_verifier: pending.codeVerifier,
      nonce: pending.nonce,
      redirect_uri: pending.redirectUri,
      return_base: pending.returnBase,
      expires_at: new Date(now.getTime() + PENDING_MINUTES * 60_000),
    })
    .execute();
}

/**
 * Takes the sign-in of `state` out of the store: one delete, so two callbacks with the same state
 * cannot both get it. Undefined for an unknown, used or expired state.
 */
export async function takePending(db: Kysely<Database>, state: string, now = new Date()): Promise<PendingSignIn | undefined> {
  const row = await db.deleteFrom('staff_sign_in').where('state_hash', '=', hashState(state)).returningAll().executeTakeFirst();
  if (!row || row.expires_at <= now) return undefined;
  return { codeVerifier: row.code_verifier, nonce: row.nonce, redirectUri: row.redirect_uri, returnBase: row.return_base };
}

import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from '../session/passwords';
import { RECOVERY, stillUsable } from './code';

export interface PasswordRecoveryTable {
  user_id: string;
  /** argon2 of the code: eight digits are too few for a plain hash (docs/requirements.md §7.9) */
  code_hash: string;
  expires_at: ColumnType<Date, Date, Date>;
  wrong_tries: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../db/schema' {
  interface Database {
    password_recovery: PasswordRecoveryTable;
  }
}

/** Stores a new code for the user, replacing any earlier one (only the latest e-mail's code works). */
export async function storeCode(db: Kysely<Database>, userId: string, code: string): Promise<void> {
  const code_hash = await hashPassword(code);
  const expires_at = new Date(Date.now() + RECOVERY.validMinutes * 60_000);
  await db
    .insertInto('password_recovery')
    .values({ user_id: userId, code_hash, expires_at, wrong_tries: 0, created_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ code_hash, expires_at, wrong_tries: 0, created_at: new Date() }))
    .execute();
}

export async function dropCode(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('password_recovery').where('user_id', '=', userId).execute();
}

export type CodeCheck = { ok: true } | { ok: false };

/**
 * Checks `code` against the user's live recovery and spends it: the right code deletes it (single
 * use), a wrong one counts a try, the last allowed wrong try, an expired or a spent one deletes
 * it. One at a time per user (a row lock), so simultaneous guesses are each counted.
 * `replacePassword` runs in the same transaction when the code is right.
 */
export async function spendCode(
  db: Kysely<Database>,
  userId: string | undefined,
  code: string,
  dummyHash: string,
  replacePassword: (trx: Kysely<Database>) => Promise<void>,
): Promise<CodeCheck> {
  return db.transaction().execute(async (trx) => {
    const row = userId
      ? await trx.selectFrom('password_recovery').select(['code_hash', 'expires_at', 'wrong_tries']).where('user_id', '=', userId).forUpdate().executeTakeFirst()
      : undefined;
    const usable = row && userId && stillUsable({ expires_at: new Date(row.expires_at), wrong_tries: row.wrong_tries }, new Date());
    // the same argon2 work for an unknown e-mail, a missing or a dead code as for a live one
    const right = await verifyPassword(usable ? row.code_hash : dummyHash, code);
    if (!row || !userId) return { ok: false };
    if (usable && right) {
      await trx.deleteFrom('password_recovery').where('user_id', '=', userId).execute();
      await replacePassword(trx);
      return { ok: true };
    }
    if (!usable || row.wrong_tries + 1 >= RECOVERY.maxWrongTries) {
      await trx.deleteFrom('password_recovery').where('user_id', '=', userId).execute();
    } else {
      await trx.updateTable('password_recovery').set({ wrong_tries: row.wrong_tries + 1 }).where('user_id', '=', userId).execute();
    }
    return { ok: false };
  });
}

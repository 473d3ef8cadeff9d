import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from '../session/passwords';
import { randomDigits, stillUsable } from './digits';
import { ONE_TIME_CODE, sendWait } from './rules';

export interface OneTimeCodeTable {
  /** what the code is for, e.g. 'registration' or 'sign-in' */
  purpose: string;
  /** whom it is for within the purpose: a registration, a user */
  subject: string;
  /** argon2 of the code: six digits are far too few for a plain hash */
  code_hash: string;
  expires_at: ColumnType<Date, Date, Date>;
  wrong_tries: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OneTimeCodeSendTable {
  address: string;
  sent_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../db/schema' {
  interface Database {
    one_time_codes: OneTimeCodeTable;
    one_time_code_sends: OneTimeCodeSendTable;
  }
}

export interface CodeKey {
  purpose: string;
  subject: string;
}

/**
 * Claims a send to `address` under the resend throttle: 0 and the send is counted, or the seconds
 * to wait (nothing counted). One claim at a time per address (an advisory lock in the transaction),
 * so two instances cannot both send.
 */
export async function claimSend(db: Kysely<Database>, address: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`otc:${address}`}))`.execute(trx);
    const { rows } = await sql<{ n: number; last: number | null; oldest: number | null }>`
      select count(*)::int as n,
             extract(epoch from now() - max(sent_at))::float8 as last,
             extract(epoch from now() - min(sent_at))::float8 as oldest
      from one_time_code_sends where address = ${address} and sent_at > now() - interval '1 hour'`.execute(trx);
    const row = rows[0]!;
    const wait = sendWait({ lastHour: row.n, lastAgoSeconds: row.last ?? undefined, oldestAgoSeconds: row.oldest ?? undefined });
    if (wait > 0) return wait;
    await trx.deleteFrom('one_time_code_sends').where('address', '=', address).where('sent_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
    await trx.insertInto('one_time_code_sends').values({ address }).execute();
    return 0;
  });
}

/** Makes and stores a fresh code for `key`, replacing any earlier one (only the newest code works); returns it to be sent. */
export async function issueCode(db: Kysely<Database>, key: CodeKey): Promise<string> {
  const code = randomDigits(ONE_TIME_CODE.digits);
  const code_hash = await hashPassword(code);
  const expires_at = new Date(Date.now() + ONE_TIME_CODE.validMinutes * 60_000);
  await db
    .insertInto('one_time_codes')
    .values({ ...key, code_hash, expires_at, wrong_tries: 0, created_at: new Date() })
    .onConflict((oc) => oc.columns(['purpose', 'subject']).doUpdateSet({ code_hash, expires_at, wrong_tries: 0, created_at: new Date() }))
    .execute();
  return code;
}

export async function dropCode(db: Kysely<Database>, key: CodeKey): Promise<void> {
  await db.deleteFrom('one_time_codes').where('purpose', '=', key.purpose).where('subject', '=', key.subject).execute();
}

/** right: the code was live and is now spent; wrong: a try counted; dead: no live code (none, used, expired or out of tries). */
export type CodeCheck = 'right' | 'wrong' | 'dead';

/**
 * Checks `typed` against the live code of `key` and spends it: the right code deletes it (single
 * use), a wrong one counts a try and the last allowed wrong try deletes it, so the next call is
 * `dead` even with the right code. One at a time per key (a row lock), so simultaneous guesses are
 * each counted. Every path costs one argon2 verification (`dummyHash` when there is no live code).
 */
export async function checkCode(db: Kysely<Database>, key: CodeKey, typed: string, dummyHash: string): Promise<CodeCheck> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('one_time_codes')
      .select(['code_hash', 'expires_at', 'wrong_tries'])
      .where('purpose', '=', key.purpose)
      .where('subject', '=', key.subject)
      .forUpdate()
      .executeTakeFirst();
    const usable = row !== undefined && stillUsable({ expires_at: new Date(row.expires_at), wrong_tries: row.wrong_tries }, new Date(), ONE_TIME_CODE.maxWrongTries);
    const right = await verifyPassword(usable ? row.code_hash : dummyHash, typed);
    const where = trx.deleteFrom('one_time_codes').where('purpose', '=', key.purpose).where('subject', '=', key.subject);
    if (!row) return 'dead';
    if (!usable) {
      await where.execute();
      return 'dead';
    }
    if (right) {
      await where.execute();
      return 'right';
    }
    if (row.wrong_tries + 1 >= ONE_TIME_CODE.maxWrongTries) await where.execute();
    else {
      await trx.updateTable('one_time_codes').set({ wrong_tries: row.wrong_tries + 1 }).where('purpose', '=', key.purpose).where('subject', '=', key.subject).execute();
    }
    return 'wrong';
  });
}

import { randomBytes } from 'node:crypto';
import { sql, type ColumnType, type Generated, type Kysely, type Transaction } from 'kysely';
import type { ProgressState, QuickQuote, QuoteWrapper } from '../../adapters/api';
import type { Database } from '../db/schema';
import { hashId } from '../session/session-store';
import { serverNow } from '../clock/today';

/** A quick quote lives this long after it starts (docs/security.md "Quick quote"). */
export const QUICK_QUOTE_HOURS = 24;
/** At most this many quick quotes start from one address in an hour. */
export const QUICK_QUOTES_PER_HOUR = 20;

export interface QuickQuoteTable {
  id: Generated<string>;
  token_hash: string;
  client: string;
  current_progress_state: string | null;
  progress_states: ColumnType<ProgressState[], string | undefined, string>;
  quotes: ColumnType<QuoteWrapper[], string | undefined, string>;
  revision: ColumnType<number, number | undefined, number>;
  ip_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: ColumnType<Date, Date, never>;
  handed_off_proposal_id: ColumnType<string | null, never, string>;
  registration_id_hash: ColumnType<string | null, never, string>;
}

declare module '../db/schema' {
  interface Database {
    quick_quotes: QuickQuoteTable;
  }
}

export interface QuickQuoteRow {
  id: string;
  client: string;
  current_progress_state: string | null;
  progress_states: ProgressState[];
  quotes: QuoteWrapper[];
  revision: number;
  expires_at: Date;
  handed_off_proposal_id: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ['id', 'client', 'current_progress_state', 'progress_states', 'quotes', 'revision', 'expires_at', 'handed_off_proposal_id'] as const;

/**
 * Starts a quick quote unless the address started QUICK_QUOTES_PER_HOUR in the last hour: then the
 * seconds until the oldest of them leaves the window. The address's count is taken under a lock on
 * it, so concurrent starts (on any instance) cannot pass the cap together.
 */
export async function createQuickQuote(
  db: Kysely<Database>,
  client: string,
  ip: string,
): Promise<{ token: string; row: QuickQuoteRow } | { waitSeconds: number }> {
  const ipHash = hashId(`quick-quote:${ip}`);
  const now = serverNow();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${ipHash}))`.execute(trx);
    // expired quick quotes of anybody go as new ones come (one a handed-off proposal still names stays: it is the record)
    await trx.deleteFrom('quick_quotes').where('expires_at', '<', now).where('handed_off_proposal_id', 'is', null).execute();
    const recent = await trx
      .selectFrom('quick_quotes')
      .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('ip_hash', '=', ipHash)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (recent.n >= QUICK_QUOTES_PER_HOUR && recent.oldest) {
      return { waitSeconds: Math.max(1, Math.ceil((new Date(recent.oldest).getTime() + 3_600_000 - now.getTime()) / 1000)) };
    }
    const token = randomBytes(32).toString('base64url');
    const row = await trx
      .insertInto('quick_quotes')
      .values({ token_hash: hashId(token), client, current_progress_state: null, ip_hash: ipHash, created_at: now, expires_at: new Date(now.getTime() + QUICK_QUOTE_HOURS * 3_600_000) })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { token, row };
  });
}

/** The live quick quote of a cookie token (unknown, expired: undefined). */
export async function findQuickQuote(db: Db, token: string | undefined): Promise<QuickQuoteRow | undefined> {
  if (!token) return undefined;
  return db.selectFrom('quick_quotes').select(COLUMNS).where('token_hash', '=', hashId(token)).where('expires_at', '>', serverNow()).executeTakeFirst();
}

export async function quickQuoteById(db: Db, id: string): Promise<QuickQuoteRow | undefined> {
  return db.selectFrom('quick_quotes').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Writes the steps and quotes only at `revision` (and while not handed off); undefined when someone wrote first. */
export async function saveQuickQuote(
  db: Db,
  row: QuickQuoteRow,
  revision: number,
  changes: Pick<QuickQuoteRow, 'current_progress_state' | 'progress_states' | 'quotes'>,
): Promise<QuickQuoteRow | undefined> {
  return db
    .updateTable('quick_quotes')
    .set({
      current_progress_state: changes.current_progress_state,
      progress_states: JSON.stringify(changes.progress_states),
      quotes: JSON.stringify(changes.quotes),
      revision: sql<number>`revision + 1`,
    })
    .where('id', '=', row.id)
    .where('revision', '=', revision)
    .where('handed_off_proposal_id', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Names the registration started from the quick quote (the latest one wins). */
export async function linkRegistration(db: Db, id: string, registrationIdHash: string): Promise<void> {
  await db.updateTable('quick_quotes').set({ registration_id_hash: registrationIdHash }).where('id', '=', id).execute();
}

/** The quick quote a registration started from, its row locked until the transaction ends. */
export async function lockedForRegistration(db: Transaction<Database>, registrationIdHash: string): Promise<QuickQuoteRow | undefined> {
  return db.selectFrom('quick_quotes').select(COLUMNS).where('registration_id_hash', '=', registrationIdHash).forUpdate().executeTakeFirst();
}

export async function markHandedOff(db: Db, id: string, proposalId: string): Promise<void> {
  await db.updateTable('quick_quotes').set({ handed_off_proposal_id: proposalId }).where('id', '=', id).execute();
}

/** What the visitor sees of their quick quote. */
export function toQuickQuote(row: QuickQuoteRow): QuickQuote {
  return {
    id: row.id,
    client: row.client,
    current_progress_state: row.current_progress_state,
    progress_states: row.progress_states,
    quotes: row.quotes,
    progress_states_revision: row.revision,
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/**
 * The delivery outbox (docs/server.md "Application PDF delivery"): a row queued with each
 * application PDF inside the status change's transaction, claimed by one worker at a time.
 */
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Locale } from '../../adapters/types';
import type { Database, ProposalRow } from '../db/schema';
import { customerFrenchFirst } from '../shell/french-first';

export interface PdfDeliveryTable {
  id: Generated<string>;
  pdf_id: string;
  proposal_id: string;
  file_name: string;
  locale: Locale;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  delivered_at: ColumnType<Date | null, Date | string | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../db/schema' {
  interface Database {
    pdf_deliveries: PdfDeliveryTable;
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Queues the delivery of a PDF just made, in the applicant's language: French for a Quebec
 * applicant whose brand offers French first (docs/requirements.md §9.5), else English.
 */
export async function queueDelivery(db: Db, made: { pdfId: string; proposal: ProposalRow; fileName: string }): Promise<void> {
  const french = await customerFrenchFirst(db, made.proposal.customer_number, made.proposal.client);
  await db
    .insertInto('pdf_deliveries')
    .values({ pdf_id: made.pdfId, proposal_id: made.proposal.id, file_name: made.fileName, locale: french ? 'fr-CA' : 'en-CA', last_error: null })
    .execute();
}

/** A claimed delivery. */
export interface ClaimedDelivery {
  id: string;
  pdf_id: string;
  proposal_id: string;
  file_name: string;
  locale: Locale;
  attempts: number;
}

/**
 * Takes the oldest due delivery after `afterId` for `leaseSeconds`: its next attempt moves past the
 * lease, so no other worker (on this instance or another) takes it meanwhile; `skip locked` lets two
 * workers asking at the same moment take different rows instead of waiting on each other.
 */
export async function claimDue(db: Kysely<Database>, afterId: string, leaseSeconds: number): Promise<ClaimedDelivery | undefined> {
  const { rows } = await sql<ClaimedDelivery>`
    update pdf_deliveries
       set next_attempt_at = now() + ${leaseSeconds} * interval '1 second', attempts = attempts + 1
     where id = (
       select id from pdf_deliveries
        where delivered_at is null and next_attempt_at <= now() and id > ${afterId}
        order by id
        limit 1
        for update skip locked)
       and delivered_at is null
    returning id::text as id, pdf_id::text as pdf_id, proposal_id, file_name, locale, attempts`.execute(db);
  return rows[0];
}

export async function markDelivered(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('pdf_deliveries').set({ delivered_at: sql<Date>`now()`, last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Kysely<Database>, id: string, error: string, retryInSeconds: number): Promise<void> {
  await db
    .updateTable('pdf_deliveries')
    .set({ last_error: error.slice(0, 2000), next_attempt_at: sql<Date>`now() + ${retryInSeconds} * interval '1 second'` })
    .where('id', '=', id)
    .execute();
}

import { sql, type ColumnType, type Kysely, type Transaction } from 'kysely';
import { isLocked } from '../../adapters/status';
import { MAX_DRAFT_BYTES, type Draft, type DraftSaved } from '../../adapters/api';
import type { Database, ProposalRow } from '../db/schema';
import type { LayoutStore } from '../config-service/layout-store';
import { domainError } from '../errors/domain-error';

declare module '../db/schema' {
  interface Database {
    proposal_drafts: ProposalDraftTable;
  }
}

/** What an applicant typed on a step and did not save (migration 0105). */
export interface ProposalDraftTable {
  proposal_id: string;
  name: string;
  form_elements: ColumnType<Record<string, unknown>, string, string>;
  revision: number;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Which drafts a proposal write discards: the steps it saved, or all of them (start over, delete). */
export type Discard = readonly string[] | 'all';

/** SQL of the drafts table. */
export class DraftRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(proposalId: string): Promise<Draft[]> {
    return this.db
      .selectFrom('proposal_drafts')
      .select(['name', 'form_elements', 'revision', 'saved_at'])
      .where('proposal_id', '=', proposalId)
      .orderBy('saved_at')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, saved_at: r.saved_at.toISOString() })));
  }

  /**
   * Writes the draft only while the proposal is still at `revision` (undefined otherwise). The
   * proposal row is share-locked for the statement: a save of the step either ran before (and
   * this finds a newer revision) or waits and deletes what this wrote, never leaving a draft
   * older than the saved answers.
   */
  async put(proposalId: string, revision: number, name: string, formElements: Record<string, unknown>): Promise<DraftSaved | undefined> {
    const row = await this.db
      .insertInto('proposal_drafts')
      .columns(['proposal_id', 'name', 'form_elements', 'revision'])
      .expression((eb) =>
        eb
          .selectFrom('proposals')
          .select([
            'id',
            sql<string>`cast(${name} as text)`.as('name'),
            sql<string>`cast(${JSON.stringify(formElements)} as jsonb)`.as('form_elements'),
            'revision',
          ])
          .where('id', '=', proposalId)
          .where('revision', '=', revision)
          .where('deleted_at', 'is', null)
          .forShare(),
      )
      .onConflict((oc) =>
        oc.columns(['proposal_id', 'name']).doUpdateSet({
          form_elements: (eb) => eb.ref('excluded.form_elements'),
          revision: (eb) => eb.ref('excluded.revision'),
          saved_at: sql<Date>`now()`,
        }),
      )
      .returning(['name', 'revision', 'saved_at'])
      .executeTakeFirst();
    return row && { ...row, saved_at: row.saved_at.toISOString() };
  }

  async remove(proposalId: string, name: string): Promise<void> {
    await this.db.deleteFrom('proposal_drafts').where('proposal_id', '=', proposalId).where('name', '=', name).execute();
  }

  /** Deletes the drafts a proposal write makes obsolete, inside that write's transaction. */
  async discard(proposalId: string, which: Discard, trx: Db): Promise<void> {
    if (which !== 'all' && which.length === 0) return;
    let q = trx.deleteFrom('proposal_drafts').where('proposal_id', '=', proposalId);
    if (which !== 'all') q = q.where('name', 'in', which);
    await q.execute();
  }
}

/**
 * The draft use cases, on the caller's own current proposal (null: they have none yet, so there is
 * nothing to attach a draft to). A draft is never validated, rated or read for a status.
 */
export class DraftService {
  constructor(
    private readonly repo: DraftRepository,
    private readonly layouts: LayoutStore,
  ) {}

  /** A locked application's steps cannot change, so its drafts are not offered. */
  async list(own: ProposalRow | null): Promise<Draft[]> {
    if (!own || isLocked(own.status)) return [];
    return this.repo.list(own.id);
  }

  async put(own: ProposalRow | null, revision: number, name: string, formElements: Record<string, unknown>): Promise<DraftSaved> {
    if (!own) throw domainError('proposalNotFound');
    if (!this.layouts.routeForState(own.client, name)) throw domainError('unknownStep', { values: { step: name, client: own.client } });
    const size = Buffer.byteLength(JSON.stringify(formElements));
    if (size > MAX_DRAFT_BYTES) throw domainError('draftTooLarge', { values: { max: MAX_DRAFT_BYTES } });
    if (isLocked(own.status)) throw domainError('proposalLocked', { values: { status: own.status } });
    const stored = own.revision === revision ? await this.repo.put(own.id, revision, name, formElements) : undefined;
    if (!stored) throw domainError('staleRevision', { extra: { current_revision: own.revision } });
    return stored;
  }

  async remove(own: ProposalRow | null, name: string): Promise<void> {
    if (!own) throw domainError('proposalNotFound');
    await this.repo.remove(own.id, name);
  }
}

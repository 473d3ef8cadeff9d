import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, ProposalRow, ProposalTable, ProposalUpdate } from '../db/schema';
import { HOME_CUSTOMER, SESSION_SEEN_COLUMN, SESSION_USER_COLUMNS, fromSessionColumns, hashId, type SessionStore, type SessionUser } from '../session/session-store';
import { prepared } from '../db/prepared';
import { isStatus } from '../../adapters/status';
import type { Applicant, SearchQuery } from '../../adapters/api';
import { ROLE_CODES } from '../../adapters/identity/permissions';

type Db = Kysely<Database> | Transaction<Database>;

export interface SearchHit extends ProposalRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

type Column = keyof ProposalTable & string;

/** Columns holding JSON documents: a write already holds their new values, so it does not read them back. */
const DOCUMENTS = ['progress_states', 'quotes', 'utm'] as const satisfies readonly Column[];
type Document = (typeof DOCUMENTS)[number];
const isDocument = (column: string): column is Document => (DOCUMENTS as readonly string[]).includes(column);

/**
 * A write's changes; the JSON documents as values (the repository stores them as JSON). Never the
 * status: that changes only through the status writer (transition.ts).
 */
export type ProposalChanges = Omit<ProposalUpdate, Document | 'status'> & Partial<Pick<ProposalRow, Document>>;

/** SQL of the proposals table. Everything that reads or writes proposals goes through here. */
export class ProposalRepository {
  /**
   * The save path reads the proposal as one JSON column (`to_jsonb`): one value to decode instead
   * of a column each, and a result shape that stays the same when a newer instance's migration
   * adds a column (PostgreSQL refuses to run a prepared `select *` again once `*` means other
   * columns). JSON carries timestamps as text; the timestamp columns are read from the database
   * once migrations have run, so the ones feature areas add are turned back into dates too.
   */
  static async open(db: Kysely<Database>, sessions: SessionStore): Promise<ProposalRepository> {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'proposals' and data_type like 'timestamp%'`.execute(db);
    return new ProposalRepository(db, sessions, rows.map((r) => r.column_name));
  }

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionStore,
    private readonly timestamps: readonly string[],
  ) {}

  private readonly liveForSessionQuery = prepared((idHash: string, now: Date, idleSince: Date) =>
    this.sessions
      .active(idHash, now, idleSince)
      .leftJoin('proposals', (join) => join.on(sql<boolean>`proposals.customer_number = ${HOME_CUSTOMER}`).on('proposals.deleted_at', 'is', null).on('proposals.renewed_at', 'is', null))
      .select([...SESSION_USER_COLUMNS, SESSION_SEEN_COLUMN])
      .select(sql<Record<string, unknown> | null>`to_jsonb(proposals)`.as('proposal')),
  );

  private fromJson(proposal: Record<string, unknown>): ProposalRow {
    for (const column of this.timestamps) {
      const value = proposal[column];
      if (typeof value === 'string') proposal[column] = new Date(value);
    }
    return proposal as unknown as ProposalRow;
  }

  /** One compiled UPDATE per set of changed columns (a save, a start over, a delete, ...). */
  private readonly updateQueries = new Map<string, ReturnType<typeof this.preparedUpdate>>();

  private update(db: Db, id: string, revision: number, changes: ProposalUpdate) {
    return db
      .updateTable('proposals')
      .set({ ...changes, revision: sql<number>`revision + 1`, last_modified_timestamp: sql<Date>`now()` })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .where('deleted_at', 'is', null);
  }

  /**
   * Plain values are stored as sent, so only what the UPDATE itself computes (and the written
   * columns, as the database typed them) is read back.
   */
  private preparedUpdate(columns: readonly (keyof ProposalUpdate)[]) {
    const readBack: Column[] = ['revision', 'last_modified_timestamp', ...columns.filter((c) => !isDocument(c))];
    return prepared((id: string, revision: number, ...values: unknown[]) =>
      this.update(this.db, id, revision, Object.fromEntries(columns.map((c, i) => [c, values[i]])) as ProposalUpdate).returning(readBack),
    );
  }

  /**
   * The customer's live proposal: not deleted, and not one whose policy a renewal has taken over
   * (renewed_at, docs/requirements.md §2.11).
   */
  liveFor(customerNumber: string, db: Db = this.db): Promise<ProposalRow | undefined> {
    return db.selectFrom('proposals').selectAll().where('customer_number', '=', customerNumber).where('deleted_at', 'is', null).where('renewed_at', 'is', null).executeTakeFirst();
  }

  /**
   * The customer's live proposal, row-locked until `trx` ends: a write that must see the latest
   * state (issuing a policy) takes its turn here, on every instance sharing the database.
   */
  lockLiveFor(customerNumber: string, trx: Transaction<Database>): Promise<ProposalRow | undefined> {
    return trx.selectFrom('proposals').selectAll().where('customer_number', '=', customerNumber).where('deleted_at', 'is', null).where('renewed_at', 'is', null).forUpdate().executeTakeFirst();
  }

  /** One proposal, row-locked until `trx` ends (choosing the payment method takes its turn here). */
  lockById(id: string, trx: Transaction<Database>): Promise<ProposalRow | undefined> {
    return trx.selectFrom('proposals').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  }

  /**
   * A session's user and that user's live proposal (customer number of the user; none for
   * staff), read in one round trip; undefined when the session is unknown, expired or idle. The
   * session's idle clock moves as with any other read (at most one write a minute).
   */
  async liveForSession(sessionId: string): Promise<{ user: SessionUser; proposal: ProposalRow | undefined } | undefined> {
    const idHash = hashId(sessionId);
    const { now, idleSince } = this.sessions.window();
    const [row] = await this.liveForSessionQuery(this.db, idHash, now, idleSince);
    if (!row) return undefined;
    await this.sessions.seen(idHash, row.session_last_seen_at, now);
    return { user: fromSessionColumns(row), proposal: row.proposal ? this.fromJson(row.proposal) : undefined };
  }

  byId(id: string, db: Db = this.db): Promise<ProposalRow | undefined> {
    return db.selectFrom('proposals').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /** The customer's admin user (who applies, docs/requirements.md §7.1); null names when none. */
  async applicantOf(customerNumber: string): Promise<Applicant> {
    const user = await this.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select(['users.first_name', 'users.last_name', 'users.email'])
      .where('user_roles.customer_number', '=', customerNumber)
      .where('user_roles.role_code', '=', ROLE_CODES.applicant)
      .orderBy('user_roles.created_at')
      .executeTakeFirst();
    return user ?? { first_name: null, last_name: null, email: null };
  }

  create(values: Insertable<ProposalTable>, db: Db = this.db): Promise<ProposalRow> {
    return db.insertInto('proposals').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Writes `changes` only if the stored revision is still `revision`, bumps it by one, and answers
   * the row as stored: `row` with `changes` and what the update computed (revision, timestamp).
   * Undefined when someone else wrote first, when `row` is not the one stored at `revision` (its
   * documents would not be the stored ones), or when the proposal is gone.
   */
  async updateAtRevision(row: ProposalRow, revision: number, changes: ProposalChanges, db: Db = this.db): Promise<ProposalRow | undefined> {
    if (row.revision !== revision) return undefined;
    const columns = (Object.keys(changes) as (keyof ProposalChanges)[]).filter((c) => changes[c] !== undefined);
    const values = columns.map((c) => (isDocument(c) ? JSON.stringify(changes[c]) : changes[c]));
    const stored = await this.updateColumns(db, row.id, revision, columns, values);
    if (!stored) return undefined;
    const documents = Object.fromEntries(DOCUMENTS.filter((c) => changes[c] !== undefined).map((c) => [c, changes[c]]));
    return { ...row, ...documents, ...stored } as ProposalRow;
  }

  private async updateColumns(db: Db, id: string, revision: number, columns: readonly (keyof ProposalUpdate)[], values: unknown[]) {
    // an SQL expression (sql`...`) shapes the query, and its value comes from the database: build
    // that one as usual and read the row back
    if (values.some((v) => typeof v === 'object' && v !== null && 'toOperationNode' in v)) {
      return this.update(db, id, revision, Object.fromEntries(columns.map((c, i) => [c, values[i]]))).returningAll().executeTakeFirst();
    }
    const key = columns.join(',');
    let query = this.updateQueries.get(key);
    if (!query) this.updateQueries.set(key, (query = this.preparedUpdate(columns)));
    const [stored] = await query(db, id, revision, ...values);
    return stored;
  }

  async search(f: SearchQuery): Promise<{ total: number; items: SearchHit[] }> {
    let q = this.db
      .selectFrom('proposals')
      // the customer's admin user: who applies (docs/requirements.md §7.1)
      .leftJoin('user_roles', (join) => join.onRef('user_roles.customer_number', '=', 'proposals.customer_number').on('user_roles.role_code', '=', ROLE_CODES.applicant))
      .leftJoin('users', 'users.id', 'user_roles.user_id')
      .where('proposals.deleted_at', 'is', null);
    if (f.status) {
      // no proposal is in a status the table does not know
      if (!isStatus(f.status)) return { total: 0, items: [] };
      q = q.where('proposals.status', '=', f.status);
    }
    if (f.client) q = q.where('proposals.client', '=', f.client);
    if (f.customer_number) q = q.where('proposals.customer_number', '=', f.customer_number);
    if (f.name) {
      const like = `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('users.first_name', 'ilike', like), eb('users.last_name', 'ilike', like), eb('users.email', 'ilike', like)]));
    }
    const [count, items] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      q
        .selectAll('proposals')
        .select(['users.first_name', 'users.last_name', 'users.email'])
        .orderBy('proposals.last_modified_timestamp', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
    ]);
    return { total: Number(count?.n ?? 0), items };
  }
}

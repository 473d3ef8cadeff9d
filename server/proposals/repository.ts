import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, ProposalRow, ProposalTable, ProposalUpdate } from '../db/schema';
import type { Insertable } from 'kysely';
import { SESSION_USER_COLUMNS, fromSessionColumns, hashId, type SessionStore, type SessionUser } from '../session/session-store';
import { prepared } from '../db/prepared';

type Db = Kysely<Database> | Transaction<Database>;

export interface SearchFilters {
  status?: string;
  client?: string;
  customer_number?: string;
  /** part of the applicant's first name, last name or e-mail */
  name?: string;
  limit: number;
  offset: number;
}

export interface SearchHit extends ProposalRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** SQL of the proposals table. Everything that reads or writes proposals goes through here. */
export class ProposalRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionStore,
  ) {}

  private readonly liveForSessionQuery = prepared((idHash: string, now: Date) =>
    this.sessions
      .active(idHash, now)
      .leftJoin('proposals', (join) => join.onRef('proposals.customer_number', '=', 'users.customer_number').on('proposals.deleted_at', 'is', null))
      .select(SESSION_USER_COLUMNS)
      .selectAll('proposals'),
  );

  /** One compiled UPDATE per set of changed columns (a save, a start over, a delete, ...). */
  private readonly updateQueries = new Map<string, ReturnType<typeof this.preparedUpdate>>();

  private update(db: Db, id: string, revision: number, changes: ProposalUpdate) {
    return db
      .updateTable('proposals')
      .set({ ...changes, revision: sql<number>`revision + 1`, last_modified_timestamp: sql<Date>`now()` })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .where('deleted_at', 'is', null)
      .returningAll();
  }

  private preparedUpdate(columns: readonly (keyof ProposalUpdate)[]) {
    return prepared((id: string, revision: number, ...values: unknown[]) =>
      this.update(this.db, id, revision, Object.fromEntries(columns.map((c, i) => [c, values[i]])) as ProposalUpdate),
    );
  }

  /** The customer's live (not deleted) proposal. */
  liveFor(customerNumber: string, db: Db = this.db): Promise<ProposalRow | undefined> {
    return db.selectFrom('proposals').selectAll().where('customer_number', '=', customerNumber).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /**
   * A session's user and that user's live proposal (customer number of the user; none for
   * staff), read in one round trip; undefined when the session is unknown or expired.
   */
  async liveForSession(sessionId: string): Promise<{ user: SessionUser; proposal: ProposalRow | undefined } | undefined> {
    const [row] = await this.liveForSessionQuery(this.db, hashId(sessionId), new Date());
    if (!row) return undefined;
    const user = fromSessionColumns(row);
    if (row.id === null) return { user, proposal: undefined };
    const proposal = { ...row } as Record<string, unknown>;
    for (const column of SESSION_USER_COLUMNS) delete proposal[column.slice(column.lastIndexOf(' ') + 1)];
    return { user, proposal: proposal as unknown as ProposalRow };
  }

  byId(id: string, db: Db = this.db): Promise<ProposalRow | undefined> {
    return db.selectFrom('proposals').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  }

  create(values: Insertable<ProposalTable>, db: Db = this.db): Promise<ProposalRow> {
    return db.insertInto('proposals').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Writes `changes` only if the stored revision is still `revision`, and bumps it by one.
   * Undefined when someone else wrote first (or the proposal is gone).
   */
  async updateAtRevision(id: string, revision: number, changes: ProposalUpdate, db: Db = this.db): Promise<ProposalRow | undefined> {
    const columns = (Object.keys(changes) as (keyof ProposalUpdate)[]).filter((c) => changes[c] !== undefined);
    const values = columns.map((c) => changes[c]);
    // an SQL expression (sql`...`) shapes the query: build that one as usual
    if (values.some((v) => typeof v === 'object' && v !== null && 'toOperationNode' in v)) return this.update(db, id, revision, changes).executeTakeFirst();
    const key = columns.join(',');
    let query = this.updateQueries.get(key);
    if (!query) this.updateQueries.set(key, (query = this.preparedUpdate(columns)));
    const [row] = await query(db, id, revision, ...values);
    return row;
  }

  async search(f: SearchFilters): Promise<{ total: number; items: SearchHit[] }> {
    let q = this.db.selectFrom('proposals').leftJoin('users', 'users.customer_number', 'proposals.customer_number').where('proposals.deleted_at', 'is', null);
    if (f.status) q = q.where('proposals.status', '=', f.status);
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

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PolicyRow, PolicyTable } from './db-types';
import type { Insertable } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A policy as read: dates as yyyy-MM-dd text, whatever the driver does with DATE, and the named
 * insured, the legal name of its customer's record (docs/requirements.md §6.3).
 */
export type Policy = Omit<PolicyRow, 'effective_date' | 'expiration_date'> & { effective_date: string | null; expiration_date: string | null; named_insured: string | null };

const PREFIX: Record<string, string> = { CANAGENT: 'AGT', CANACCT: 'ACC', CANLAWYERS: 'LAW', CANGLDWNG: 'GW', CANSILVWING: 'SW', CANWINGS: 'WNG' };

/** SQL of the policies table. */
export class PolicyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select(db: Db) {
    return db
      .selectFrom('policies')
      .leftJoin('customers', 'customers.customer_number', 'policies.customer_number')
      .selectAll('policies')
      .select([
        sql<string | null>`policies.effective_date::text`.as('effective_date'),
        sql<string | null>`policies.expiration_date::text`.as('expiration_date'),
        'customers.legal_name as named_insured',
      ]);
  }

  byId(id: string, db: Db = this.db): Promise<Policy | undefined> {
    return this.select(db).where('policies.id', '=', id).executeTakeFirst();
  }

  liveForProposal(proposalId: string, db: Db = this.db): Promise<Policy | undefined> {
    return this.select(db)
      .where('policies.proposal_id', '=', proposalId)
      .where((eb) => eb.or([eb('policies.status_code', 'is', null), eb('policies.status_code', '!=', 'VOID')]))
      .executeTakeFirst();
  }

  forCustomer(customerNumber: string): Promise<Policy[]> {
    return this.select(this.db).where('policies.customer_number', '=', customerNumber).orderBy('policies.created_at', 'desc').execute();
  }

  /** Inserts a policy with the next policy and billing account numbers, e.g. ACC-100001 / BA-500001. */
  async create(values: Omit<Insertable<PolicyTable>, 'number' | 'billing_account_number'>, db: Db): Promise<Policy> {
    const prefix = PREFIX[values.client] ?? values.client;
    const { id } = await db
      .insertInto('policies')
      .values({
        ...values,
        number: sql<string>`${prefix} || '-' || nextval('policy_number_seq')::text`,
        billing_account_number: sql<string>`'BA-' || nextval('billing_account_seq')::text`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.byId(id, db))!;
  }

  async setPaymentMethod(id: string, code: 'ISP' | 'STD', db: Db = this.db): Promise<Policy> {
    await db.updateTable('policies').set({ payment_method_code: code, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
    return (await this.byId(id, db))!;
  }
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PolicyRow, PolicyTable } from './db-types';
import type { Insertable } from 'kysely';
import type { FinancePlan } from '../../adapters/finance';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A policy as read: dates as yyyy-MM-dd text, whatever the driver does with DATE, and the named
 * insured, the legal name of its customer's record (docs/requirements.md §6.3).
 */
export type Policy = Omit<PolicyRow, 'effective_date' | 'expiration_date'> & {
  effective_date: string | null;
  expiration_date: string | null;
  named_insured: string | null;
  finance_plan: FinanceRecord | null;
};

/** The finance agreement of a financed policy, as the API answers it (adapters/api financePlanRecordSchema). */
export type FinanceRecord = FinancePlan & { provider_reference: string; financed_at: string };


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
        sql<FinanceRecord | null>`case when policies.finance_reference is null then null else json_build_object(
          'option', policies.finance_option, 'down_payment', policies.finance_down_payment,
          'yearly_amount', policies.finance_yearly_amount, 'installment_amount', policies.finance_installment_amount,
          'installments', policies.finance_installments, 'finance_charge', policies.finance_charge,
          'provider_reference', policies.finance_reference,
          'financed_at', to_char(policies.financed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) end`.as('finance_plan'),
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

  /**
   * Financed (docs/payments.md "Premium financing"): payment method FIN and the agreement, written
   * once: only a policy not financed yet is changed (the caller holds its proposal's row lock).
   */
  async recordFinance(id: string, plan: FinancePlan, reference: string, db: Db): Promise<Policy> {
    const { numUpdatedRows } = await db
      .updateTable('policies')
      .set({
        payment_method_code: 'FIN',
        finance_option: plan.option,
        finance_down_payment: plan.down_payment,
        finance_yearly_amount: plan.yearly_amount,
        finance_installment_amount: plan.installment_amount,
        finance_installments: plan.installments,
        finance_charge: plan.finance_charge,
        finance_reference: reference,
        financed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('finance_reference', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows !== 1n) throw new Error(`policy ${id} is financed already`);
    return (await this.byId(id, db))!;
  }

  async setPaymentMethod(id: string, code: 'ISP' | 'STD', db: Db = this.db): Promise<Policy> {
    await db.updateTable('policies').set({ payment_method_code: code, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
    return (await this.byId(id, db))!;
  }
}

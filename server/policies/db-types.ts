import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** a DATE column: written as yyyy-MM-dd, read back as a Date by node-postgres and PGlite */
type DateColumn = ColumnType<Date | string, string | null, string | null>;

export interface PolicyTable {
  id: Generated<string>;
  number: string;
  billing_account_number: string;
  proposal_id: string;
  customer_number: string;
  client: string;
  quote_id: string;
  quote: ColumnType<unknown, string, string>;
  status_code: 'ISSUED' | 'RWL' | 'VOID' | null;
  payment_method_code: 'ISP' | 'STD' | 'FIN' | null;
  /** billed to the applicant's company, issued paid without a card payment (migration 0111) */
  sponsor_billed: Generated<boolean>;
  /** the finance agreement of a FIN policy, all set or all null (migration 0122) */
  finance_option: 'YEARLY' | 'MONTHLY' | null;
  finance_down_payment: number | null;
  finance_yearly_amount: number | null;
  finance_installment_amount: number | null;
  finance_installments: number | null;
  finance_charge: number | null;
  finance_reference: string | null;
  financed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  effective_date: DateColumn | null;
  expiration_date: DateColumn | null;
  premium: number;
  gross_amount: number;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type PolicyRow = Selectable<PolicyTable>;

declare module '../db/schema' {
  interface Database {
    policies: PolicyTable;
  }
}

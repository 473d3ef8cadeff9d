import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export const PROGRESS_CODES = ['PAYMENT_STARTED', 'PAYMENT_FAILURE', 'PAYMENT_SUCCESS', 'PAYMENT_CANCEL', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED'] as const;
export type ProgressCode = (typeof PROGRESS_CODES)[number];

export interface PaymentTransactionTable {
  id: Generated<string>;
  policy_id: string;
  proposal_id: string;
  customer_number: string;
  amount: number;
  currency: Generated<string>;
  payment_method: Generated<'CREDIT_CARD' | 'CHEQUE' | 'FINANCING'>;
  progress_code: ProgressCode;
  card_brand: string | null;
  card_last4: string | null;
  provider: string;
  provider_token: string | null;
  failure_code: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type PaymentTransaction = Selectable<PaymentTransactionTable>;

declare module '../db/schema' {
  interface Database {
    payment_transactions: PaymentTransactionTable;
  }
}

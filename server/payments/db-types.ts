import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ProgressCode } from '../../adapters/api';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** At most one transaction of a policy is in one of these (unique index, migration 0121). */
export const LIVE: readonly ProgressCode[] = ['PAYMENT_STARTED', 'PAYMENT_PROCESSING', 'PAYMENT_SUCCESS', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED'];

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
  /** the provider's id of the charge */
  provider_token: string | null;
  /** the single-use card token being charged, kept while PROCESSING so a stale claim can ask again with it */
  card_token: string | null;
  /** who holds the PROCESSING claim: only its holder records the outcome */
  claim_id: string | null;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

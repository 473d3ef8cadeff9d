import { sql } from 'kysely';
import { domainError } from '../errors/domain-error';
import type { StatusListener } from '../proposals/transition';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { LIVE } from './db-types';
import { toReply } from './service';

/**
 * The applicant (or a CSR for them) chose to pay by cheque (CHOOSE_OFFLINE_PAYMENT, docs/payments.md
 * "Paying by cheque"). The card transaction the payment page opened is cancelled (PAYMENT_CANCEL) in
 * the same database transaction, so it can no longer be charged. A card charge already with the
 * provider, or a card already paid, refuses the cheque: the status change rolls back and the money
 * moves once. A cheque itself has no transaction: its progress is the application's status.
 */
export const cancelCardOnCheque: StatusListener = async (db, { proposalId, to }) => {
  if (to !== 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT') return;
  await closeCardPayment(db, proposalId);
};

/**
 * Another way to pay was chosen (cheque, or financing: server/financing): the open card transaction
 * is cancelled in the caller's database transaction, so it can no longer be charged; a card charge
 * already with the provider (409 10065) or a card already paid (10064) refuses the other way. The
 * UPDATE takes the transaction's row lock, so a claim at the same moment waits and then finds it
 * cancelled.
 */
export async function closeCardPayment(db: Kysely<Database> | Transaction<Database>, proposalId: string): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ progress_code: 'PAYMENT_CANCEL', updated_at: sql<Date>`now()` })
    .where('proposal_id', '=', proposalId)
    .where('progress_code', '=', 'PAYMENT_STARTED')
    .execute();
  const charged = await db.selectFrom('payment_transactions').selectAll().where('proposal_id', '=', proposalId).where('progress_code', 'in', LIVE).executeTakeFirst();
  if (!charged) return;
  const transaction = toReply(charged);
  if (charged.progress_code === 'PAYMENT_PROCESSING') throw domainError('paymentInProgress', { extra: { transaction } });
  throw domainError('paymentUpdatePolicyFailed', { extra: { transaction } });
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODE } from '../errors/codes';
import { httpError } from '../errors/http-error';
import type { SessionUser } from '../session/session-store';
import { luhnValid, normalizeCardNumber } from './card';
import type { PaymentTransaction, ProgressCode } from './db-types';
import type { DeclineCode, PaymentProvider } from './provider';

export interface CardInput {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
}

/** No further charge once a transaction reached one of these. */
const CLOSED: readonly ProgressCode[] = ['PAYMENT_SUCCESS', 'PAYMENT_CANCEL', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED'];

const DECLINE_MESSAGE: Record<DeclineCode, string> = {
  card_declined: 'server.payments.declined',
  insufficient_funds: 'server.payments.insufficientFunds',
  expired_card: 'server.payments.cardExpired',
};

/** The transaction as the API shows it: no provider token. */
export function toReply(t: PaymentTransaction) {
  return {
    id: t.id,
    policy_id: t.policy_id,
    amount: t.amount,
    currency: t.currency,
    payment_method: t.payment_method,
    progress_code: t.progress_code,
    card_brand: t.card_brand,
    card_last4: t.card_last4,
    failure_code: t.failure_code,
    created_at: new Date(t.created_at).toISOString(),
    updated_at: new Date(t.updated_at).toISOString(),
  };
}

/**
 * Card payments: start (PAYMENT_STARTED), charge (PAYMENT_SUCCESS / PAYMENT_FAILURE),
 * cancel (PAYMENT_CANCEL). A success binds the policy (ISSUED) and the proposal
 * (POLICY_ISSUED); if that update fails after the money was taken the transaction says
 * PAYMENT_SUCCESS_UPDATE_POLICY_FAILED, so staff can finish it without charging again.
 */
export class PaymentService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(user: SessionUser, policyId: string): Promise<PaymentTransaction> {
    const { app } = this;
    const policy = await app.policies.byId(policyId);
    if (!policy) throw httpError(404, 'server.policies.notFound', { code: ERROR_CODE.policyNotFound, values: { id: policyId } });
    this.assertOwner(user, policy.customer_number);
    await this.assertPayable({ policy_id: policy.id, proposal_id: policy.proposal_id });
    return app.db
      .insertInto('payment_transactions')
      .values({
        policy_id: policy.id,
        proposal_id: policy.proposal_id,
        customer_number: policy.customer_number,
        amount: policy.gross_amount,
        progress_code: 'PAYMENT_STARTED',
        provider: this.provider.name,
        created_by: user.login,
        card_brand: null,
        card_last4: null,
        provider_token: null,
        failure_code: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async get(user: SessionUser, id: string): Promise<PaymentTransaction> {
    const found = await this.app.db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw httpError(404, 'server.payments.notFound', { code: ERROR_CODE.paymentNotFound, values: { id } });
    this.assertOwner(user, found.customer_number);
    return found;
  }

  async cancel(user: SessionUser, id: string): Promise<PaymentTransaction> {
    const t = await this.open(user, id);
    return this.update(t.id, { progress_code: 'PAYMENT_CANCEL' });
  }

  /** Charges the card. Declines answer 402 with the transaction; a bad number 400 before any charge. */
  async charge(user: SessionUser, id: string, card: CardInput): Promise<PaymentTransaction> {
    const t = await this.open(user, id);
    await this.assertPayable(t);
    const number = normalizeCardNumber(card.number);
    if (!luhnValid(number)) {
      throw httpError(400, 'server.payments.cardInvalid', { code: ERROR_CODE.cardInvalid, extra: { transaction: toReply(t) } });
    }
    const result = await this.provider.charge({
      amount: t.amount,
      currency: 'CAD',
      reference: t.id,
      card: { number, expiry_month: card.expiry_month, expiry_year: card.expiry_year, cvc: card.cvc },
    });
    if (!result.ok) {
      const failed = await this.update(t.id, { progress_code: 'PAYMENT_FAILURE', failure_code: result.code, card_brand: result.brand, card_last4: result.last4 });
      throw httpError(402, DECLINE_MESSAGE[result.code], { code: ERROR_CODE.paymentDeclined, extra: { transaction: toReply(failed) } });
    }
    const paid = { card_brand: result.brand, card_last4: result.last4, provider_token: result.token, failure_code: null };
    try {
      return await this.app.db.transaction().execute(async (trx) => {
        const proposal = await this.app.proposals.byId(t.proposal_id, trx);
        if (!proposal) throw new Error(`proposal ${t.proposal_id} of payment ${t.id} is gone`);
        const fresh = await this.app.proposals.updateAtRevision(proposal, proposal.revision, {}, trx);
        if (!fresh) throw new Error(`proposal ${proposal.id} changed during payment ${t.id}`);
        await trx.updateTable('policies').set({ payment_method_code: 'ISP', updated_at: sql<Date>`now()` }).where('id', '=', t.policy_id).execute();
        // POLICY_ISSUED; the policy follows as ISSUED (status area)
        await this.app.transition(trx, { proposal: fresh, action: 'PAYMENT_SUCCESS', actor: 'system', role: 'system', note: t.id });
        return this.update(t.id, { progress_code: 'PAYMENT_SUCCESS', ...paid }, trx);
      });
    } catch (err) {
      // the money is taken: record it so nobody charges again, and tell the caller plainly
      this.log.error({ err, transaction: t.id }, 'payment succeeded but the policy update failed');
      const recorded = await this.update(t.id, { progress_code: 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED', ...paid });
      throw httpError(500, 'server.payments.updatePolicyFailed', { code: ERROR_CODE.paymentUpdatePolicyFailed, extra: { transaction: toReply(recorded) } });
    }
  }

  /** Only a policy whose proposal waits for a card payment is charged. */
  private async assertPayable(t: { policy_id: string; proposal_id: string }): Promise<void> {
    const [policy, proposal] = await Promise.all([this.app.policies.byId(t.policy_id), this.app.proposals.byId(t.proposal_id)]);
    if (proposal?.status !== 'POLICY_ISSUED_PENDING_PAYMENT') {
      throw httpError(409, 'server.payments.notPayable', { code: ERROR_CODE.paymentClosed, values: { number: policy?.number ?? t.policy_id } });
    }
  }

  private async open(user: SessionUser, id: string): Promise<PaymentTransaction> {
    const t = await this.get(user, id);
    if (CLOSED.includes(t.progress_code)) {
      throw httpError(409, 'server.payments.closed', { code: ERROR_CODE.paymentClosed, values: { progress: t.progress_code }, extra: { transaction: toReply(t) } });
    }
    return t;
  }

  private update(id: string, changes: Partial<Omit<PaymentTransaction, 'id'>>, db = this.app.db): Promise<PaymentTransaction> {
    return db
      .updateTable('payment_transactions')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private assertOwner(user: SessionUser, customerNumber: string): void {
    if (user.role === 'csr') return;
    if (user.role !== 'applicant' || user.customer_number !== customerNumber) {
      throw httpError(403, 'server.errors.forbidden', { code: ERROR_CODE.forbidden });
    }
  }
}

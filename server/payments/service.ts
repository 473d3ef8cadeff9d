import { can, viewerOf } from '../../adapters/identity/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { domainError, type DomainError } from '../errors/domain-error';
import type { ErrorKind } from '../errors/table';
import type { PolicyRepository } from '../policies/repository';
import type { ProposalRepository } from '../proposals/repository';
import type { Transition } from '../proposals/transition';
import type { SessionUser } from '../session/session-store';
import { LIVE, type PaymentTransaction } from './db-types';
import { ProviderError, type ChargeResult, type DeclineCode, type PaymentProvider } from './provider';
import type { HostedFields, PaymentTransaction as TransactionReply } from '../../adapters/api';

/**
 * A PROCESSING claim older than this is presumed left behind by a crash: the next reader asks the
 * provider again with the same idempotency key. Longer than a charge may take (CHARGE_TIMEOUT_MS).
 */
export const STALE_CLAIM_SECONDS = 60;

const DECLINED: Record<DeclineCode, ErrorKind> = {
  card_declined: 'cardDeclined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'cardExpired',
};

/** The transaction as the API shows it: no provider token, no card token, no claim. */
export function toReply(t: PaymentTransaction, hostedFields?: HostedFields): TransactionReply {
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
    ...(hostedFields ? { hosted_fields: hostedFields } : {}),
  };
}

const withTransaction = (t: PaymentTransaction) => ({ transaction: toReply(t) });

/** A 409 (or 500) telling the caller what state the transaction is in, with the transaction. */
function stateError(t: PaymentTransaction): DomainError | undefined {
  switch (t.progress_code) {
    case 'PAYMENT_SUCCESS':
      return undefined;
    case 'PAYMENT_PROCESSING':
      return domainError('paymentInProgress', { extra: withTransaction(t) });
    case 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED':
      return domainError('paymentUpdatePolicyFailed', { extra: withTransaction(t) });
    default:
      return domainError('paymentClosed', { values: { progress: t.progress_code }, extra: withTransaction(t) });
  }
}

/** What payments use of the other areas (the fastify-plugin dependencies of plugin.ts). */
export interface PaymentAreas {
  db: Kysely<Database>;
  proposals: ProposalRepository;
  policies: PolicyRepository;
  transition: Transition;
}

/** A settled claim: the transaction as recorded, and what to answer when it is not a plain success. */
interface Settled {
  transaction: PaymentTransaction;
  error?: DomainError;
}

/**
 * Card payments (docs/payments.md): start (PAYMENT_STARTED, one live transaction per policy),
 * charge a token (claimed as PAYMENT_PROCESSING by one request, then PAYMENT_SUCCESS /
 * PAYMENT_FAILURE), cancel (PAYMENT_CANCEL). A success is recorded first, then binds the policy
 * (ISSUED) and the proposal (POLICY_ISSUED); if binding fails the transaction says
 * PAYMENT_SUCCESS_UPDATE_POLICY_FAILED, so staff can finish it without charging again.
 */
export class PaymentService {
  constructor(
    private readonly app: PaymentAreas,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
    private readonly staleSeconds = STALE_CLAIM_SECONDS,
  ) {}

  hostedFields(options: Parameters<PaymentProvider['hostedFields']>[0]): HostedFields {
    return this.provider.hostedFields(options);
  }

  /**
   * savePaymentTransaction: a new transaction, or the policy's transaction already open (so a
   * reloaded payment page pays the same one). A transaction being charged or paid answers 409
   * with it. The unique index on live transactions decides between simultaneous starts.
   */
  async start(user: SessionUser, policyId: string): Promise<{ transaction: PaymentTransaction; created: boolean }> {
    const { app } = this;
    const policy = await app.policies.byId(policyId);
    if (!policy) throw domainError('policyNotFound', { values: { id: policyId } });
    this.assertOwner(user, policy.customer_number);
    await this.assertPayable(policy.proposal_id, policy.number);
    // a live transaction that settles between the insert and the read frees the policy: try again
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await app.db
        .insertInto('payment_transactions')
        .values({
          policy_id: policy.id,
          proposal_id: policy.proposal_id,
          customer_number: policy.customer_number,
          amount: policy.gross_amount,
          progress_code: 'PAYMENT_STARTED',
          provider: this.provider.name,
          created_by: user.login,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { transaction: inserted, created: true };
      const live = await app.db.selectFrom('payment_transactions').selectAll().where('policy_id', '=', policy.id).where('progress_code', 'in', LIVE).executeTakeFirst();
      if (!live) continue;
      const current = (await this.recoverIfStale(live)).transaction;
      if (current.progress_code === 'PAYMENT_STARTED') return { transaction: current, created: false };
      if (current.progress_code === 'PAYMENT_SUCCESS') {
        throw domainError('alreadyPaid', { values: { number: policy.number }, extra: withTransaction(current) });
      }
      const refusal = LIVE.includes(current.progress_code) ? stateError(current) : undefined;
      if (refusal) throw refusal;
    }
    throw domainError('paymentInProgress');
  }

  /** getPaymentTransaction; a claim left behind by a crash is settled on the way. */
  async get(user: SessionUser, id: string): Promise<PaymentTransaction> {
    const found = await this.read(id);
    if (!found) throw domainError('paymentNotFound', { values: { id } });
    this.assertOwner(user, found.customer_number);
    return (await this.recoverIfStale(found)).transaction;
  }

  async cancel(user: SessionUser, id: string): Promise<PaymentTransaction> {
    const t = await this.get(user, id);
    const cancelled = await this.app.db
      .updateTable('payment_transactions')
      .set({ progress_code: 'PAYMENT_CANCEL', updated_at: sql<Date>`now()` })
      .where('id', '=', t.id)
      .where('progress_code', '=', 'PAYMENT_STARTED')
      .returningAll()
      .executeTakeFirst();
    if (!cancelled) throw await this.refusal(t.id);
    return cancelled;
  }

  /**
   * updatePaymentTransaction with a token: only the request whose claim (STARTED → PROCESSING)
   * matched charges; the others answer 409 with the transaction as it stands. Declines answer
   * 402 and a bad token 400, with the transaction (then PAYMENT_FAILURE: a new one is started to
   * try again).
   */
  async charge(user: SessionUser, id: string, token: string): Promise<PaymentTransaction> {
    const t = await this.get(user, id);
    const claimed = await this.claim(t.id, token);
    if (!claimed) throw await this.refusal(t.id);
    const settled = await this.settle(claimed);
    if (settled.error) throw settled.error;
    return settled.transaction;
  }

  /** The one conditional write that decides who charges: open, and its proposal still waiting for payment. */
  private claim(id: string, token: string): Promise<PaymentTransaction | undefined> {
    return this.app.db
      .updateTable('payment_transactions')
      .set({ progress_code: 'PAYMENT_PROCESSING', card_token: token, claim_id: sql<string>`gen_random_uuid()`, claimed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('progress_code', '=', 'PAYMENT_STARTED')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('proposals')
            .select('proposals.id')
            .whereRef('proposals.id', '=', 'payment_transactions.proposal_id')
            .where('proposals.status', '=', 'POLICY_ISSUED_PENDING_PAYMENT'),
        ),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** A PROCESSING claim older than staleSeconds is taken over (new claim id) and its charge asked again with the same key. */
  private async recoverIfStale(t: PaymentTransaction): Promise<Settled> {
    if (t.progress_code !== 'PAYMENT_PROCESSING' || t.claim_id === null) return { transaction: t };
    const reclaimed = await this.app.db
      .updateTable('payment_transactions')
      .set({ claim_id: sql<string>`gen_random_uuid()`, claimed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', t.id)
      .where('progress_code', '=', 'PAYMENT_PROCESSING')
      .where('claim_id', '=', t.claim_id)
      .where('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${this.staleSeconds})`)
      .returningAll()
      .executeTakeFirst();
    if (!reclaimed) return { transaction: (await this.read(t.id)) ?? t };
    this.log.warn({ transaction: t.id }, 'a payment claim was left behind: asking the provider again with the same idempotency key');
    return this.settle(reclaimed);
  }

  /** Charges the claimed transaction (idempotency key: its id) and records the outcome under the claim. */
  private async settle(t: PaymentTransaction): Promise<Settled> {
    let result: ChargeResult;
    try {
      result = await this.provider.charge({ amount: t.amount, currency: 'CAD', token: t.card_token ?? '', idempotencyKey: t.id });
    } catch (err) {
      this.log.error({ err, transaction: t.id }, 'the payment provider gave no answer');
      const charged = err instanceof ProviderError ? err.charged : 'unknown';
      // nothing was charged: the transaction fails and a new one may be started; else it stays
      // PROCESSING until the provider is asked again (recoverIfStale)
      const now = charged === 'no' ? await this.finish(t, { progress_code: 'PAYMENT_FAILURE', failure_code: 'provider_error' }) : undefined;
      const current = now ?? (await this.read(t.id)) ?? t;
      return { transaction: current, error: domainError('paymentProviderUnavailable', { extra: withTransaction(current) }) };
    }
    if (result.status === 'succeeded') {
      const paid = await this.finish(t, { progress_code: 'PAYMENT_SUCCESS', provider_token: result.chargeId, card_brand: result.brand, card_last4: result.last4, failure_code: null });
      return paid ? this.bind(paid) : this.claimLost(t.id);
    }
    const failed = await this.finish(t, {
      progress_code: 'PAYMENT_FAILURE',
      failure_code: result.code,
      ...(result.status === 'declined' ? { card_brand: result.brand, card_last4: result.last4 } : {}),
    });
    if (!failed) return this.claimLost(t.id);
    const error =
      result.status === 'declined'
        ? domainError(DECLINED[result.code], { extra: withTransaction(failed) })
        : domainError('paymentTokenInvalid', { extra: withTransaction(failed) });
    return { transaction: failed, error };
  }

  /** Another request took the claim over and records the outcome itself: answer what is recorded. */
  private async claimLost(id: string): Promise<Settled> {
    const current = (await this.read(id))!;
    return { transaction: current, error: stateError(current) };
  }

  /** Records the outcome, only if `t`'s claim still holds. The card token is dropped: it was single use. */
  private finish(t: PaymentTransaction, changes: Partial<Omit<PaymentTransaction, 'id'>>): Promise<PaymentTransaction | undefined> {
    return this.app.db
      .updateTable('payment_transactions')
      .set({ ...changes, card_token: null, updated_at: sql<Date>`now()` })
      .where('id', '=', t.id)
      .where('progress_code', '=', 'PAYMENT_PROCESSING')
      .where('claim_id', '=', t.claim_id)
      .returningAll()
      .executeTakeFirst();
  }

  /** The money is taken and recorded; now the policy. A failure here is recorded, never charged again. */
  private async bind(paid: PaymentTransaction): Promise<Settled> {
    const { app } = this;
    try {
      await app.db.transaction().execute(async (trx) => {
        const proposal = await app.proposals.byId(paid.proposal_id, trx);
        if (!proposal) throw new Error(`proposal ${paid.proposal_id} of payment ${paid.id} is gone`);
        const fresh = await app.proposals.updateAtRevision(proposal, proposal.revision, {}, trx);
        if (!fresh) throw new Error(`proposal ${proposal.id} changed during payment ${paid.id}`);
        await trx.updateTable('policies').set({ payment_method_code: 'ISP', updated_at: sql<Date>`now()` }).where('id', '=', paid.policy_id).execute();
        // POLICY_ISSUED; the policy follows as ISSUED (policies/follow-status.ts)
        await app.transition(trx, { proposal: fresh, action: 'PAYMENT_SUCCESS', actor: 'system', role: 'system', note: paid.id });
      });
      return { transaction: paid };
    } catch (err) {
      this.log.error({ err, transaction: paid.id }, 'payment succeeded but the policy update failed');
      const recorded =
        (await app.db
          .updateTable('payment_transactions')
          .set({ progress_code: 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED', updated_at: sql<Date>`now()` })
          .where('id', '=', paid.id)
          .where('progress_code', '=', 'PAYMENT_SUCCESS')
          .returningAll()
          .executeTakeFirst()) ?? paid;
      return { transaction: recorded, error: domainError('paymentBindFailed', { extra: withTransaction(recorded) }) };
    }
  }

  /** Why a claim or a cancel did not match: the transaction's state, or its proposal no longer waiting for payment. */
  private async refusal(id: string): Promise<DomainError> {
    const t = (await this.read(id))!;
    if (t.progress_code !== 'PAYMENT_STARTED') return stateError(t) ?? domainError('paymentClosed', { values: { progress: t.progress_code }, extra: withTransaction(t) });
    const policy = await this.app.policies.byId(t.policy_id);
    return domainError('notPayable', { values: { number: policy?.number ?? t.policy_id }, extra: withTransaction(t) });
  }

  /** Only a policy whose proposal waits for a card payment is charged. */
  private async assertPayable(proposalId: string, number: string): Promise<void> {
    const proposal = await this.app.proposals.byId(proposalId);
    if (proposal?.status !== 'POLICY_ISSUED_PENDING_PAYMENT') {
      throw domainError('notPayable', { values: { number } });
    }
  }

  private read(id: string): Promise<PaymentTransaction | undefined> {
    return this.app.db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private assertOwner(user: SessionUser, customerNumber: string): void {
    if (can.workOnAnyApplication(user)) return;
    if (!can.workOnOwnApplication(user) || user.customer_number !== customerNumber) {
      throw domainError('forbidden');
    }
  }
}

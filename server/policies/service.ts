import { can, viewerOf } from '../../adapters/identity/permissions';
import type { FastifyInstance } from 'fastify';
import type { Action } from '../../adapters/status';
import type { Transaction } from 'kysely';
import type { Database, ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { targetCustomer } from '../proposals/access';
import { proposalQuoteDaysLeft } from '../proposals/quote-expiry';
import { isQuoteExpired } from '../../adapters/quotes';
import { mergeAnswers } from '../rating/answers';
import type { QuoteWrapper } from '../../adapters/api';
import type { SessionUser } from '../session/session-store';
import { referralsOf } from '../status/referrals';
import { chooseQuote } from './choose-quote';
import type { Policy, PolicyRepository } from './repository';
import { offersCheque } from './offline-payment';
import { sponsorBilledBy } from './sponsor-billing';
import { policyTerm } from './term';

const forbidden = () => domainError('forbidden');
const stale = (current: number) => domainError('staleRevision', { extra: { current_revision: current } });

function refusal(reason: 'unknown' | 'none' | 'not-accepted', quote: string, accepted: string) {
  if (reason === 'none') return domainError('noQuotes');
  if (reason === 'not-accepted') return domainError('quoteNotAccepted', { values: { quote, accepted } });
  return domainError('unknownQuote', { values: { quote } });
}

/** Policy use cases; the routes stay thin. */
export class PolicyService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly repo: PolicyRepository,
  ) {}

  /**
   * POST /policies (docs/rating.md "Underwriting on the server"): issues the policy of the
   * caller's proposal from the accepted quote (before acceptance: the named one, else the first)
   * and moves the proposal to POLICY_ISSUED_PENDING_PAYMENT; a sponsor-billed application
   * (brandsConfig.json sponsorBilling) goes on to POLICY_ISSUED in the same transaction, its
   * policy paid by the company (ISP), never charged. While a referral rule holds and the
   * proposal is not CSR_APPROVED, 409 naming the rules; a CSR_APPROVED one whose applicant has not
   * accepted the terms (POST proposals/terms), 409 termsNotAccepted to the applicant. Asking again answers the policy already
   * issued. The proposal row is locked for the whole check-and-write, so simultaneous requests
   * (on any instance) issue one policy and the others see it.
   */
  async create(user: SessionUser, customerHeader: string | undefined, quoteId: string | undefined): Promise<{ policy: Policy; created: boolean }> {
    const { app } = this;
    const customer = targetCustomer(user, customerHeader);
    return app.db.transaction().execute(async (trx) => {
      const row = await app.proposals.lockLiveFor(customer, trx);
      if (!row) throw domainError('proposalNotFound');
      const existing = await this.repo.liveForProposal(row.id, trx);
      if (existing) {
        if (!quoteId || existing.quote_id === quoteId) return { policy: existing, created: false };
        throw domainError('policyExists', { values: { number: existing.number } });
      }
      if (isQuoteExpired(proposalQuoteDaysLeft(row))) throw domainError('quoteExpired');
      // an approved application's applicant reads and accepts the terms first; a CSR issuing for the
      // customer has them read on the telephone (docs/requirements.md §6.1)
      if (row.status === 'CSR_APPROVED' && !row.terms_accepted_at && can.workOnOwnApplication(user)) throw domainError('termsNotAccepted');
      const referrals = row.status === 'CSR_APPROVED' ? [] : referralsOf(app.referralCodes, row);
      if (referrals.length > 0) {
        throw domainError('reviewRequired', { values: { referrals: referrals.join(', ') }, extra: { referrals } });
      }
      const choice = chooseQuote(row.quotes as QuoteWrapper[], quoteId, row.accepted_quote_id);
      if (!choice.ok) throw refusal(choice.reason, quoteId ?? '', row.accepted_quote_id ?? '');
      return { policy: await this.issue(user, row, choice.quote, trx), created: true };
    });
  }

  private async issue(user: SessionUser, row: ProposalRow, chosen: QuoteWrapper, trx: Transaction<Database>): Promise<Policy> {
    const { quote } = chosen;
    const answers = mergeAnswers(row);
    const term = policyTerm(answers);
    // decided here, from the saved answers, whatever the browser calls: the company pays (ISP)
    const company = sponsorBilledBy(row.client, answers);
    const created = await this.repo.create(
      {
        proposal_id: row.id,
        customer_number: row.customer_number,
        client: row.client,
        quote_id: chosen.id,
        quote: JSON.stringify(quote),
        effective_date: term.effective,
        expiration_date: term.expiration,
        premium: quote.full_premium_amount,
        gross_amount: quote.payment_options[0]?.payments[0]?.gross_amount ?? quote.full_premium_amount,
        payment_method_code: company === undefined ? null : 'ISP',
        sponsor_billed: company !== undefined,
        created_by: user.login,
      },
      trx,
    );
    const fresh = await this.app.proposals.updateAtRevision(
      row,
      row.revision,
      { accepted_quote_id: chosen.id, issued_policy_id: created.id, issued_policy_number: created.number, billing_account_number: created.billing_account_number },
      trx,
    );
    if (!fresh) throw stale(row.revision);
    const issued = await this.app.transition(trx, { proposal: fresh, action: 'ISSUE_POLICY', actor: user.login, role: viewerOf(user), note: created.number });
    if (company === undefined) return created;
    // bound at once: the policy follows POLICY_ISSUED (ISSUED), so no payment can be started for it
    await this.app.transition(trx, { proposal: issued, action: 'BILL_SPONSOR', actor: 'system', role: 'system', note: company });
    return (await this.repo.byId(created.id, trx))!;
  }

  /**
   * PUT /policies/{id}: the payment method (docs/requirements.md §6.4). STD (cheque) moves the
   * proposal to POLICY_ISSUED_PENDING_OFFLINE_PAYMENT, where the payments area cancels the open card
   * transaction (server/payments/cheque-chosen.ts). Simultaneous or repeated choices (a double
   * click, two tabs) take turns on the proposal's row: the cheque is chosen once, and asking again
   * answers the policy unchanged. Once a cheque is chosen the card is no longer offered online.
   */
  async setPaymentMethod(user: SessionUser, id: string, code: 'ISP' | 'STD'): Promise<Policy> {
    const { app } = this;
    const { proposal_id } = await this.readable(user, id);
    return app.db.transaction().execute(async (trx) => {
      const row = await app.proposals.lockById(proposal_id, trx);
      if (!row) throw domainError('proposalNotFound');
      const policy = (await this.repo.byId(id, trx))!;
      // paid, bound or voided: how it was paid is a fact by now
      if (policy.status_code !== null) {
        throw domainError('paymentMethodFixed', { values: { number: policy.number, status: policy.status_code } });
      }
      const chequeChosen = row.status === 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT';
      if (code === 'ISP' && chequeChosen) throw domainError('chequeChosen', { values: { number: policy.number } });
      if (code === 'STD' && !chequeChosen && !offersCheque(row.client)) throw domainError('chequeNotOffered', { values: { number: policy.number } });
      if (policy.payment_method_code === code && (code === 'ISP' || chequeChosen)) return policy;
      const updated = await this.repo.setPaymentMethod(id, code, trx);
      if (code === 'STD' && !chequeChosen) await this.move(row, 'CHOOSE_OFFLINE_PAYMENT', user, trx);
      return updated;
    });
  }

  async byId(user: SessionUser, id: string): Promise<Policy> {
    return this.readable(user, id);
  }

  /** GET /policies: the customer's policies, newest first (a CSR names the customer). */
  async list(user: SessionUser, customerHeader: string | undefined): Promise<Policy[]> {
    return this.repo.forCustomer(targetCustomer(user, customerHeader));
  }

  private async move(row: ProposalRow, action: Action, user: SessionUser, trx: Transaction<Database>) {
    const fresh = await this.app.proposals.updateAtRevision(row, row.revision, {}, trx);
    if (!fresh) throw stale(row.revision);
    return this.app.transition(trx, { proposal: fresh, action, actor: user.login, role: viewerOf(user) });
  }

  private async readable(user: SessionUser, id: string): Promise<Policy> {
    const policy = await this.repo.byId(id);
    if (!policy) throw domainError('policyNotFound', { values: { id } });
    if (!can.workOnAnyApplication(user) && policy.customer_number !== user.customer_number) throw forbidden();
    return policy;
  }
}

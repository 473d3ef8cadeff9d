import type { FastifyInstance } from 'fastify';
import type { ProposalRow } from '../db/schema';
import { ERROR_CODE } from '../errors/codes';
import { httpError } from '../errors/http-error';
import { targetCustomer } from '../proposals/access';
import { mergeAnswers } from '../rating/answers';
import type { QuoteWrapper } from '../rating/quote-types';
import type { SessionUser } from '../session/session-store';
import { chooseQuote } from './choose-quote';
import type { Policy, PolicyRepository } from './repository';
import { policyTerm } from './term';

const forbidden = () => httpError(403, 'server.errors.forbidden', { code: ERROR_CODE.forbidden });
const stale = (current: number) => httpError(409, 'server.errors.staleRevision', { code: ERROR_CODE.staleRevision, extra: { current_revision: current } });

/** Policy use cases; the routes stay thin. */
export class PolicyService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly repo: PolicyRepository,
  ) {}

  /**
   * POST /policies: issues the policy of the caller's proposal from the named quote, else the
   * accepted one, else the first, and moves the proposal to POLICY_ISSUED_PENDING_PAYMENT.
   * Asking again for the same quote answers the policy already issued.
   */
  async create(user: SessionUser, customerHeader: string | undefined, quoteId: string | undefined): Promise<{ policy: Policy; created: boolean }> {
    const { app } = this;
    const row = await app.proposals.liveFor(targetCustomer(user, customerHeader));
    if (!row) throw httpError(404, 'server.errors.proposalNotFound', { code: ERROR_CODE.proposalNotFound });
    const choice = chooseQuote(row.quotes as QuoteWrapper[], quoteId, row.accepted_quote_id);
    if (!choice.ok) {
      if (choice.reason === 'none') throw httpError(409, 'server.policies.noQuotes', { code: ERROR_CODE.noQuotes });
      throw httpError(400, 'server.policies.unknownQuote', { code: ERROR_CODE.unknownQuote, values: { quote: quoteId ?? '' } });
    }
    const existing = await this.repo.liveForProposal(row.id);
    if (existing) {
      if (existing.quote_id === choice.quote.id) return { policy: existing, created: false };
      throw httpError(409, 'server.policies.exists', { code: ERROR_CODE.policyExists, values: { number: existing.number } });
    }
    const { quote } = choice.quote;
    const term = policyTerm(mergeAnswers(row));
    const policy = await app.db.transaction().execute(async (trx) => {
      const created = await this.repo.create(
        {
          proposal_id: row.id,
          customer_number: row.customer_number,
          client: row.client,
          quote_id: choice.quote.id,
          quote: JSON.stringify(quote),
          effective_date: term.effective,
          expiration_date: term.expiration,
          premium: quote.full_premium_amount,
          gross_amount: quote.payment_options[0]?.payments[0]?.gross_amount ?? quote.full_premium_amount,
          created_by: user.login,
        },
        trx,
      );
      const fresh = await app.proposals.updateAtRevision(
        row,
        row.revision,
        { accepted_quote_id: choice.quote.id, issued_policy_id: created.id, issued_policy_number: created.number, billing_account_number: created.billing_account_number },
        trx,
      );
      if (!fresh) throw stale(row.revision);
      await app.transition(trx, { proposal: fresh, action: 'ISSUE_POLICY', actor: user.login, role: user.role, note: created.number });
      return created;
    });
    return { policy, created: true };
  }

  /** PUT /policies/{id}: the payment method; STD (cheque) moves the proposal to pending offline payment. */
  async setPaymentMethod(user: SessionUser, id: string, code: 'ISP' | 'STD'): Promise<Policy> {
    const { app } = this;
    const policy = await this.readable(user, id);
    const row = await app.proposals.byId(policy.proposal_id);
    if (!row) throw httpError(404, 'server.errors.proposalNotFound', { code: ERROR_CODE.proposalNotFound });
    return app.db.transaction().execute(async (trx) => {
      const updated = await this.repo.setPaymentMethod(id, code, trx);
      if (code === 'STD' && row.status !== 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT') await this.move(row, 'CHOOSE_OFFLINE_PAYMENT', user, trx);
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

  private async move(row: ProposalRow, action: string, user: SessionUser, trx: Parameters<FastifyInstance['transition']>[0]) {
    const fresh = await this.app.proposals.updateAtRevision(row, row.revision, {}, trx);
    if (!fresh) throw stale(row.revision);
    return this.app.transition(trx, { proposal: fresh, action, actor: user.login, role: user.role });
  }

  private async readable(user: SessionUser, id: string): Promise<Policy> {
    const policy = await this.repo.byId(id);
    if (!policy) throw httpError(404, 'server.policies.notFound', { code: ERROR_CODE.policyNotFound, values: { id } });
    if (user.role === 'sponsor' || (user.role === 'applicant' && policy.customer_number !== user.customer_number)) throw forbidden();
    return policy;
  }
}

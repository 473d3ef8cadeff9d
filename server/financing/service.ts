import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { viewerOf } from '../../adapters/identity/permissions';
import { financePlan, type FinanceOption } from '../../adapters/finance';
import { isQuoteExpired } from '../../adapters/quotes';
import type { Quote } from '../../adapters/api';
import type { Database, ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { closeCardPayment } from '../payments/cheque-chosen';
import type { Policy, PolicyRepository } from '../policies/repository';
import { proposalQuoteDaysLeft } from '../proposals/quote-expiry';
import type { ProposalRepository } from '../proposals/repository';
import type { Transition } from '../proposals/transition';
import type { SessionUser } from '../session/session-store';
import { FinanceProviderError, type FinanceProvider, type FinanceResult } from './provider';
import { financeTermsFor, quoteUnavailableMessage } from './terms';

/** What financing uses of the other areas (the fastify-plugin dependencies of plugin.ts). */
export interface FinanceAreas {
  db: Kysely<Database>;
  proposals: ProposalRepository;
  policies: PolicyRepository;
  transition: Transition;
}

const optionLabel = (option: FinanceOption) => ({ listValues: { option: [`server.financing.option.${option}` as const] } });

/**
 * The issued quote's days keep counting while the policy waits for its payment: a finance agreement
 * is a credit on the quote's amounts, so it is refused on an expired quote (10048), counted from
 * the approval for an approved application, else from the quote (docs/requirements.md §5.9).
 */
function quoteExpired(row: ProposalRow): boolean {
  return isQuoteExpired(proposalQuoteDaysLeft({ ...row, status: row.approved_timestamp ? 'CSR_APPROVED' : 'QUOTE_ACCEPTED' }));
}

/**
 * POST /policies/{id}/finance (docs/payments.md "Premium financing"): the applicant finances their
 * policy yearly or monthly. The plan is computed here from the policy's issued quote and the
 * program's terms, never taken from the browser. Under the proposal's row lock, in one database
 * transaction: the checks, the open card transaction closed (a card being charged or paid refuses
 * financing), the status move (CHOOSE_FINANCING: POLICY_ISSUED, the policy ISSUED), the provider's
 * acceptance, then the agreement recorded with payment method FIN. A refusal or no answer from the
 * provider rolls everything back. Simultaneous or repeated requests take turns on the row: the
 * first finances, the others answer the financed policy (200), or 409 financeChosen naming the
 * plan when they asked for the other option.
 */
export class FinanceService {
  constructor(
    private readonly app: FinanceAreas,
    private readonly provider: FinanceProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  async finance(user: SessionUser, policyId: string, option: FinanceOption): Promise<{ policy: Policy; created: boolean }> {
    const { app } = this;
    const found = await app.policies.byId(policyId);
    if (!found) throw domainError('policyNotFound', { values: { id: policyId } });
    if (found.customer_number !== user.customer_number) throw domainError('forbidden');
    return app.db.transaction().execute(async (trx) => {
      const row = await app.proposals.lockById(found.proposal_id, trx);
      if (!row) throw domainError('proposalNotFound');
      const policy = (await app.policies.byId(policyId, trx))!;
      const number = { values: { number: policy.number } };
      // financed already (a double click, another tab): the same answer, unless it has been voided since
      if (policy.finance_plan && policy.status_code !== 'VOID') {
        if (policy.finance_plan.option === option) return { policy, created: false };
        throw domainError('financeChosen', { ...number, ...optionLabel(policy.finance_plan.option) });
      }
      if (policy.status_code !== null) throw domainError('paymentMethodFixed', { values: { number: policy.number, status: policy.status_code } });
      if (row.status === 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT') throw domainError('financeAfterCheque', number);
      if (row.status !== 'POLICY_ISSUED_PENDING_PAYMENT') throw domainError('notPayable', number);
      if (quoteExpired(row)) throw domainError('quoteExpired');
      const terms = financeTermsFor(row.client);
      if (!terms) throw domainError('financeNotOffered', number);
      const plan = financePlan(policy.quote as Quote, terms, option);
      if (!plan) throw domainError('financeUnavailable', { ...number, text: quoteUnavailableMessage(row.client) });

      await closeCardPayment(trx, row.id);
      const fresh = await app.proposals.updateAtRevision(row, row.revision, {}, trx);
      if (!fresh) throw domainError('statusChangedMeanwhile');
      await app.transition(trx, { proposal: fresh, action: 'CHOOSE_FINANCING', actor: user.login, role: viewerOf(user), note: option });

      let result: FinanceResult;
      try {
        result = await this.provider.accept({
          policyNumber: policy.number,
          option,
          currency: 'CAD',
          downPayment: plan.down_payment,
          installmentAmount: plan.installment_amount,
          installments: plan.installments,
          financeCharge: plan.finance_charge,
          yearlyAmount: plan.yearly_amount,
          idempotencyKey: `finance-${policy.id}`,
        });
      } catch (err) {
        if (!(err instanceof FinanceProviderError)) throw err;
        this.log.error({ err, policy: policy.id }, 'the finance provider gave no answer');
        throw domainError('financeProviderUnavailable');
      }
      if (result.status === 'declined') throw domainError('financeDeclined', number);
      return { policy: await app.policies.recordFinance(policy.id, plan, result.reference, trx), created: true };
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../adapters/format';
import { serverNow, serverToday } from '../clock/today';
import { renewalPeriodOf, renewalWindow, type RenewalPeriod } from '../../adapters/policies';
import { primaryLimit } from '../../adapters/quotes';
import type { Quote } from '../../adapters/api';
import type { ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { recordCreation } from '../proposals/transition';
import type { SessionUser } from '../session/session-store';
import { renewalSteps } from './prefill';
import { offersQuickRenewal, quickRenewStates } from '../../adapters/journey';
import { walkFields } from '../../adapters/layout/field-walk';
import './db-types';
import { brandsConfig } from '../shared-config/current';

type Brands = { renewalPeriod?: Partial<RenewalPeriod>; clients?: Record<string, { renewalPeriod?: Partial<RenewalPeriod> }> };

/** The program's renewal window settings: its own brandsConfig `renewalPeriod` over the shared one. */
export function renewalPeriodFor(client: string): RenewalPeriod {
  const config = brandsConfig() as Brands;
  const own = config.clients && Object.hasOwn(config.clients, client) ? config.clients[client]!.renewalPeriod : undefined;
  return renewalPeriodOf({ renewalPeriod: own ?? config.renewalPeriod });
}

export type RenewalType = 'RENEWAL' | 'QUICK_RENEWAL';

/** The answers a page holds at its top level (a multi-field's list is one answer). */
function pageFields(app: FastifyInstance, client: string, route: string): string[] {
  const page = app.layouts.page(client, route)?.page;
  return page ? walkFields(page).filter((f) => f.prefix === '').map((f) => f.field.name) : [];
}

/** Statuses of an application that is finished with: its policy is bound, a renewal may take its place. */
const DONE = new Set(['POLICY_ISSUED']);

/** Renewing a policy (docs/requirements.md §2.11); the route stays thin. */
export class RenewalService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * POST /policies/{id}/renewal: the caller's new live application, of type RENEWAL or QUICK_RENEWAL
   * (the customer's choice; a quick renewal starts on its own first page), prefilled from
   * the application the policy was issued from. The policy's row is locked for the whole
   * check-and-write, so simultaneous requests (a double click, two tabs, two instances) start one
   * renewal and the others answer it; asking again answers it too (created: false).
   */
  async start(user: SessionUser, policyId: string, type: RenewalType = 'RENEWAL'): Promise<{ proposal: ProposalRow; created: boolean }> {
    const { app } = this;
    return app.db.transaction().execute(async (trx) => {
      const policy = await trx
        .selectFrom('policies')
        .select(['id', 'number', 'customer_number', 'client', 'status_code', 'quote', 'proposal_id'])
        .select((eb) => eb.cast<string | null>('expiration_date', 'text').as('expiration_date'))
        .where('id', '=', policyId)
        .forUpdate()
        .executeTakeFirst();
      if (!policy) throw domainError('policyNotFound', { values: { id: policyId } });
      if (policy.customer_number !== user.customer_number) throw domainError('forbidden');

      const existing = await trx.selectFrom('proposals').selectAll().where('renews_policy_id', '=', policy.id).where('deleted_at', 'is', null).executeTakeFirst();
      if (existing) return { proposal: existing, created: false };

      const number = policy.number;
      if (policy.status_code !== 'ISSUED') throw domainError('policyNotRenewable', { values: { number } });
      const window = renewalWindow(policy.expiration_date, renewalPeriodFor(policy.client), serverToday());
      if (!window) throw domainError('policyNotRenewable', { values: { number } });
      const dates = { number, opens: formatDate(window.opens), closes: formatDate(window.closes) };
      if (window.when === 'before') throw domainError('renewalNotOpen', { values: dates });
      if (window.when === 'after') throw domainError('renewalClosed', { values: dates });

      const issuedFrom = await trx.selectFrom('proposals').selectAll().where('id', '=', policy.proposal_id).executeTakeFirstOrThrow();
      const journey = app.layouts.journey(policy.client)?.journey;
      const steps = journey && renewalSteps(issuedFrom.progress_states, journey, policy.expiration_date!);
      // a program whose journey has no step for renewals cannot renew
      if (!steps) throw domainError('policyNotRenewable', { values: { number } });
      const quick = type === 'QUICK_RENEWAL';
      if (quick && !offersQuickRenewal(journey)) throw domainError('quickRenewalNotOffered', { values: { number } });
      // a quick renewal carries the regular pages' answers too: turned into the regular renewal, they are there
      const own = quick ? quickRenewStates(steps.states, journey, (route) => pageFields(app, policy.client, route)) : [];
      const first = quick ? own[0]!.name : steps.first;

      // the application the customer is on gives way only once it is finished with (its policy bound)
      const live = await app.proposals.lockLiveFor(policy.customer_number, trx);
      if (live && !DONE.has(live.status)) throw domainError('renewalBlocked', { values: { number } });
      if (live) await trx.updateTable('proposals').set({ renewed_at: serverNow() }).where('id', '=', live.id).execute();

      const limit = primaryLimit(policy.quote as Quote);
      const row = await app.proposals.create(
        {
          customer_number: policy.customer_number,
          client: policy.client,
          program_type: issuedFrom.program_type,
          type,
          status: 'IN_PROGRESS',
          current_progress_state: first,
          progress_states: JSON.stringify([...steps.states, ...own]),
          quotes: '[]',
          utm: JSON.stringify(null),
          revision: 1,
          created_by: user.login,
          is_quick_renewal_journey_active: quick,
          // the quote preselects last year's limit and warns on a lower one (docs/requirements.md §5.5)
          prior_term_liability_limit: limit > 0 ? limit : null,
          renews_policy_id: policy.id,
        },
        trx,
      );
      await recordCreation(trx, row, user.login);
      return { proposal: row, created: true };
    });
  }
}

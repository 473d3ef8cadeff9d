import type { FastifyInstance } from 'fastify';
import { regularRenewalStart, regularRenewalStates, progressStateName } from '../../adapters/journey';
import type { ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { targetCustomer } from '../proposals/access';
import type { SessionUser } from '../session/session-store';
import './db-types';

/** Where a quick renewal may become the regular one: before its quote is accepted. */
const OPEN = new Set(['IN_PROGRESS', 'QUOTED']);

/**
 * A quick renewal becomes the regular renewal (docs/requirements.md §2.11: the claims popup's regular
 * renew): type RENEWAL, quick-renewal flag cleared, its own pages' answers dropped, opening general
 * information. Quotes priced on the quick pages go with them (QUOTED → IN_PROGRESS, action EDIT).
 * The row is locked for the check-and-write: asked twice at once, one write happens and the other
 * answers the renewal it made.
 */
export async function toRegularRenewal(app: FastifyInstance, user: SessionUser, revision: number, customerHeader?: string): Promise<ProposalRow> {
  // the applicant's own: another customer's number is refused (403)
  const customer = targetCustomer(user, customerHeader);
  return app.db.transaction().execute(async (trx) => {
    const row = await app.proposals.lockLiveFor(customer, trx);
    if (!row) throw domainError('proposalNotFound');
    // done already (a second click, another tab): the regular renewal it is
    if (row.type === 'RENEWAL' && row.renews_policy_id !== null && !row.is_quick_renewal_journey_active) return row;
    if (row.type !== 'QUICK_RENEWAL' || !OPEN.has(row.status)) throw domainError('notQuickRenewal');
    if (row.revision !== revision) throw domainError('staleRevision', { extra: { current_revision: row.revision } });
    const journey = app.layouts.journey(row.client)?.journey;
    const start = journey && regularRenewalStart(journey);
    if (!journey || !start) throw domainError('notQuickRenewal');
    const quoted = row.status === 'QUOTED';
    const updated = await app.proposals.updateAtRevision(row, revision, {
      type: 'RENEWAL',
      is_quick_renewal_journey_active: false,
      progress_states: regularRenewalStates(row.progress_states, journey),
      current_progress_state: progressStateName(start),
      ...(quoted ? { quotes: [], quoted_at: null } : {}),
    }, trx);
    if (!updated) throw domainError('staleRevision', { extra: { current_revision: row.revision } });
    return quoted ? app.transition(trx, { proposal: updated, to: 'IN_PROGRESS', action: 'EDIT', actor: user.login }) : updated;
  });
}

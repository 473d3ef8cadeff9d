import { viewerOf } from '../../adapters/identity/permissions';
import type { FastifyInstance } from 'fastify';
import type { ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { targetCustomer } from '../proposals/access';
import { approvedQuote, isQuoteExpired } from '../../adapters/quotes';
import { proposalQuoteDaysLeft } from '../proposals/quote-expiry';
import type { QuoteWrapper } from '../../adapters/api';
import type { SessionUser } from '../session/session-store';
import { switchAfterApproval } from './quote-switch';
import { referralsOf } from './referrals';

const stale = (current: number) => domainError('staleRevision', { extra: { current_revision: current } });

/**
 * PATCH /quote (docs/rating.md "Underwriting on the server"): QUOTED or QUOTE_ACCEPTED → the
 * quote is accepted (again) and, when a referral rule holds, sent to CSR review in the same
 * transaction; CSR_APPROVED → a switch only as `switchAfterApproval` allows, staying approved.
 * Any other status is the transition table's to refuse. Choosing the quote already accepted
 * changes nothing.
 */
export async function acceptQuote(app: FastifyInstance, user: SessionUser, customerHeader: string | undefined, revision: number, quoteId: string): Promise<ProposalRow> {
  const row = await app.proposals.liveFor(targetCustomer(user, customerHeader));
  if (!row) throw domainError('proposalNotFound');
  const quotes = row.quotes as QuoteWrapper[];
  const to = quotes.find((q) => q.id === quoteId);
  if (!to) throw domainError('unknownQuote', { values: { quote: quoteId } });
  if (row.revision !== revision) throw stale(row.revision);
  if (isQuoteExpired(proposalQuoteDaysLeft(row))) throw domainError('quoteExpired');

  const approved = row.status === 'CSR_APPROVED';
  const current = approved ? approvedQuote({ quotes, acceptedQuoteId: row.accepted_quote_id }) : quotes.find((q) => q.id === row.accepted_quote_id);
  if ((approved || row.status === 'QUOTE_ACCEPTED') && current?.id === to.id) return row;
  if (approved) switchAfterApproval(row, to.id);
  // an approval stands for the answers it was given on; the rules are for what is not yet reviewed
  const referrals = approved ? [] : referralsOf(app.referralCodes, row);
  return app.db.transaction().execute(async (trx) => {
    const fresh = await app.proposals.updateAtRevision(row, revision, { accepted_quote_id: quoteId }, trx);
    if (!fresh) throw stale(row.revision);
    const accepted = await app.transition(trx, { proposal: fresh, action: 'ACCEPT_QUOTE', actor: user.login, role: viewerOf(user), note: quoteId });
    if (referrals.length === 0) return accepted;
    return app.transition(trx, { proposal: accepted, action: 'SEND_TO_CSR_REVIEW', actor: 'system', role: 'system', note: referrals.join(', ') });
  });
}

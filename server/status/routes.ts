import { can, sponsorPrograms, viewerOf } from '../../adapters/identity/permissions';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { API } from '../http/paths';
import { toProposal } from '../proposals/proposal';
import { proposalReply } from '../proposals/schemas';
import type { SessionUser } from '../session/session-store';
import { eventsReply } from './schemas';
import { acceptQuote } from './accept-quote';
import {
  acceptQuoteBodySchema, idParamsSchema, revisionHeadersSchema, statusChangeBodySchema,
  type AcceptQuoteBody, type IdParams, type QuoteWrapper, type RevisionHeaders, type StatusChangeBody,
} from '../../adapters/api';
import { requestLocale } from '../i18n/locale';
import { noteText } from './event-notes';

const notFound = () => domainError('proposalNotFound');
/** A stale decision names the status now stored, so the reviewer sees what changed under them. */
const stale = (current: ProposalRow) => domainError('staleRevision', { extra: { current_revision: current.revision, current_status: current.status } });

/**
 * CSRs see every proposal's history; a sponsor those of their own program (docs/requirements.md
 * §8.4: the program is the session's); anyone else only their own.
 */
function assertReadable(user: SessionUser, row: ProposalRow): void {
  if (can.workOnAnyApplication(user)) return;
  if (can.decideAsSponsor(user) && sponsorPrograms(user).includes(row.client)) return;
  if (row.customer_number !== user.customer_number) throw domainError('forbidden');
}

/**
 * Status routes:
 * - POST {API}/proposals/{id}/status — CSR and sponsor: ASSIGN_TO (csr_name), APPROVE, REJECT,
 *   SEND_TO_CUSTOMER, STATUS_UPDATE (status), BOUND_MANUALLY, CANCELLED; the transition table decides
 * - PATCH {API}/quote — applicant: accept a quote (docs/requirements.md §12.4)
 * - GET {API}/proposals/{id}/events — the status history, with the name of the person who acted
 */
export const statusRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['status'];

  /** One write at the caller's revision: bump it, then the status change, in one transaction. */
  const change = async (row: ProposalRow, revision: number, user: SessionUser, apply: (fresh: ProposalRow, trx: Parameters<typeof app.transition>[0]) => Promise<ProposalRow>) =>
    app.db.transaction().execute(async (trx) => {
      const fresh = await app.proposals.updateAtRevision(row, revision, {}, trx);
      if (!fresh) throw stale((await app.proposals.byId(row.id, trx)) ?? row);
      return apply(fresh, trx);
    });

  app.post<{ Params: IdParams; Body: StatusChangeBody; Headers: RevisionHeaders }>(`${API}/proposals/:id/status`, {
    onRequest: app.requireCan('assignToSelf', 'decideAsCsr', 'decideAsSponsor'),
    schema: {
      tags,
      summary: 'Change a proposal’s status (CSR work list, sponsor review)',
      params: idParamsSchema,
      headers: revisionHeadersSchema,
      body: statusChangeBodySchema,
      response: proposalReply,
    },
    handler: async (request) => {
      const user = request.user!;
      const { type, status, csr_name, note } = request.body;
      // taking an application is one permission, deciding on it another (docs/requirements.md §7.1)
      if (type === 'ASSIGN_TO' ? !can.assignToSelf(user) : !can.decideAsCsr(user) && !can.decideAsSponsor(user)) throw domainError('forbidden');
      const row = await app.proposals.byId(request.params.id);
      if (!row) throw notFound();
      // a sponsor decides only on their own program's applications (docs/requirements.md §8.4)
      if (type !== 'ASSIGN_TO' && !can.decideAsCsr(user) && !sponsorPrograms(user).includes(row.client)) throw domainError('forbidden');
      const updated = await change(row, Number(request.headers.revision), user, (fresh, trx) =>
        app.transition(trx, {
          proposal: fresh,
          action: type,
          to: status,
          actor: user.login,
          role: viewerOf(user),
          assignee: type === 'ASSIGN_TO' ? (csr_name ?? `${user.first_name} ${user.last_name}`) : undefined,
          ...(note?.trim() ? { note: note.trim() } : {}),
        }),
      );
      return toProposal(updated);
    },
  });

  app.patch<{ Body: AcceptQuoteBody; Headers: RevisionHeaders }>(`${API}/quote`, {
    onRequest: app.requireCan('workOnOwnApplication'),
    schema: {
      tags,
      summary: 'Accept one of the proposal’s quotes (QUOTED → QUOTE_ACCEPTED, or PENDING_CSR_REVIEW when a referral rule holds); switch it while QUOTE_ACCEPTED, or after approval as docs/rating.md says',
      headers: revisionHeadersSchema,
      body: acceptQuoteBodySchema,
      response: proposalReply,
    },
    handler: async (request: FastifyRequest<{ Body: AcceptQuoteBody; Headers: RevisionHeaders }>) => {
      const row = await acceptQuote(app, request.user!, request.headers.customer_number, Number(request.headers.revision), request.body.quote.id);
      return toProposal(row);
    },
  });

  app.get<{ Params: IdParams }>(`${API}/proposals/:id/events`, {
    onRequest: app.requireUser,
    schema: { tags, summary: 'Status history of a proposal, oldest first', params: idParamsSchema, response: eventsReply },
    handler: async (request) => {
      const row = await app.proposals.byId(request.params.id);
      if (!row) throw notFound();
      assertReadable(request.user!, row);
      const events = await app.db
        .selectFrom('proposal_status_events as e')
        .leftJoin('users as u', 'u.login', 'e.actor')
        .select(['e.from_status', 'e.to_status', 'e.action', 'e.actor', 'e.at', 'e.note', 'u.first_name', 'u.last_name'])
        .where('e.proposal_id', '=', row.id)
        .orderBy('e.at')
        .orderBy('e.id')
        .execute();
      const context = { plan: app.ratingPlans.get(row.client), quotes: row.quotes as QuoteWrapper[], locale: requestLocale(request) };
      return events.map(({ first_name, last_name, ...e }) => ({
        ...e,
        note_text: noteText(e, context),
        at: new Date(e.at).toISOString(),
        // the system (rating, payments) has no name: the reader's language names it
        actor_name: first_name || last_name ? `${first_name ?? ''} ${last_name ?? ''}`.trim() : null,
      }));
    },
  });
};

import type { FastifyPluginAsync } from 'fastify';
import {
  proposalHeadersSchema, quickQuoteFinanceBodySchema, quickQuoteFinanceReplySchema, quickQuoteSchema, quickQuoteStartBodySchema, stepsBodySchema,
  type ProposalHeaders, type QuickQuoteFinanceBody, type QuickQuoteStartBody, type StepsBody,
} from '../../adapters/api';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { revisionOf } from '../proposals/routes';
import { readQuickQuoteToken, setQuickQuoteCookie } from './cookie';
import type { QuickQuoteService } from './service';
import { createQuickQuote, findQuickQuote, toQuickQuote } from './store';

/** Quick-quote routes (docs/server.md "Quick quote"): public, the visitor named by the quick-quote cookie only. */
export function quickQuoteRoutes(service: QuickQuoteService): FastifyPluginAsync {
  return async (app) => {
    const Q = `${API}/quick-quote`;
    const tags = ['quick-quote'];
    // public: the visitor has no account yet; what the cookie reaches is in docs/security.md "Quick quote"
    const config = { public: true };

    app.post<{ Body: QuickQuoteStartBody }>(Q, {
      config,
      schema: {
        tags,
        summary: 'Start a quick quote for a program; sets the quick-quote cookie',
        description: 'A live quick quote of the same program is answered as it is (200) instead of a new one (201). At most 20 starts an hour per address: 429 with Retry-After.',
        body: quickQuoteStartBodySchema,
        response: { 200: quickQuoteSchema, 201: quickQuoteSchema, ...errorResponses(400, 404, 429) },
      },
      handler: async (request, reply) => {
        const { client } = request.body;
        service.journey(client);
        const live = await findQuickQuote(app.db, readQuickQuoteToken(request));
        if (live && live.client === client && !live.handed_off_proposal_id) return toQuickQuote(live);
        const created = await createQuickQuote(app.db, client, request.ip);
        if ('waitSeconds' in created) {
          reply.header('retry-after', String(created.waitSeconds));
          throw domainError('quickQuoteTooMany', { values: { count: created.waitSeconds }, extra: { retry_after_seconds: created.waitSeconds } });
        }
        setQuickQuoteCookie(request, reply, created.token, created.row.expires_at);
        return reply.code(201).send(toQuickQuote(created.row));
      },
    });

    app.get(`${Q}/proposal`, {
      config,
      schema: {
        tags,
        summary: 'The visitor’s quick-quote proposal',
        description: '401 without a live quick quote (no cookie, unknown or expired), 403 for another program’s (header client), 409 once it became an application.',
        response: { 200: quickQuoteSchema, ...errorResponses(401, 403, 409) },
      },
      handler: async (request) => toQuickQuote(await service.current(request)),
    });

    app.patch<{ Body: StepsBody; Headers: ProposalHeaders }>(`${Q}/proposal`, {
      config,
      schema: {
        tags,
        summary: 'Save quick-quote steps at header revision (rated once every step before the premium is saved)',
        description: 'Each step is validated by the page its quick-quote step shows, as a normal save: 400 with messageList. A stale revision: 409 with current_revision.',
        headers: proposalHeadersSchema,
        body: stepsBodySchema,
        response: { 200: quickQuoteSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request) => toQuickQuote(await service.save(request, revisionOf(request), request.body)),
    });

    app.post<{ Body: QuickQuoteFinanceBody }>(`${Q}/finance`, {
      config,
      schema: {
        tags,
        summary: 'Down payment, yearly amount and instalment of one of the quick quote’s quotes',
        description: 'Computed from the server’s own copy of the quote (amounts in the body are ignored). No financing terms or no payment to finance: available false with the brand’s quote-unavailable message.',
        body: quickQuoteFinanceBodySchema,
        response: { 200: quickQuoteFinanceReplySchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: (request) => service.finance(request),
    });
  };
}

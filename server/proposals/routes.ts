import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ERROR_CODE } from '../errors/codes';
import { httpError } from '../errors/http-error';
import { authHook } from '../http/route-guard';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { requestLocale } from '../http/locale';
import { normalizeClient } from '../config-service/clients';
import { toProposal } from './proposal';
import { proposalHeaders, proposalReply, searchQuery, searchReply, stepsBodySchema } from './schemas';
import type { ProposalService, RequestScope, StepsBody } from './service';
import type { ProposalRow } from '../db/schema';
import { readSessionId } from '../session/cookie';
import type { SearchFilters } from './repository';

type Headers = { customer_number?: string; revision?: string; generate_quote?: string; renewal?: string; quick_renew?: string };

/** The caller's own live proposal as read with their session by `withOwnProposal` (null: none). */
const ownProposal = new WeakMap<FastifyRequest, ProposalRow | null>();

function scope(request: FastifyRequest<{ Headers: Headers }>): RequestScope {
  const own = ownProposal.get(request);
  return { user: request.user!, locale: requestLocale(request), customerNumber: request.headers.customer_number, ...(own !== undefined ? { own } : {}) };
}

/** The `revision` header every proposal write carries. */
function revisionOf(request: FastifyRequest<{ Headers: Headers }>): number {
  const raw = request.headers.revision;
  const n = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(n) || n < 1) {
    throw httpError(400, 'server.errors.revisionRequired', { code: ERROR_CODE.revisionRequired });
  }
  return n;
}

export function proposalRoutes(service: ProposalService): FastifyPluginAsync {
  return async (app) => {
    const P = `${API}/proposals`;
    const applicantOnly = { onRequest: app.requireRole('applicant') };
    const ownerOrCsr = { onRequest: app.requireRole('applicant', 'csr') };
    /**
     * requireRole('applicant', 'csr') for the routes working on the caller's current proposal: the
     * session and the user's live proposal in one query (the save path is two round trips, not three).
     */
    const withOwnProposal: onRequestAsyncHookHandler = authHook(async (request) => {
      const id = readSessionId(request);
      const found = id ? await app.proposals.liveForSession(id) : undefined;
      app.adoptUser(request, found?.user ?? null);
      if (!found) throw httpError(401, 'server.errors.notSignedIn', { code: ERROR_CODE.notSignedIn });
      if (found.user.role !== 'applicant' && found.user.role !== 'csr') throw httpError(403, 'server.errors.forbidden', { code: ERROR_CODE.forbidden });
      ownProposal.set(request, found.proposal ?? null);
    });
    const onCurrent = { onRequest: withOwnProposal };
    const csrOnly = { onRequest: app.requireRole('csr') };
    const tags = ['proposals'];

    app.post<{ Body: StepsBody; Headers: Headers }>(P, {
      ...applicantOnly,
      schema: {
        tags,
        summary: 'Create the caller’s proposal with its first steps',
        headers: proposalHeaders,
        body: stepsBodySchema,
        response: { 201: proposalReply[200], ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => {
        const type = request.headers.quick_renew === 'true' ? 'QUICK_RENEWAL' : request.headers.renewal === 'true' ? 'RENEWAL' : 'NEW';
        const row = await service.create(scope(request), request.body, type);
        return reply.code(201).send(toProposal(row));
      },
    });

    app.get<{ Headers: Headers }>(P, {
      ...onCurrent,
      schema: {
        tags,
        summary: 'The caller’s current proposal (CSR: the one of header customer_number)',
        description: 'An applicant with no application yet gets 204 No Content: an expected answer, which browsers do not log as a failed load (a 404 would be).',
        headers: proposalHeaders,
        response: { ...proposalReply, 204: { type: 'null', description: 'no application yet' } },
      },
      handler: async (request, reply) => {
        const current = scope(request);
        const { user, customerNumber } = current;
        const ownAsked = user.role === 'applicant' && (!customerNumber || customerNumber === user.customer_number);
        if (ownAsked && current.own === null) return reply.code(204).send();
        return toProposal(await service.current(current));
      },
    });

    app.patch<{ Body: StepsBody; Headers: Headers }>(P, {
      ...onCurrent,
      schema: {
        tags,
        summary: 'Save steps at header revision; stale revision → 409 with current_revision',
        description: 'Each step is validated against its layout page; invalid → 400 with messageList. Hidden fields’ values are dropped. generate_quote: true rates the proposal when the next step is a quote page.',
        headers: proposalHeaders,
        body: stepsBodySchema,
        response: proposalReply,
      },
      handler: async (request) => {
        const row = await service.save(scope(request), revisionOf(request), request.body, request.headers.generate_quote === 'true');
        return toProposal(row);
      },
    });

    app.patch<{ Headers: Headers }>(`${P}/start_over`, {
      ...onCurrent,
      schema: { tags, summary: 'Start a fresh application: steps and quotes cleared', headers: proposalHeaders, response: proposalReply },
      handler: async (request) => toProposal(await service.startOver(scope(request), revisionOf(request))),
    });

    app.delete<{ Headers: Headers }>(P, {
      ...onCurrent,
      schema: { tags, summary: 'Delete (cancel) the current proposal at header revision', headers: proposalHeaders, response: proposalReply },
      handler: async (request) => toProposal(await service.remove(scope(request), revisionOf(request))),
    });

    app.post<{ Headers: Headers }>(`${P}/csr_review`, {
      ...onCurrent,
      schema: {
        tags,
        summary: 'Check whether the proposal must be reviewed by a CSR (and refer it when so)',
        headers: proposalHeaders,
        response: {
          200: { type: 'object', required: ['review_required'], properties: { review_required: { type: 'boolean' } } },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      handler: async (request) => service.csrReview(scope(request)),
    });

    app.get<{ Querystring: SearchFilters }>(`${P}/search`, {
      ...csrOnly,
      schema: { tags, summary: 'CSR: search proposals', querystring: searchQuery, response: { 200: searchReply, ...errorResponses(400, 401, 403) } },
      handler: async (request) => {
        const filters = { ...request.query, ...(request.query.client ? { client: normalizeClient(request.query.client) } : {}) };
        const { total, items } = await app.proposals.search(filters);
        return {
          total,
          items: items.map((row) => ({ ...toProposal(row), first_name: row.first_name, last_name: row.last_name, email: row.email })),
        };
      },
    });

    app.get<{ Params: { id: string }; Headers: Headers }>(`${P}/id/:id`, {
      ...ownerOrCsr,
      schema: {
        tags,
        summary: 'A proposal by id (its owner or a CSR)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
        response: proposalReply,
      },
      handler: async (request) => toProposal(await service.byId(scope(request), request.params.id)),
    });

    app.get<{ Params: { customerNumber: string }; Headers: Headers }>(`${P}/:customerNumber`, {
      ...csrOnly,
      schema: {
        tags,
        summary: 'CSR: the current proposal of a customer',
        params: { type: 'object', required: ['customerNumber'], properties: { customerNumber: { type: 'string', minLength: 1, maxLength: 40 } } },
        response: proposalReply,
      },
      handler: async (request) => toProposal(await service.current({ ...scope(request), customerNumber: request.params.customerNumber })),
    });
  };
}

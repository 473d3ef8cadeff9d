import type { FastifyError, FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can } from '../../adapters/identity/permissions';
import {
  MAX_DRAFT_BYTES, draftBodySchema, draftParamsSchema, draftSavedSchema, draftsReplySchema, proposalHeadersSchema,
  type DraftBody, type DraftParams, type ProposalHeaders,
} from '../../adapters/api';
import type { ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { sendError } from '../errors/reply';
import { errorResponses } from '../errors/schemas';
import { authHook } from '../http/route-guard';
import { API } from '../http/paths';
import { readSessionId } from '../session/cookie';
import type { DraftService } from './drafts';
import { revisionOf } from './routes';

/** The caller's own live proposal, read with their session (null: none yet). */
const ownProposal = new WeakMap<FastifyRequest, ProposalRow | null>();

/** Room for the body's own JSON around the answers: the answers themselves are held to MAX_DRAFT_BYTES. */
const DRAFT_BODY_LIMIT = MAX_DRAFT_BYTES + 1024;

/**
 * Drafts of the current step (docs/server.md "Drafts"): only applicants keep drafts, of their own
 * application; a CSR or another role is refused, as is naming another customer.
 */
export function draftRoutes(service: DraftService): FastifyPluginAsync {
  return async (app) => {
    const D = `${API}/proposals/drafts`;
    const tags = ['proposals'];
    const ownApplication: onRequestAsyncHookHandler = authHook(async (request) => {
      const id = readSessionId(request);
      const found = id ? await app.proposals.liveForSession(id) : undefined;
      app.adoptUser(request, found?.user ?? null);
      if (!found) throw domainError('notSignedIn');
      const { user } = found;
      if (!can.workOnOwnApplication(user)) throw domainError('forbidden');
      // onRequest runs before the headers' schema: read it as sent
      const named = request.headers.customer_number;
      if (named !== undefined && named !== '' && named !== user.customer_number) throw domainError('forbidden');
      ownProposal.set(request, found.proposal ?? null);
    });
    const own = (request: FastifyRequest) => ownProposal.get(request) ?? null;

    app.get(D, {
      onRequest: ownApplication,
      schema: {
        tags,
        summary: 'The drafts of the caller’s current application: answers typed on a step and not saved yet',
        description: 'Empty when there is no application yet or it is locked. Drafts are never validated, rated or read for a status.',
        headers: proposalHeadersSchema,
        response: { 200: draftsReplySchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => ({ drafts: await service.list(own(request)) }),
    });

    app.put<{ Params: DraftParams; Body: DraftBody; Headers: ProposalHeaders }>(`${D}/:name`, {
      onRequest: ownApplication,
      bodyLimit: DRAFT_BODY_LIMIT,
      // a body over the limit names the limit, as answers over it do
      errorHandler: (error, request, reply) =>
        sendError((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? domainError('draftTooLarge', { values: { max: MAX_DRAFT_BYTES } }) : error, request, reply),
      schema: {
        tags,
        summary: 'Keep what the applicant typed on step {name}, at header revision; stale revision → 409 with current_revision',
        description: `Not validated; replaces the step’s draft. Answers over ${MAX_DRAFT_BYTES} bytes → 413. A save of the step deletes its draft.`,
        headers: proposalHeadersSchema,
        params: draftParamsSchema,
        body: draftBodySchema,
        response: { 200: draftSavedSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      handler: async (request) => service.put(own(request), revisionOf(request), request.params.name, request.body.form_elements),
    });

    app.delete<{ Params: DraftParams; Headers: ProposalHeaders }>(`${D}/:name`, {
      onRequest: ownApplication,
      schema: {
        tags,
        summary: 'Discard the draft of step {name} (nothing to discard is not an error)',
        headers: proposalHeadersSchema,
        params: draftParamsSchema,
        response: { 204: { type: 'null', description: 'discarded' }, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        await service.remove(own(request), request.params.name);
        return reply.code(204).send();
      },
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { API } from '../http/paths';
import { errorResponses } from '../errors/schemas';
import { toProposal } from '../proposals/proposal';
import { revisionOf } from '../proposals/routes';
import { idParamsSchema, proposalHeadersSchema, proposalSchema, renewalBodySchema, type IdParams, type ProposalHeaders, type RenewalBody } from '../../adapters/api';
import type { RenewalService } from './service';
import { toRegularRenewal } from './regular-renewal';

const reply = { 201: proposalSchema, 200: proposalSchema, ...errorResponses(400, 401, 403, 404, 409) } as const;

/** POST {API}/policies/{id}/renewal and POST {API}/proposals/regular_renewal (docs/requirements.md §2.11, §12.4). */
export function renewalRoutes(service: RenewalService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: IdParams; Body: RenewalBody }>(`${API}/policies/:id/renewal`, {
      // the applicant's own: a renewal is an application, and only applicants start one
      onRequest: app.requireCan('workOnOwnApplication'),
      // the body is optional (the regular renewal): none is read as {}, so the strict schema still checks any sent
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['policies'],
        summary: 'Start the renewal of one of the caller’s policies inside its renewal window: 201 the new RENEWAL or QUICK_RENEWAL application, 200 the one already started',
        description: 'Body (optional): {"type": "RENEWAL" | "QUICK_RENEWAL"}, default RENEWAL; a program without a quick renewal answers 409 quickRenewalNotOffered.',
        params: idParamsSchema,
        body: renewalBodySchema,
        response: reply,
      },
      handler: async (request, res) => {
        const { proposal, created } = await service.start(request.user!, request.params.id, request.body.type);
        return res.code(created ? 201 : 200).send(toProposal(proposal));
      },
    });

    app.post<{ Headers: ProposalHeaders }>(`${API}/proposals/regular_renewal`, {
      onRequest: app.requireCan('workOnOwnApplication'),
      schema: {
        tags: ['proposals'],
        summary: 'The caller’s quick renewal becomes the regular renewal (the claims popup): type RENEWAL, flag cleared, opens general information',
        description: 'At the header revision; only an IN_PROGRESS or QUOTED quick renewal (409 notQuickRenewal); asking again answers the regular renewal unchanged.',
        headers: proposalHeadersSchema,
        response: { 200: proposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => toProposal(await toRegularRenewal(app, request.user!, revisionOf(request), request.headers.customer_number)),
    });
  };
}

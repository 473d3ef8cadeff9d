import type { FastifyPluginAsync } from 'fastify';
import { API } from '../http/paths';
import { errorResponses } from '../errors/schemas';
import { toProposal } from '../proposals/proposal';
import { idParamsSchema, proposalSchema, type IdParams } from '../../adapters/api';
import type { RenewalService } from './service';

const reply = { 201: proposalSchema, 200: proposalSchema, ...errorResponses(400, 401, 403, 404, 409) } as const;

/** POST {API}/policies/{id}/renewal (docs/requirements.md §2.11, §12.4). */
export function renewalRoutes(service: RenewalService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: IdParams }>(`${API}/policies/:id/renewal`, {
      // the applicant's own: a renewal is an application, and only applicants start one
      onRequest: app.requireCan('workOnOwnApplication'),
      schema: {
        tags: ['policies'],
        summary: 'Start the renewal of one of the caller’s policies inside its renewal window: 201 the new RENEWAL application, 200 the one already started',
        params: idParamsSchema,
        response: reply,
      },
      handler: async (request, res) => {
        const { proposal, created } = await service.start(request.user!, request.params.id);
        return res.code(created ? 201 : 200).send(toProposal(proposal));
      },
    });
  };
}

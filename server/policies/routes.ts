import type { FastifyPluginAsync } from 'fastify';
import { domainError } from '../errors/domain-error';
import { serverToday } from '../clock/today';
import { API } from '../http/paths';
import { createReply, listReply, policyReply } from './schemas';
import type { PolicyService } from './service';
import {
  createPolicyBodySchema, customerHeadersSchema, idParamsSchema, updatePolicyBodySchema,
  type CreatePolicyBody, type CustomerHeaders, type IdParams, type UpdatePolicyBody,
} from '../../adapters/api';

/** POST/PUT/GET {API}/policies (docs/requirements.md §12.4). */
export function policyRoutes(service: PolicyService): FastifyPluginAsync {
  return async (app) => {
    const tags = ['policies'];
    const P = `${API}/policies`;

    app.post<{ Body: CreatePolicyBody; Headers: CustomerHeaders }>(P, {
      onRequest: app.requireCan('workOnOwnApplication', 'workOnAnyApplication'),
      schema: { tags, summary: 'Issue the policy from a quote of the caller’s proposal (sponsor-billed: issued paid)', headers: customerHeadersSchema, body: createPolicyBodySchema, response: createReply },
      handler: async (request, reply) => {
        const { policy, created } = await service.create(request.user!, request.headers.customer_number, request.body.quote.id || undefined);
        const { id, number, billing_account_number, status_code, payment_method_code, sponsor_billed } = policy;
        return reply.code(created ? 201 : 200).send({ id, number, billing_account_number, status_code, payment_method_code, sponsor_billed });
      },
    });

    app.put<{ Params: IdParams; Body: UpdatePolicyBody }>(`${P}/:id`, {
      onRequest: app.requireCan('workOnOwnApplication', 'workOnAnyApplication'),
      schema: { tags, summary: 'Set the payment method: ISP (card) or STD (cheque)', params: idParamsSchema, body: updatePolicyBodySchema, response: policyReply },
      handler: async (request) => {
        const { policy } = request.body;
        if (policy.id !== request.params.id) {
          throw domainError('invalidRequest', { values: { detail: 'policy.id ≠ {id}' } });
        }
        return service.setPaymentMethod(request.user!, request.params.id, policy.billing_information.payment_method_code);
      },
    });

    app.get<{ Headers: CustomerHeaders }>(P, {
      onRequest: app.requireCan('workOnOwnApplication', 'workOnAnyApplication'),
      schema: { tags, summary: 'Policies of the caller (CSR: of header customer_number)', headers: customerHeadersSchema, response: listReply },
      handler: async (request) => {
        const today = serverToday();
        return (await service.list(request.user!, request.headers.customer_number)).map((policy) => ({ ...policy, today }));
      },
    });

    app.get<{ Params: IdParams }>(`${P}/:id`, {
      onRequest: app.requireCan('workOnOwnApplication', 'workOnAnyApplication'),
      schema: { tags, summary: 'One policy', params: idParamsSchema, response: policyReply },
      handler: async (request) => ({ ...(await service.byId(request.user!, request.params.id)), today: serverToday() }),
    });
  };
}

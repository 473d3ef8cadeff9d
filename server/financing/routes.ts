import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API } from '../http/paths';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { financeBodySchema, idParamsSchema, policySchema, type FinanceBody, type IdParams } from '../../adapters/api';
import type { FinanceService } from './service';

const reply = { 201: policySchema, 200: policySchema, ...errorResponses(400, 401, 402, 403, 404, 409, 502) } as const;

/**
 * The body names the option only: amounts (or anything else) sent by the browser are refused by
 * name rather than silently dropped, so a caller never believes its figures were used.
 */
async function refuseUnknownFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const extra = Object.keys(body).filter((key) => !Object.hasOwn(financeBodySchema.properties, key));
  if (extra.length === 0) return;
  const messageList = extra.map((key) => ({ field: `body.${key}`, label: `body.${key}`, message: 'is not accepted: the server computes the plan' }));
  throw domainError('fieldsInvalid', { messageList });
}

/** POST {API}/policies/{id}/finance (docs/payments.md "Premium financing", docs/requirements.md §12.4). */
export function financeRoutes(service: FinanceService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: IdParams; Body: FinanceBody }>(`${API}/policies/:id/finance`, {
      // the applicant's own: a finance agreement is the policyholder's credit, signed by them
      onRequest: app.requireCan('workOnOwnApplication'),
      preValidation: refuseUnknownFields,
      schema: {
        tags: ['policies'],
        summary: 'Finance the caller’s policy yearly or monthly: the server computes the plan from the issued quote, the finance provider accepts it and collects the down payment, the policy is bound (FIN). 201 financed, 200 financed already with this option',
        params: idParamsSchema,
        body: financeBodySchema,
        response: reply,
      },
      handler: async (request, res) => {
        const { policy, created } = await service.finance(request.user!, request.params.id, request.body.option);
        return res.code(created ? 201 : 200).send(policy);
      },
    });
  };
}

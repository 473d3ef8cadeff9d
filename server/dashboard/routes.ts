import type { FastifyPluginAsync } from 'fastify';
import { API } from '../http/paths';
import { errorResponses } from '../errors/schemas';
import { readSessionId } from '../session/cookie';
import {
  addPolicyBodySchema, addPolicyReplySchema, chooseCustomerBodySchema, dashboardReplySchema, sessionReplySchema,
  type AddPolicyBody, type ChooseCustomerBody,
} from '../../adapters/api';
import type { DashboardService } from './service';

/** GET {API}/dashboard, POST {API}/dashboard/policies and {API}/dashboard/customer (docs/requirements.md §11.4). */
export function dashboardRoutes(service: DashboardService): FastifyPluginAsync {
  return async (app) => {
    // the applicant's own: the dashboard lists what belongs to the signed-in customer
    const applicants = app.requireCan('workOnOwnApplication');
    const tags = ['dashboard'];

    app.get(`${API}/dashboard`, {
      onRequest: applicants,
      schema: {
        tags,
        summary: 'The caller’s aviation policies and applications as dashboard cards, with the statuses decided on the server’s today',
        response: { 200: dashboardReplySchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => service.read(request.user!),
    });

    app.post<{ Body: AddPolicyBody }>(`${API}/dashboard/policies`, {
      onRequest: applicants,
      schema: {
        tags,
        summary: 'Add a policy of a coverage type: 201 the new customer of that program; 409 while one is in progress or at the maximum',
        body: addPolicyBodySchema,
        response: { 201: addPolicyReplySchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => reply.code(201).send(await service.addPolicy(request.user!, request.body.coverage_type)),
    });

    app.post<{ Body: ChooseCustomerBody }>(`${API}/dashboard/customer`, {
      onRequest: applicants,
      schema: {
        tags,
        summary: 'Work as another of the caller’s aviation customers (the program of a dashboard card); answers the session user',
        body: chooseCustomerBodySchema,
        response: { 200: sessionReplySchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const number = request.body.customer_number;
        service.assertOwn(request.user!, number);
        await app.sessions.workAs(readSessionId(request)!, number);
        return { user: await app.sessions.find(readSessionId(request)!) };
      },
    });
  };
}

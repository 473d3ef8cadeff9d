import type { FastifyPluginAsync } from 'fastify';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { readSessionId } from '../session/cookie';
import { chooseCustomerBodySchema, sessionReplySchema, type ChooseCustomerBody } from '../../adapters/api';

/**
 * The customer whose application a CSR opens from the review page (docs/requirements.md §8.1), kept
 * on their server-side session: the browser then names it in the customer_number header. Choosing
 * is a convenience, not an access grant: a CSR may read any application by that header anyway.
 */
export const csrCustomerRoutes: FastifyPluginAsync = async (app) => {
  const csrOnly = app.requireCan('workOnAnyApplication');
  const tags = ['session'];

  app.post<{ Body: ChooseCustomerBody }>(`${API}/session/customer`, {
    onRequest: csrOnly,
    schema: {
      tags,
      summary: 'CSR: open the application of a customer (kept on the session until the CSR goes back to the work list)',
      body: chooseCustomerBodySchema,
      response: { 200: sessionReplySchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const number = request.body.customer_number;
      const customer = await app.db.selectFrom('customers').select('customer_number').where('customer_number', '=', number).executeTakeFirst();
      if (!customer) throw domainError('customerNotFound', { values: { number } });
      if (!(await app.proposals.liveFor(number))) throw domainError('customerWithoutApplication', { values: { number } });
      await app.sessions.chooseCustomer(readSessionId(request)!, number);
      return { user: { ...request.user!, csr_customer_number: number } };
    },
  });

  app.delete(`${API}/session/customer`, {
    onRequest: csrOnly,
    schema: {
      tags,
      summary: 'CSR: back to the work list; no customer is open any more',
      response: { 200: sessionReplySchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      await app.sessions.chooseCustomer(readSessionId(request)!, null);
      const { csr_customer_number: _closed, ...user } = request.user!;
      return { user };
    },
  });
};

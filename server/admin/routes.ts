import type { FastifyPluginAsync } from 'fastify';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { deactivateRole, findCustomerRoles } from './service';
import {
  customerRoleParamsSchema, customerRolesQuerySchema, customerRolesReplySchema, deactivateRoleReplySchema,
  type CustomerRoleParams, type CustomerRolesQuery,
} from '../../adapters/api';

/**
 * The admin panel's routes, CSRs only (docs/requirements.md §8.6):
 * - GET {API}/admin/customer-roles?email=… | ?customer_number=… — the active customer roles found
 * - DELETE {API}/admin/users/{userId}/roles/{roleCode}/{clientCode} — deactivate one, logged
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['admin'];

  app.get<{ Querystring: CustomerRolesQuery }>(`${API}/admin/customer-roles`, {
    onRequest: app.requireCan('deactivateCustomerRoles'),
    schema: {
      tags,
      summary: 'A customer’s active roles, by e-mail or by customer number (exactly one)',
      querystring: customerRolesQuerySchema,
      response: { 200: customerRolesReplySchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { email, customer_number } = request.query;
      if ((email === undefined) === (customer_number === undefined)) throw domainError('searchOneOf');
      const roles = await findCustomerRoles(app.db, email !== undefined ? { email } : { customer_number: customer_number! });
      if (roles.length === 0) throw domainError('customerRolesNotFound');
      return { roles };
    },
  });

  app.delete<{ Params: CustomerRoleParams }>(`${API}/admin/users/:userId/roles/:roleCode/:clientCode`, {
    onRequest: app.requireCan('deactivateCustomerRoles'),
    schema: {
      tags,
      summary: 'Deactivate one customer role; with one or no active role left, the person can no longer sign in',
      params: customerRoleParamsSchema,
      response: { 200: deactivateRoleReplySchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => deactivateRole(app.db, request.user!, request.params),
  });
};

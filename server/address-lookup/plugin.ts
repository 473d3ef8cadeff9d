import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { addressLookupQuerySchema, addressLookupReplySchema, type AddressLookupQuery } from '../../adapters/api';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { demoAddressLookup } from './demo-provider';
import type { AddressLookup } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Canadian address suggestions (docs/server.md "Address lookup") */
    addressLookup: AddressLookup;
  }
}

/** Most suggestions one lookup answers. */
const LIMIT = 10;

const addressLookup: FastifyPluginAsync<{ provider?: AddressLookup }> = async (app, { provider }) => {
  app.decorate('addressLookup', provider ?? demoAddressLookup());

  app.get<{ Querystring: AddressLookupQuery }>(`${API}/address-lookup`, {
    // public: the registration pages use it before anyone has an account (docs/security.md "Access")
    config: { public: true },
    schema: {
      tags: ['registration'],
      summary: 'Canadian address suggestions for the typed text (4 to 100 characters)',
      querystring: addressLookupQuerySchema,
      response: { 200: addressLookupReplySchema, ...errorResponses(400) },
    },
    handler: async (request) => ({ suggestions: await app.addressLookup.suggest(request.query.text, LIMIT) }),
  });
};

/** Address lookup behind a provider interface, with the embedded demo data set (docs/requirements.md §7.11). */
export default fp(addressLookup, { name: 'address-lookup', fastify: '5.x' });

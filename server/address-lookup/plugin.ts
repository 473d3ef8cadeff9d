import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { addressLookupQuerySchema, addressLookupReplySchema, type AddressLookupQuery } from '../../adapters/api';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { requestLocale } from '../i18n/locale';
import { addressComplete, AddressCompleteError, type AddressCompleteConfig } from './canada-post';
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
/** Look-ups one client address may make a minute: a person typing makes one every few keystrokes. */
export const ADDRESS_LOOKUPS_PER_MINUTE = 120;

export interface AddressLookupOptions {
  /** a provider of its own (tests) */
  provider?: AddressLookup;
  /** Canada Post AddressComplete, when its key is configured; the embedded data set otherwise */
  addressComplete?: AddressCompleteConfig;
}

/**
 * A provider that cannot answer (AddressComplete unreachable, its key refused) is a 502 in the
 * caller's language for every caller, the registration's `byId` included, never a 500; the
 * provider's own words go to the log.
 */
function answering(provider: AddressLookup, log: FastifyBaseLogger): AddressLookup {
  const unavailable = (e: unknown): never => {
    if (!(e instanceof AddressCompleteError)) throw e;
    log.warn({ err: e.message }, 'address provider failed');
    throw domainError('lookupUnavailable');
  };
  return {
    suggest: (text, limit, locale) => provider.suggest(text, limit, locale).catch(unavailable),
    byId: (id, locale) => provider.byId(id, locale).catch(unavailable),
  };
}

const addressLookup: FastifyPluginAsync<AddressLookupOptions> = async (app, options) => {
  const provider = options.provider ?? (options.addressComplete ? addressComplete(options.addressComplete) : demoAddressLookup());
  app.decorate('addressLookup', answering(provider, app.log));

  app.get<{ Querystring: AddressLookupQuery }>(`${API}/address-lookup`, {
    // public: the registration pages use it before anyone has an account (docs/security.md "Access"); limited per address instead
    config: { public: true },
    onRequest: async (request, reply) => app.limitCalls(request, reply, 'address-lookup', ADDRESS_LOOKUPS_PER_MINUTE),
    schema: {
      tags: ['registration'],
      summary: 'Canadian address suggestions for the typed text (4 to 100 characters); at most 120 a minute per address (429 with Retry-After); 502 when the provider cannot be reached',
      querystring: addressLookupQuerySchema,
      response: { 200: addressLookupReplySchema, ...errorResponses(400, 429, 502) },
    },
    // the provider words its suggestions in the page's language (AddressComplete's LanguagePreference)
    handler: async (request) => ({ suggestions: await app.addressLookup.suggest(request.query.text, LIMIT, requestLocale(request)) }),
  });
};

/** Address lookup behind a provider interface, with the embedded demo data set (docs/requirements.md §7.11). */
export default fp(addressLookup, { name: 'address-lookup', dependencies: ['rate-limit'], fastify: '5.x' });

import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '../../adapters/types';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a reply: an explicit `locale` query parameter, else Accept-Language
 * (any French → fr-CA), else en-CA.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.locale)) return query.locale;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^\s*fr\b/i.test(accept) ? 'fr-CA' : 'en-CA';
}

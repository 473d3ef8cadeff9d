/** The error catalogue (docs/requirements.md §10.5): the config service's `errors` component in the page's language. */
import useSWR from 'swr';
import type { CatalogueRecord } from '../../adapters/errors/catalogue';
import type { ApiError } from './client';
import { configKey, getConfig } from './config';
import { useRequestContext } from './useRequestContext';

export const ERRORS_PAGE = 'errors';

const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * The records, undefined while loading; an error when the catalogue cannot be read (the page then uses
 * its own words). Not `enabled`: not read at all (a page reads it only once a call has failed).
 */
export function useErrorCatalogue(enabled = true) {
  const ctx = useRequestContext();
  // resolved to one language: the key names it
  return useSWR<readonly CatalogueRecord[], ApiError>(enabled ? [...configKey(ctx.client, ERRORS_PAGE), ctx.locale] : null, async () => {
    const reply = await getConfig<{ records: CatalogueRecord[] }>(ctx, ctx.locale, ERRORS_PAGE);
    return reply.content.records;
  }, STATIC);
}

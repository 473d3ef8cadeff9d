/** The quick quote (docs/requirements.md §2.12): the server names the visitor by its quick-quote cookie. */
import useSWR, { type SWRResponse } from 'swr';
import type { ConfigReply, QuickQuote, QuickQuoteFinanceReply, StepsBody } from '../../adapters/api';
import type { FinanceOption } from '../../adapters/finance';
import { QUICK_QUOTE_JOURNEY } from '../../adapters/journey/quick-quote-basics';
import type { Journey } from '../../adapters/types';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { configKey, getConfig } from './config';
import { useRequestContext } from './useRequestContext';

const Q = '/smb/cnc/api/v2/quick-quote';

export const quickQuoteApi = {
  /** the visitor's live quick quote of the program, or a new one */
  start: (ctx: RequestContext) => apiRequest<QuickQuote>(Q, ctx, { method: 'POST', body: { client: ctx.client } }),
  get: (ctx: RequestContext) => apiRequest<QuickQuote>(`${Q}/proposal`, ctx),
  save: (ctx: RequestContext, revision: number, body: StepsBody) => apiRequest<QuickQuote>(`${Q}/proposal`, ctx, { method: 'PATCH', body, revision }),
  /** the plan of one of the quick quote's quotes: the server reads its own amounts */
  finance: (ctx: RequestContext, quoteId: string, option: FinanceOption) =>
    apiRequest<QuickQuoteFinanceReply>(`${Q}/finance`, ctx, { method: 'POST', body: { quote: { id: quoteId }, option } }),
};

const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** The program's quick-quote journey from the config service (a layout like any other). */
export function useQuickQuoteJourney(): SWRResponse<ConfigReply<Journey>, ApiError> {
  const ctx = useRequestContext();
  return useSWR(configKey(ctx.client, QUICK_QUOTE_JOURNEY), () => getConfig<Journey>(ctx, ctx.locale, QUICK_QUOTE_JOURNEY), STATIC);
}

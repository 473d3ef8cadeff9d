/** GET the config service (docs/requirements.md §11.3): a layout page or the program's journey, served bilingual. */
import useSWR, { preload, type SWRResponse } from 'swr';
import type { Journey, LayoutPage, Locale } from '../../adapters/types';
import type { ConfigQuery, ConfigReply } from '../../adapters/api';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { useRequestContext } from './useRequestContext';

export const CONFIG_PATH = '/smb/cnc/api/v2/config';
/** the config service's page name for the program's journey (stepper links) */
export const JOURNEY_PAGE = 'journey';
/** the config service's page name for the idle countdowns of the brand configuration */
export const USER_IDLE_PAGE = 'user_idle';
/** the config service's page name for the brand configuration (the stepper's design flags among them) */
export const BRANDS_CONFIG_PAGE = 'brandsConfig';
const ENVIRONMENT: ConfigQuery['environment'] = import.meta.env.PROD ? 'prd' : 'local';

export function getConfig<T>(ctx: RequestContext, locale: Locale, page: string): Promise<ConfigReply<T>> {
  const query: ConfigQuery = { client: ctx.client, locale, page, environment: ENVIRONMENT };
  return apiRequest<ConfigReply<T>>(CONFIG_PATH, ctx, { query });
}

// Layouts change only when analysts publish: no refetch on focus or reconnect, one fetch per page.
const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** The request cache key of a config page: the hooks and the boot preload share it. */
export function configKey(client: string, page: string) {
  return ['config', client, page] as const;
}

/**
 * Starts a config page's request before any hook asks (src/app/route-preload.ts); the first hook with
 * the same key takes this reply or failure instead of fetching again. The config service is public.
 */
export function preloadConfig(ctx: RequestContext, page: string): Promise<ConfigReply<unknown>> {
  return preload(configKey(ctx.client, page), () => getConfig<unknown>(ctx, ctx.locale, page));
}

/** The layout page of a route. Bilingual, so one fetch serves both languages. */
export function useLayoutPage(routeName: string | undefined): SWRResponse<ConfigReply<LayoutPage>, ApiError> {
  const ctx = useRequestContext();
  return useSWR(routeName ? configKey(ctx.client, routeName) : null, () => getConfig<LayoutPage>(ctx, ctx.locale, routeName!), STATIC);
}

/** The brand configuration as the journey reads it: the boot preload starts it with the step's other pages. */
export function useBrandConfig<T>(): SWRResponse<ConfigReply<T>, ApiError> {
  const ctx = useRequestContext();
  return useSWR(configKey(ctx.client, BRANDS_CONFIG_PAGE), () => getConfig<T>(ctx, ctx.locale, BRANDS_CONFIG_PAGE), STATIC);
}

/** The cheque instructions of brandsConfig `offlinePayment`, in the page's language (docs/requirements.md §6.4). */
export interface OfflinePaymentConfig {
  payableTo: string;
  mailingAddress: string[];
  note?: string;
}

/**
 * The program's cheque instructions: undefined while loading, null when the program offers the card
 * only (or the configuration cannot be read: the card stays, nothing is promised). Keyed by language,
 * unlike the journey's flags, because these are words people read.
 */
export function useOfflinePayment(): OfflinePaymentConfig | null | undefined {
  const reply = usePaymentBrand();
  if (reply.error) return null;
  if (!reply.data) return undefined;
  return reply.data.content.offlinePayment || null;
}

/** brandsConfig `financing` (the finance terms, adapters/finance) and the brand's quote-unavailable words, in the page's language. */
export interface FinancingConfig {
  terms: object;
  quoteUnavailableMessage?: string;
}

/**
 * The program's financing (docs/requirements.md §6.4): undefined while loading, null when it offers
 * none (`financing: false`) or the configuration cannot be read. The same request as the cheque's.
 */
export function useFinancing(): FinancingConfig | null | undefined {
  const reply = usePaymentBrand();
  if (reply.error) return null;
  if (!reply.data) return undefined;
  const { financing, quoteUnavailableMessage } = reply.data.content;
  return financing ? { terms: financing, quoteUnavailableMessage } : null;
}

interface PaymentBrand {
  offlinePayment?: OfflinePaymentConfig | false;
  financing?: object | false;
  quoteUnavailableMessage?: string;
}

function usePaymentBrand() {
  const ctx = useRequestContext();
  return useSWR(['config', ctx.client, BRANDS_CONFIG_PAGE, ctx.locale], () => getConfig<PaymentBrand>(ctx, ctx.locale, BRANDS_CONFIG_PAGE), STATIC);
}

/** the config service's page name for the exception fields (docs/requirements.md §11.3) */
export const EXCEPTION_FIELDS_PAGE = 'exceptionFields';

/**
 * The fields a CSR may still change in the CSR view (exceptionFields `csrEditableFields`, docs/requirements.md
 * §8.1); asked only for a CSR (`enabled`). Until it arrives every field is read-only: the safe side.
 */
export function useCsrEditableFields(enabled: boolean): string[] | undefined {
  const ctx = useRequestContext();
  const reply = useSWR(enabled ? configKey(ctx.client, EXCEPTION_FIELDS_PAGE) : null, () => getConfig<{ csrEditableFields?: string[] }>(ctx, ctx.locale, EXCEPTION_FIELDS_PAGE), STATIC);
  return reply.data?.content.csrEditableFields;
}

export function useJourney(): SWRResponse<ConfigReply<Journey>, ApiError> {
  const ctx = useRequestContext();
  return useSWR(configKey(ctx.client, JOURNEY_PAGE), () => getConfig<Journey>(ctx, ctx.locale, JOURNEY_PAGE), STATIC);
}

/** The shell's calls: the header and footer configuration, the brand's support texts, the language offer (docs/requirements.md §11.1, §11.2, §9.5). */
import useSWR, { type SWRResponse } from 'swr';
import type { ConfigReply, LanguageOfferReply } from '../../adapters/api';
import type { HeaderConfig } from '../../adapters/shell/header';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { BRANDS_CONFIG_PAGE, getConfig } from './config';
import { useRequestContext } from './useRequestContext';

export const HEADER_PAGE = 'header';
export const FOOTER_PAGE = 'footer';

const ONCE = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * A configuration component in the page's language: words people read, so keyed by language. Public,
 * so it stays cached through a sign-in or sign-out (isPersonalKey): one fetch per page load.
 */
export function useConfigComponent<T>(page: string, enabled = true): SWRResponse<ConfigReply<T>, ApiError> {
  const ctx = useRequestContext();
  return useSWR(enabled ? ['config', ctx.client, page, ctx.locale] : null, () => getConfig<T>(ctx, ctx.locale, page), ONCE);
}

export function useHeaderConfig(): HeaderConfig | undefined {
  return useConfigComponent<HeaderConfig>(HEADER_PAGE).data?.content;
}

/** What the support-contact modal reads of brandsConfig (docs/requirements.md §11.2). */
export interface SupportGroupConfig {
  title: string;
  text: string;
  /** 'email': the support e-mail built from the templates */
  action?: 'email';
  /** an outside page */
  href?: string;
}
export interface BrandSupportConfig {
  supportEmail?: string;
  supportEmailSubject?: string;
  supportEmailBody?: string;
  supportPhone?: string;
  support?: { contact?: SupportGroupConfig; technical?: SupportGroupConfig; resources?: SupportGroupConfig };
}

export function useBrandSupport(enabled: boolean): SWRResponse<ConfigReply<BrandSupportConfig>, ApiError> {
  return useConfigComponent<BrandSupportConfig>(BRANDS_CONFIG_PAGE, enabled);
}

export const LANGUAGE_OFFER_PATH = '/smb/cnc/api/v2/language-offer';

/** The languages the signed-in applicant is offered, in order (Quebec French first, docs/requirements.md §9.5). */
export function getLanguageOffer(ctx: RequestContext): Promise<LanguageOfferReply> {
  return apiRequest<LanguageOfferReply>(LANGUAGE_OFFER_PATH, ctx);
}

/** The application PDF (docs/requirements.md §6.7): whether it exists, and where each language's file is. */
import useSWR, { type SWRResponse } from 'swr';
import type { ApplicationPdfInfo } from '../../adapters/api/application-pdf';
import type { Locale } from '../../adapters/types';
import { ApiError, apiRequest } from './client';
import { useRequestContext } from './useRequestContext';

const pdfPath = (proposalId: string) => `/smb/cnc/api/v2/proposals/${encodeURIComponent(proposalId)}/pdf`;

/** The file in `locale`: a plain link, so the browser downloads it with the session cookie. */
export const applicationPdfUrl = (proposalId: string, locale: Locale) => `${pdfPath(proposalId)}?locale=${locale}`;

/** The PDF's file name and date; null while no final quote has made it (204) or when the caller may not read it. */
export function useApplicationPdf(proposalId: string | undefined): SWRResponse<ApplicationPdfInfo | null, ApiError> {
  const ctx = useRequestContext();
  return useSWR(proposalId ? ['application-pdf', proposalId, ctx.locale] : null, async () => {
    try {
      return (await apiRequest<ApplicationPdfInfo | undefined>(`${pdfPath(proposalId!)}/info`, ctx)) ?? null;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
      throw error;
    }
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/**
 * The documents calls (docs/requirements.md §11.5): the list, a multipart upload of one file, a
 * deletion, and the download address. `documentsClient` gives them to the attachments field and the
 * csr-review documents as the widget's DocumentsClient, failures carrying the server's message.
 */
import { useMemo } from 'react';
import type { DocumentsReply, DocumentWire } from '../../adapters/api/documents';
import type { DocumentsClient } from '../../widgets/complex/attachments/documents-client';
import { ApiError, apiRequest, commonHeaders, type RequestContext } from './client';
import { useRequestContext } from './useRequestContext';

const API = '/smb/cnc/api/v2';

/** The server's words for a failure (in the reader's language); empty when it could not be reached. */
const failure = (error: unknown) => new Error(error instanceof ApiError ? (error.serverMessage ?? '') : '');

async function upload(ctx: RequestContext, file: File): Promise<DocumentWire> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    // no content-type: the browser writes multipart/form-data with its boundary
    response = await fetch(`${API}/attachment/doc`, { method: 'POST', headers: { ...commonHeaders(ctx) }, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined);
  return body as DocumentWire;
}

export function documentsClient(ctx: RequestContext): DocumentsClient {
  const wrap = <A extends unknown[], T>(call: (...args: A) => Promise<T>) => async (...args: A) => {
    try {
      return await call(...args);
    } catch (error) {
      throw failure(error);
    }
  };
  return {
    list: wrap(() => apiRequest<DocumentsReply>(`${API}/documents`, ctx)),
    upload: wrap((file: File) => upload(ctx, file)),
    remove: wrap(async (id: string) => {
      await apiRequest<void>(`${API}/document/${encodeURIComponent(id)}`, ctx, { method: 'DELETE' });
    }),
    downloadUrl: (id) => `${API}/documents/${encodeURIComponent(id)}`,
  };
}

/** The client for the current page's caller (a CSR: the customer named by `customerNumber`, else the one they opened). */
export function useDocumentsClient(customerNumber?: string): DocumentsClient {
  const ctx = useRequestContext();
  return useMemo(() => documentsClient(customerNumber ? { ...ctx, customerNumber } : ctx), [ctx, customerNumber]);
}

/** Base path of the journey API (docs/requirements.md §12.1). */
export const API = '/smb/cnc/api/v2';

/** Paths that are API, never the browser app. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/smb/') || url.startsWith('/docs') || url === '/healthz' || url.startsWith('/healthz?');
}

import type { AircraftRecord, PageRouteBody } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';

/** GET /smb/cnc/api/v3/getCcar: the register's record of a mark; a 404 (ApiError) when it has none (docs/requirements.md §11.6). */
export function lookupAircraft(ctx: RequestContext, mark: string): Promise<AircraftRecord> {
  return apiRequest<AircraftRecord>('/smb/cnc/api/v3/getCcar', ctx, { query: { mark } });
}

/** POST analytics/pageRoute: the page shown (docs/requirements.md §11.8); outlives the page (keepalive). */
export function sendPageRoute(ctx: RequestContext, body: PageRouteBody): Promise<unknown> {
  return apiRequest<unknown>('/smb/cnc/api/v2/analytics/pageRoute', ctx, { method: 'POST', body, keepalive: true });
}

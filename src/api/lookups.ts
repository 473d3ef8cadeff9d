import type { AircraftRecord, PageRouteBody } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';

/** GET /smb/cnc/api/v3/getCcar: the register's record of a mark; a 404 (ApiError) when it has none (docs/requirements.md §11.6). */
export function lookupAircraft(ctx: RequestContext, mark: string): Promise<AircraftRecord> {
  return apiRequest<AircraftRecord>('/smb/cnc/api/v3/getCcar', ctx, { query: { mark } });
}

/**
 * POST analytics/pageRoute as a beacon (docs/requirements.md §11.8): queued by the browser, never
 * waited for, sent even as the page closes. Without beacons (an old browser, jsdom) nothing is sent.
 */
export function sendPageRoute(body: PageRouteBody): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon('/smb/cnc/api/v2/analytics/pageRoute', new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

/**
 * Maintenance (docs/requirements.md §11.7): the flag every page checks, and the schedule staff keep.
 * Only the flag is in the first page's bundle (src/maintenance/MaintenanceGate.tsx); the schedule's
 * calls go with the staff page.
 */
import type { MaintenanceConfigReply } from '../../adapters/api/maintenance';
import { apiRequest, type RequestContext } from './client';

export const MAINTENANCE_FLAG_PATH = '/smb/cnc/api/v2/maintainaceConfig';

/** "Yes" while a window is on, with its message in the page's language; `exempt` for staff. */
export function getMaintenanceFlag(ctx: RequestContext): Promise<MaintenanceConfigReply> {
  return apiRequest(MAINTENANCE_FLAG_PATH, ctx, { query: { locale: ctx.locale } });
}

/** The maintenance schedule staff keep (docs/requirements.md §11.7): list, schedule, end. */
import type { MaintenanceWindow, MaintenanceWindowBody, MaintenanceWindowsReply } from '../../adapters/api/maintenance';
import { apiRequest, type RequestContext } from './client';

const WINDOWS_PATH = '/smb/cnc/api/v2/maintenance/windows';

export function listMaintenanceWindows(ctx: RequestContext): Promise<MaintenanceWindowsReply> {
  return apiRequest(WINDOWS_PATH, ctx);
}

/** 400 names a bad time or message (an end before the start among them), 409 an overlap. */
export function scheduleMaintenance(ctx: RequestContext, body: MaintenanceWindowBody): Promise<MaintenanceWindow> {
  return apiRequest(WINDOWS_PATH, ctx, { method: 'POST', body });
}

/** Ends a window under way, or cancels one to come. */
export function endMaintenance(ctx: RequestContext, id: string): Promise<void> {
  return apiRequest(`${WINDOWS_PATH}/${encodeURIComponent(id)}`, ctx, { method: 'DELETE' });
}

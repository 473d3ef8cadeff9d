import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getMaintenanceFlag } from '../api/maintenance';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';

/** Pages a maintenance window leaves open: its own page, the staff's schedule and sign-in, "Redirecting...". */
const OPEN = new Set(['maintenance', 'maintenance-schedule', 'internal-login', 'redirect']);

/**
 * At start and on each page (each step), asks whether a maintenance window is on and, when it is,
 * leaves for the maintenance page (docs/requirements.md §11.7). It never holds the page back: the
 * page draws while the small request runs, and its saves are refused by the server anyway. Staff
 * are exempt (the server says so: their cookie may be all the tab knows of them).
 */
export function MaintenanceGate() {
  const { pathname } = useLocation();
  const base = useBase();
  const navigate = useNavigate();
  const ctx = useRequestContext();
  const open = OPEN.has(base.rest[0] ?? '') || !pathname.startsWith(base.path);
  useEffect(() => {
    if (open) return;
    let live = true;
    getMaintenanceFlag(ctx).then(
      (reply) => live && reply.flag === 'Yes' && !reply.exempt && navigate(paths.maintenance(base.path), { replace: true, state: { from: pathname } }),
      // the flag cannot be read: the page goes on; a save it makes meets the server's own refusal
      () => undefined,
    );
    return () => {
      live = false;
    };
    // once per page: the context changes with the session, not with the page
  }, [pathname, open]);
  return null;
}

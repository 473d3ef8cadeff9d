import fp from 'fastify-plugin';
import { API } from '../http/paths';
import { serverNow } from '../clock/today';
import { domainError } from '../errors/domain-error';
import { maintenanceRefusalText } from './catalogue-text';
import { maintenanceRoutes } from './routes';
import { currentWindow } from './service';

/**
 * The writes still accepted during a maintenance window: signing in and out and keeping a session
 * (staff must reach the schedule to end the window), staff single sign-on, the schedule itself,
 * page-route analytics, which saves nothing of an application, and the layout studio (analysts
 * only), so the words of the window itself can be changed while it is on.
 */
export const OPEN_DURING_MAINTENANCE = ['/login', '/logout', '/session', '/staff-sign-in', '/maintenance/', '/analytics/', '/studio/'].map((p) => `${API}${p}`);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Maintenance windows (docs/requirements.md §11.7): the schedule, the flag, and writes refused with 503 while one is on. */
export default fp(
  async (app) => {
    // registered before the other feature areas' routes, so that it guards all of them
    app.addHook('onRequest', async (request) => {
      // every version of the API (v2, v3…), not the browser app's pages
      if (READS.has(request.method) || !request.url.startsWith('/smb/')) return;
      if (OPEN_DURING_MAINTENANCE.some((p) => request.url.startsWith(p))) return;
      const window = await currentWindow(app.db, serverNow());
      // the catalogue in force now (a studio publish may have changed its words)
      if (window) throw domainError('maintenanceActive', { text: maintenanceRefusalText(), extra: { ends_at: window.ends_at } });
    });
    await app.register(maintenanceRoutes);
  },
  { name: 'maintenance', dependencies: ['db', 'session', 'errors'], fastify: '5.x' },
);

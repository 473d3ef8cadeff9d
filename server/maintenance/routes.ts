import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../adapters/identity/permissions';
import {
  maintenanceConfigReplySchema, maintenanceWindowBodySchema, maintenanceWindowParamsSchema, maintenanceWindowSchema, maintenanceWindowsReplySchema,
  type MaintenanceConfigReply, type MaintenanceWindowBody, type MaintenanceWindowParams,
} from '../../adapters/api/maintenance';
import { serverNow } from '../clock/today';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { requestLocale } from '../i18n/locale';
import { currentWindow, endWindow, listWindows, scheduleWindow } from './service';

/**
 * Maintenance (docs/requirements.md §11.7):
 * - GET {API}/maintainaceConfig — public: "Yes" while a window is on, with its message in the caller's language
 * - GET, POST {API}/maintenance/windows; DELETE {API}/maintenance/windows/{id} — staff (CSR): the schedule
 */
export const maintenanceRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['maintenance'];

  app.get(`${API}/maintainaceConfig`, {
    // every visitor's pages ask, signed in or not
    config: { public: true },
    schema: {
      tags,
      summary: 'Whether a maintenance window is on: flag "Yes" sends the browser to the maintenance page (staff are exempt)',
      querystring: { type: 'object', properties: { locale: { type: 'string', enum: ['en-CA', 'fr-CA'] } } },
      response: { 200: maintenanceConfigReplySchema },
    },
    handler: async (request, reply): Promise<MaintenanceConfigReply> => {
      // every page asks on each step: never cached, so a window is seen as soon as it starts
      reply.header('cache-control', 'no-store');
      const window = await currentWindow(app.db, serverNow());
      if (!window) return { flag: 'No', exempt: false };
      const user = request.headers.cookie ? await app.loadUser(request) : null;
      return {
        flag: 'Yes',
        // staff who run the window, and layout analysts, who may need to change its words (the error catalogue) while it is on
        exempt: user !== null && (can.scheduleMaintenance(user) || can.editLayouts(user)),
        message: requestLocale(request) === 'fr-CA' ? window.message_fr : window.message_en,
        starts_at: window.starts_at,
        ends_at: window.ends_at,
      };
    },
  });

  app.get(`${API}/maintenance/windows`, {
    onRequest: app.requireCan('scheduleMaintenance'),
    schema: { tags, summary: 'The maintenance windows under way or to come, soonest first', response: { 200: maintenanceWindowsReplySchema, ...errorResponses(401, 403) } },
    handler: async () => ({ windows: await listWindows(app.db, serverNow()) }),
  });

  app.post<{ Body: MaintenanceWindowBody }>(`${API}/maintenance/windows`, {
    onRequest: app.requireCan('scheduleMaintenance'),
    bodyLimit: 16 * 1024,
    schema: {
      tags,
      summary: 'Schedule a maintenance window (start, end, message in English and French); refused when it ends before it starts, has ended or overlaps another',
      body: maintenanceWindowBodySchema,
      response: { 201: maintenanceWindowSchema, ...errorResponses(400, 401, 403, 409, 413) },
    },
    handler: async (request, reply) => reply.code(201).send(await scheduleWindow(app.db, request.user!, request.body, serverNow())),
  });

  app.delete<{ Params: MaintenanceWindowParams }>(`${API}/maintenance/windows/:id`, {
    onRequest: app.requireCan('scheduleMaintenance'),
    schema: {
      tags,
      summary: 'End a maintenance window now, or cancel one to come',
      params: maintenanceWindowParamsSchema,
      response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await endWindow(app.db, request.user!, request.params.id, serverNow());
      return reply.code(204).send();
    },
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { API } from '../http/paths';
import { errorResponses } from '../errors/schemas';
import { domainError } from '../errors/domain-error';
import { requestLocale } from '../i18n/locale';
import { assertCanAccess } from '../proposals/access';
import { idParamsSchema, type IdParams } from '../../adapters/api';
import { applicationPdfInfoSchema, applicationPdfQuerySchema, type ApplicationPdfQuery } from '../../adapters/api/application-pdf';
import { LOCALES } from '../../adapters/types';
import type { ApplicationPdfService } from './service';

/** GET {API}/proposals/{id}/pdf and …/pdf/info (docs/server.md "Application PDF"). */
export function applicationPdfRoutes(service: ApplicationPdfService): FastifyPluginAsync {
  return async (app) => {
    // the applicant their own application, a CSR any; a sponsor and others are refused
    const readers = app.requireCan('workOnOwnApplication', 'workOnAnyApplication');
    const tags = ['application-pdf'];
    const proposalOf = async (id: string, user: Parameters<typeof assertCanAccess>[0]) => {
      const row = await app.proposals.byId(id);
      if (!row) throw domainError('proposalNotFound');
      assertCanAccess(user, row);
      return row;
    };

    app.get<{ Params: IdParams }>(`${API}/proposals/:id/pdf/info`, {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Whether the application PDF exists: its file name, when it was made and its languages; 404 (10230) until a final quote makes it',
        params: idParamsSchema,
        response: { 200: applicationPdfInfoSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        await proposalOf(request.params.id, request.user!);
        const pdf = await service.latest(request.params.id);
        return { file_name: pdf.file_name, made_at: new Date(pdf.made_at).toISOString(), locales: [...LOCALES] };
      },
    });

    app.get<{ Params: IdParams; Querystring: ApplicationPdfQuery }>(`${API}/proposals/:id/pdf`, {
      onRequest: readers,
      schema: {
        tags,
        summary: 'The application PDF in `locale` (default: the request’s language), as an attachment',
        params: idParamsSchema,
        querystring: applicationPdfQuerySchema,
        response: { 200: { description: 'application/pdf', type: 'string', format: 'binary' }, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        await proposalOf(request.params.id, request.user!);
        const { fileName, bytes } = await service.file(request.params.id, requestLocale(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(bytes);
      },
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { API } from '../http/paths';
import { errorResponses } from '../errors/schemas';
import { domainError } from '../errors/domain-error';
import { requestLocale } from '../i18n/locale';
import { assertCanAccess } from '../proposals/access';
import { idParamsSchema, type IdParams } from '../../adapters/api';
import { applicationPdfInfoSchema, applicationPdfQuerySchema, type ApplicationPdfQuery } from '../../adapters/api/application-pdf';
import type { Locale } from '../../adapters/types';
import { offeredLanguages } from '../../adapters/i18n/quebec-first';
import { customerFrenchFirst } from '../shell/french-first';
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
    // the languages in the order offered: French first for a Quebec applicant when the brand says so
    // (docs/requirements.md §9.5), else the request's language first
    const languagesFor = async (row: { customer_number: string | null; client: string | null }, request: Parameters<typeof requestLocale>[0]): Promise<Locale[]> =>
      offeredLanguages(requestLocale(request), await customerFrenchFirst(app.db, row.customer_number, row.client));

    app.get<{ Params: IdParams }>(`${API}/proposals/:id/pdf/info`, {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Whether the application PDF exists: its file name, when it was made and its languages in the order offered (French first for a Quebec applicant when the brand says so); 204 until a final quote makes it',
        params: idParamsSchema,
        response: { 200: applicationPdfInfoSchema, 204: { description: 'no PDF yet', type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        const row = await proposalOf(request.params.id, request.user!);
        // none yet is an answer, not a failure: the pages ask before every final quote
        const pdf = await service.newest(request.params.id);
        if (!pdf) return reply.code(204).send();
        return { file_name: pdf.file_name, made_at: new Date(pdf.made_at).toISOString(), locales: await languagesFor(row, request) };
      },
    });

    app.get<{ Params: IdParams; Querystring: ApplicationPdfQuery }>(`${API}/proposals/:id/pdf`, {
      onRequest: readers,
      schema: {
        tags,
        summary: 'The application PDF in `locale` (default: French for a Quebec applicant whose brand offers French first, else the request’s language), as an attachment',
        params: idParamsSchema,
        querystring: applicationPdfQuerySchema,
        response: { 200: { description: 'application/pdf', type: 'string', format: 'binary' }, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        const row = await proposalOf(request.params.id, request.user!);
        const locale = request.query.locale ?? (await languagesFor(row, request))[0]!;
        const { fileName, bytes } = await service.file(request.params.id, locale);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(bytes);
      },
    });
  };
}

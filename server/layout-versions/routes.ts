import type { FastifyPluginAsync } from 'fastify';
import {
  studioAuditQuerySchema, studioAuditReplySchema, studioCheckBodySchema, studioCheckReplySchema, studioDraftBodySchema, studioDraftReplySchema, studioExportSchema,
  studioFileQuerySchema, studioFileReplySchema, studioImportBodySchema, studioProgramsReplySchema, studioPublishBodySchema,
  studioPublishReplySchema, studioRollbackBodySchema, studioVersionParamsSchema, studioVersionWithTextSchema,
  type StudioAuditQuery, type StudioCheckBody, type StudioDraftBody, type StudioFileQuery, type StudioImportBody, type StudioPublishBody,
  type StudioRollbackBody, type StudioVersionParams,
} from '../../adapters/api/studio';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { auditOf } from './store';
import { checkChanges, draft, exportProgram, file, importExport, programs, publishChanges, rollback, version, type StudioDeps } from './service';

const STUDIO = `${API}/studio`;
/** a publish, check or import carries whole files (STUDIO_FILES_MAX of up to STUDIO_FILE_MAX characters is more than any program) */
const MANY_FILES_BYTES = 50 * 1024 * 1024;
/** one file of STUDIO_FILE_MAX characters, each up to 4 bytes in UTF-8, JSON-escaped */
const ONE_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The layout studio (docs/requirements.md §13), every route for layout analysts (can.editLayouts):
 * - GET {API}/studio/programs, GET studio/file?path=, GET studio/version/{id}: the files and their versions
 * - PUT studio/draft: an analyst's unpublished text
 * - POST studio/check, studio/publish, studio/rollback, studio/import: the full check, then one publish
 * - GET studio/audit?client=, studio/export?client=: who published what; the published files
 */
export function studioRoutes(deps: StudioDeps): FastifyPluginAsync {
  return async (app) => {
    const tags = ['studio'];
    const onRequest = app.requireCan('editLayouts');

    app.get(`${STUDIO}/programs`, {
      onRequest,
      schema: { tags, summary: 'Every program and its layout files, with the published version and newest draft of each', response: { 200: studioProgramsReplySchema, ...errorResponses(401, 403) } },
      handler: () => programs(deps.db),
    });

    app.get<{ Querystring: StudioFileQuery }>(`${STUDIO}/file`, {
      onRequest,
      schema: {
        tags,
        summary: 'One layout file: its published text, newest draft and every version, newest first',
        querystring: studioFileQuerySchema,
        response: { 200: studioFileReplySchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: (request) => file(deps.db, request.query.path),
    });

    app.get<{ Params: StudioVersionParams }>(`${STUDIO}/version/:id`, {
      onRequest,
      schema: {
        tags,
        summary: 'One version of a layout file with its text',
        params: studioVersionParamsSchema,
        response: { 200: studioVersionWithTextSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: (request) => version(deps.db, request.params.id),
    });

    app.put<{ Body: StudioDraftBody }>(`${STUDIO}/draft`, {
      onRequest,
      bodyLimit: ONE_FILE_BYTES,
      schema: {
        tags,
        summary: 'Keep a text as the file\'s draft (one draft per file, replaced by the next); any text, even JSON that does not parse yet',
        body: studioDraftBodySchema,
        response: { 200: studioDraftReplySchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
      handler: (request) => draft(deps.db, request.user!.login, request.body.path, request.body.text),
    });

    app.post<{ Body: StudioCheckBody }>(`${STUDIO}/check`, {
      onRequest,
      bodyLimit: MANY_FILES_BYTES,
      schema: {
        tags,
        summary: 'The program\'s published files with these changes, checked as a publish would be (layouts:check with every fixture, and the rating plan\'s answers)',
        body: studioCheckBodySchema,
        response: { 200: studioCheckReplySchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
      handler: (request) => checkChanges(deps, request.body.client, request.body.changes),
    });

    app.post<{ Body: StudioPublishBody }>(`${STUDIO}/publish`, {
      onRequest,
      bodyLimit: MANY_FILES_BYTES,
      schema: {
        tags,
        summary: 'Publish the changes together after the check: 422 with the problems, 409 when a base moved; then every instance serves them',
        body: studioPublishBodySchema,
        response: { 200: studioPublishReplySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
      handler: (request) => publishChanges(deps, request.user!.login, request.body),
    });

    app.post<{ Body: StudioRollbackBody }>(`${STUDIO}/rollback`, {
      onRequest,
      schema: {
        tags,
        summary: 'Publish an earlier published version of one file again, after the same check',
        body: studioRollbackBodySchema,
        response: { 200: studioPublishReplySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: (request) => rollback(deps, request.user!.login, request.body),
    });

    app.get<{ Querystring: StudioAuditQuery }>(`${STUDIO}/audit`, {
      onRequest,
      schema: {
        tags,
        summary: 'The program\'s publishes, rollbacks, imports and seedings from files, newest first',
        querystring: studioAuditQuerySchema,
        response: { 200: studioAuditReplySchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => ({ entries: await auditOf(deps.db, request.query.client) }),
    });

    app.get<{ Querystring: StudioAuditQuery }>(`${STUDIO}/export`, {
      onRequest,
      schema: {
        tags,
        summary: 'The program\'s published files in the schemas/ folder layout (npm run layouts:export writes them out)',
        querystring: studioAuditQuerySchema,
        response: { 200: studioExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: (request) => exportProgram(deps.db, request.query.client),
    });

    app.post<{ Body: StudioImportBody }>(`${STUDIO}/import`, {
      onRequest,
      bodyLimit: MANY_FILES_BYTES,
      schema: {
        tags,
        summary: 'Publish an export\'s files that differ from the published ones, as one publish after the full check',
        body: studioImportBodySchema,
        response: { 200: studioPublishReplySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
      handler: (request) => importExport(deps, request.user!.login, request.body),
    });
  };
}

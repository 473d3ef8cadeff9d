import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  customerHeadersSchema, documentParamsSchema, documentSchema, documentsReplySchema,
  type CustomerHeaders, type DocumentParams,
} from '../../adapters/api';
import { domainError } from '../errors/domain-error';
import { sendError } from '../errors/reply';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { requestLocale } from '../i18n/locale';
import type { DocumentService } from './service';

/** What the multipart parser's own limits mean to the caller. */
function multipartError(error: FastifyError, request: FastifyRequest, service: DocumentService, fileName: string) {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return service.tooLarge(fileName, requestLocale(request));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return domainError('unsupportedMediaType', { values: { type: String(request.headers['content-type'] ?? '') } });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return domainError('documentOneFile');
    default:
      return error;
  }
}

/**
 * `attachment` naming the file: an ASCII fallback (quotes and non-ASCII as `_`) and the UTF-8 name
 * percent-encoded as RFC 8187 wants it (encodeURIComponent leaves ' ( ) * as they are).
 */
export function contentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encoded}`;
}

/** The name of the file being read when the parser stopped, for its message. */
const fileNames = new WeakMap<FastifyRequest, string>();

/**
 * The documents of an application (docs/requirements.md §11.5, docs/server.md "Documents"):
 * POST {API}/attachment/doc (multipart upload), GET {API}/documents (the list),
 * GET {API}/documents/{documentId} (download), DELETE {API}/document/{documentId}.
 */
export function documentRoutes(service: DocumentService): FastifyPluginAsync {
  return async (app) => {
    // multipart is parsed on these routes only; the file is read whole into memory, capped at the maximum size
    await app.register(multipart);
    const tags = ['documents'];
    const applicants = app.requireCan('workOnOwnApplication');
    const readers = app.requireCan('workOnOwnApplication', 'workOnAnyApplication');
    // the description is written at start; each upload reads the limits then in force (a studio publish may change them)
    const described = service.settings.maxFileBytes;

    app.post<{ Headers: CustomerHeaders }>(`${API}/attachment/doc`, {
      onRequest: applicants,
      errorHandler: (error, request, reply) => sendError(multipartError(error as FastifyError, request, service, fileNames.get(request) ?? ''), request, reply),
      schema: {
        tags,
        summary: 'Upload one file (multipart part `file`) to the caller’s live application; 201 the stored document',
        description: `Checked by content, never by name or declared type: empty → 400, over ${described} bytes (brandsConfig documents.maxFileBytes) → 413, not an allowed kind → 415, the application at its maximum → 409, locked → 409. Nothing is stored on a refusal.`,
        headers: customerHeadersSchema,
        response: { 201: documentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
      handler: async (request, reply) => {
        const locale = requestLocale(request);
        let file: { fileName: string; content: Buffer } | undefined;
        // every part is read, so that a second file is refused (files: 1) rather than silently dropped
        try {
          for await (const part of request.parts({ limits: { fileSize: service.settings.maxFileBytes, files: 1, fields: 20, parts: 21 } })) {
            if (part.type !== 'file') continue;
            fileNames.set(request, part.filename);
            file = { fileName: part.filename, content: await part.toBuffer() };
          }
        } catch (error) {
          // the plugin's own errors (limits, not multipart) are mapped by multipartError; the parser's
          // (no boundary, a body cut short, malformed part headers) are the caller's malformed body
          throw typeof (error as FastifyError).code === 'string' && (error as FastifyError).code.startsWith('FST_') ? error : domainError('documentUnreadable');
        }
        if (!file) throw domainError('documentMissing');
        const stored = await service.upload(request.user!, request.headers.customer_number, file, locale);
        return reply.code(201).send(stored);
      },
    });

    app.get<{ Headers: CustomerHeaders }>(`${API}/documents`, {
      onRequest: readers,
      schema: {
        tags,
        summary: 'The documents of the caller’s live application (a CSR: of the customer in customer_number), newest first, with the upload limits',
        headers: customerHeadersSchema,
        response: { 200: documentsReplySchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => service.list(request.user!, request.headers.customer_number, requestLocale(request)),
    });

    app.get<{ Params: DocumentParams }>(`${API}/documents/:documentId`, {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Download a document: its owner or staff; anyone else gets the 404 of an unknown id',
        params: documentParamsSchema,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        const doc = await service.read(request.user!, request.params.documentId);
        return reply
          .header('content-type', doc.mimeType)
          .header('content-disposition', contentDisposition(doc.fileName))
          .send(Buffer.from(doc.content));
      },
    });

    app.delete<{ Params: DocumentParams }>(`${API}/document/:documentId`, {
      onRequest: applicants,
      schema: {
        tags,
        summary: 'Delete one of the caller’s documents while the application is not locked; 204',
        params: documentParamsSchema,
        response: { 204: { type: 'null', description: 'deleted' }, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        await service.remove(request.user!, request.params.documentId);
        return reply.code(204).send();
      },
    });
  };
}

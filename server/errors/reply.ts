import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError, Locale } from '../../adapters/types';
import { t } from '../../adapters/i18n/format';
import { finishSentence, joinLabels } from '../../adapters/format';
import { requestLocale } from '../http/locale';
import { ERROR_CODE, type ErrorCode } from './codes';
import { HttpError } from './http-error';
import { HTTP_STATUS_TEXT, httpStatusText, statusTextKey, type ErrorReply as WireErrorReply } from '../../adapters/api';

/** The error reply of the wire contract, its code one of the catalogue's. */
export type ErrorReply = WireErrorReply & { code: ErrorCode };

function reply(status: number, message: string, code: ErrorCode, rest: Partial<ErrorReply> = {}): ErrorReply {
  return { status, error: httpStatusText(status), message, code, ...rest };
}

/** A 400 whose message names the offending fields by label: "A, B and C". */
export function fieldsReply(locale: Locale, messageList: FieldError[]): ErrorReply {
  const labels = [...new Set(messageList.map((e) => e.label))];
  // a question label ends the sentence itself: no "?." (adapters/format finishSentence)
  const message = finishSentence(t(locale, 'server.errors.fieldsInvalid', { fields: joinLabels(labels, locale), count: labels.length }));
  return reply(400, message, ERROR_CODE.fieldsInvalid, { messageList });
}

/** Route-schema violations (ajv) as field errors; a request field's label is its name. */
function schemaErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((v) => {
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    const path = [error.validationContext, ...v.instancePath.split('/').filter(Boolean), missing].filter(Boolean).join('.');
    const field = path || String(error.validationContext ?? 'request');
    return { field, label: field, message: v.message ?? 'is invalid' };
  });
}

/** PostgreSQL SQLSTATE class 22 (node-postgres and PGlite both expose it as `code`). */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Maps any error to the reply shape; never lets a caller's mistake become a 500. */
export function toErrorReply(error: FastifyError | HttpError | Error, request: FastifyRequest): ErrorReply {
  const locale = requestLocale(request);
  if (error instanceof HttpError) {
    const message = error.options.preformatted ?? t(locale, error.messageId, error.options.values);
    return reply(error.statusCode, message, error.code, {
      ...(error.options.messageList ? { messageList: error.options.messageList } : {}),
      ...error.options.extra,
    });
  }
  const fe = error as FastifyError;
  if (fe.validation) return fieldsReply(locale, schemaErrors(fe));
  // backstop behind the text guard: PostgreSQL's data exceptions (class 22: a character or
  // number it cannot store) come from what the caller sent (docs/security.md "Input")
  if (isDataException(error)) return reply(400, t(locale, 'server.errors.unstorableValue'), ERROR_CODE.unstorableValue);
  const status = fe.statusCode ?? 500;
  if (status >= 500) return reply(500, t(locale, 'server.errors.internal'), ERROR_CODE.internal);
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply(413, t(locale, 'server.errors.bodyTooLarge'), ERROR_CODE.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply(415, t(locale, 'server.errors.unsupportedMediaType', { type: String(request.headers['content-type'] ?? '') }), ERROR_CODE.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply(400, t(locale, 'server.errors.malformedJson'), ERROR_CODE.malformedJson);
  }
  if (error instanceof SyntaxError) return reply(400, t(locale, 'server.errors.malformedJson'), ERROR_CODE.malformedJson);
  if (status === 400) return reply(400, t(locale, 'server.errors.invalidRequest', { detail: fe.message }), ERROR_CODE.invalidRequest);
  // Fastify's own wording is English; the caller reads the status in their language.
  return reply(status, t(locale, `server.http.status.${statusTextKey(status, HTTP_STATUS_TEXT)}`), ERROR_CODE.invalidRequest);
}

export function sendError(error: Error, request: FastifyRequest, res: FastifyReply): FastifyReply {
  const body = toErrorReply(error, request);
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  else if (isDataException(error)) request.log.warn({ err: error }, 'the database refused a value of the request');
  return res.code(body.status).type('application/json; charset=utf-8').send(body);
}

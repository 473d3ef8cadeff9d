import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError, Locale } from '../../adapters/types';
import { t } from '../../adapters/i18n/format';
import { finishSentence, joinLabels } from '../../adapters/format';
import { requestLocale } from '../i18n/locale';
import type { ErrorCode } from '../../adapters/api/error-codes';
import { DomainError, type ErrorDetails } from './domain-error';
import { ERRORS, type ErrorKind } from './table';
import { HTTP_STATUS_TEXT, httpStatusText, statusTextKey, type ErrorReply as WireErrorReply } from '../../adapters/api';

/** The error reply of the wire contract, its code one of the catalogue's. */
export type ErrorReply = WireErrorReply & { code: ErrorCode };

function reply(status: number, message: string, code: ErrorCode, rest: Partial<ErrorReply> = {}): ErrorReply {
  return { status, error: httpStatusText(status), message, code, ...rest };
}

/** The reply of an error of the table, its message in `locale`. */
export function errorReply(locale: Locale, kind: ErrorKind, { values, listValues, messageList, text, extra }: ErrorDetails = {}): ErrorReply {
  const { status, code, message } = ERRORS[kind];
  const lists = Object.entries(listValues ?? {}).map(([name, ids]) => [name, joinLabels(ids.map((id) => t(locale, id)), locale)]);
  const all = { ...values, ...Object.fromEntries(lists) };
  const said = text?.[locale] || t(locale, message, all);
  return reply(status, said, code, { ...(messageList ? { messageList } : {}), ...extra });
}

/** A 400 whose message names the offending fields by label: "A, B and C". */
export function fieldsReply(locale: Locale, messageList: FieldError[]): ErrorReply {
  const labels = [...new Set(messageList.map((e) => e.label))];
  // a question label ends the sentence itself: no "?." (adapters/format finishSentence)
  const { status, code, message: id } = ERRORS.fieldsInvalid;
  const message = finishSentence(t(locale, id, { fields: joinLabels(labels, locale), count: labels.length }));
  return reply(status, message, code, { messageList });
}

/** Route-schema violations (ajv) as field errors; a request field's label is its name. */
function schemaErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((v) => {
    // the field named by the error: one missing, or one the schema does not take
    const params = v.params as { missingProperty?: string; propertyName?: string; additionalProperty?: string } | undefined;
    const named = params?.missingProperty ?? params?.propertyName ?? params?.additionalProperty;
    const path = [error.validationContext, ...v.instancePath.split('/').filter(Boolean), named].filter(Boolean).join('.');
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
export function toErrorReply(error: FastifyError | DomainError | Error, request: FastifyRequest): ErrorReply {
  const locale = requestLocale(request);
  if (error instanceof DomainError) {
    // its message names the fields by label
    if (error.kind === 'fieldsInvalid') return fieldsReply(locale, error.details.messageList ?? []);
    return errorReply(locale, error.kind, error.details);
  }
  const fe = error as FastifyError;
  if (fe.validation) return fieldsReply(locale, schemaErrors(fe));
  // backstop behind the text guard: PostgreSQL's data exceptions (class 22: a character or
  // number it cannot store) come from what the caller sent (docs/security.md "Input")
  if (isDataException(error)) return errorReply(locale, 'unstorableValue');
  const status = fe.statusCode ?? 500;
  if (status >= 500) return errorReply(locale, 'internal');
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorReply(locale, 'bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorReply(locale, 'unsupportedMediaType', { values: { type: String(request.headers['content-type'] ?? '') } });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorReply(locale, 'malformedJson');
  }
  if (error instanceof SyntaxError) return errorReply(locale, 'malformedJson');
  if (status === 400) return errorReply(locale, 'invalidRequest', { values: { detail: fe.message } });
  // Fastify's own wording is English; the caller reads the status in their language.
  return reply(status, t(locale, `server.http.status.${statusTextKey(status, HTTP_STATUS_TEXT)}`), ERRORS.invalidRequest.code);
}

export function sendError(error: Error, request: FastifyRequest, res: FastifyReply): FastifyReply {
  const body = toErrorReply(error, request);
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  else if (isDataException(error)) request.log.warn({ err: error }, 'the database refused a value of the request');
  return res.code(body.status).type('application/json; charset=utf-8').send(body);
}

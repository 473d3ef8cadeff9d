import type { FieldError } from '../../adapters/types';
import { ERROR_CODE, type ErrorCode } from './codes';

export interface HttpErrorOptions {
  /** values for the ICU message */
  values?: Record<string, string | number>;
  code?: ErrorCode;
  messageList?: FieldError[];
  /** extra properties of the reply, e.g. `current_revision` of a 409 */
  extra?: Record<string, unknown>;
}

/**
 * An error meant for the caller. `messageId` is a key of schemas/content/<locale>/server.json
 * formatted in the caller's locale by the error handler; a caller-facing `message` that is
 * already formatted may be given instead through `preformatted`.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    readonly messageId: string,
    readonly options: HttpErrorOptions & { preformatted?: string } = {},
  ) {
    super(options.preformatted ?? messageId);
    this.name = 'HttpError';
    this.code = options.code ?? ERROR_CODE.none;
  }
}

/** `throw httpError(403, 'server.errors.forbidden', { code: ERROR_CODE.forbidden })` */
export function httpError(status: number, messageId: string, options?: HttpErrorOptions): HttpError {
  return new HttpError(status, messageId, options);
}

import type { FieldError, Locale } from '../../adapters/types';
import type { ErrorKind, ServerMessageId } from './table';

export interface ErrorDetails {
  /** values of the ICU message */
  values?: Record<string, string | number>;
  /**
   * values that are lists of messages of the server catalogue, each put in the caller's language
   * and joined ("A, B and C") when the reply is made: the thrower does not know the language
   */
  listValues?: Record<string, readonly ServerMessageId[]>;
  /** the fields at fault, listed in the reply */
  messageList?: FieldError[];
  /** the message itself in both languages, from configuration (e.g. a brand's quoteUnavailableMessage), instead of the catalogue's */
  text?: Record<Locale, string>;
  /** extra properties of the reply, e.g. `current_revision` of a stale write */
  extra?: Record<string, unknown>;
}

/**
 * An error meant for the caller, named by its kind in the error table (table.ts). It knows
 * nothing of HTTP: the error handler (reply.ts) gives it its status, code and message.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly details: ErrorDetails = {},
  ) {
    super(kind);
    this.name = 'DomainError';
  }
}

/** `throw domainError('proposalNotFound')` */
export function domainError(kind: ErrorKind, details?: ErrorDetails): DomainError {
  return new DomainError(kind, details);
}

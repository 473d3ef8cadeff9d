/**
 * What a failed registration call means for the page (docs/requirements.md §7.10): pure, so the
 * pages only show it. Statuses the pages do not handle themselves go to the error page.
 */
import { ApiError } from '../../api/client';
import { ERROR_CODE } from '../../../adapters/api/error-codes';

export type RegistrationProblem =
  | { kind: 'codeInvalid' }
  | { kind: 'codeSpent' }
  | { kind: 'notAllowed' }
  | { kind: 'gone'; step?: string }
  | { kind: 'message'; message: string }
  /** the name-error dialog (docs/requirements.md §7.10): the server's sentence names the maximum */
  | { kind: 'nameTooLong'; message: string }
  | { kind: 'failed'; status: number };


export function registrationProblem(error: unknown): RegistrationProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed', status: 0 };
  const code = error.body?.code;
  if (error.status === 410) return { kind: 'notAllowed' };
  if (error.status === 400 && code === ERROR_CODE.oneTimeCodeInvalid) return { kind: 'codeInvalid' };
  if (error.status === 400 && code === ERROR_CODE.oneTimeCodeSpent) return { kind: 'codeSpent' };
  if (error.status === 409 && code === ERROR_CODE.registrationMissing) return { kind: 'gone' };
  if (error.status === 409 && code === ERROR_CODE.registrationOutOfOrder) return { kind: 'gone', step: typeof error.body?.step === 'string' ? error.body.step : undefined };
  if (error.status === 400 && code === ERROR_CODE.nameTooLong) return { kind: 'nameTooLong', message: error.serverMessage ?? '' };
  // the server's message, in the page's language: a 400 names the field, a 429 the wait
  if ((error.status === 400 || error.status === 429) && error.serverMessage) return { kind: 'message', message: error.serverMessage };
  return { kind: 'failed', status: error.status };
}

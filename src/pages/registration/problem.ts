/**
 * What a failed registration call means for the page (docs/requirements.md §7.10): pure, so the
 * pages only show it. Statuses the pages do not handle themselves go to the error page.
 */
import { ApiError } from '../../api/client';

export type RegistrationProblem =
  | { kind: 'codeInvalid' }
  | { kind: 'codeSpent' }
  | { kind: 'notAllowed' }
  | { kind: 'gone'; step?: string }
  | { kind: 'message'; message: string }
  | { kind: 'failed'; status: number };

/** Catalogue codes (server/errors/codes.ts). */
const CODE_INVALID = 10092;
const CODE_SPENT = 10093;
const MISSING = 10090;
const OUT_OF_ORDER = 10091;

export function registrationProblem(error: unknown): RegistrationProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed', status: 0 };
  const code = error.body?.code;
  if (error.status === 410) return { kind: 'notAllowed' };
  if (error.status === 400 && code === CODE_INVALID) return { kind: 'codeInvalid' };
  if (error.status === 400 && code === CODE_SPENT) return { kind: 'codeSpent' };
  if (error.status === 409 && code === MISSING) return { kind: 'gone' };
  if (error.status === 409 && code === OUT_OF_ORDER) return { kind: 'gone', step: typeof error.body?.step === 'string' ? error.body.step : undefined };
  // the server's message, in the page's language: a 400 names the field, a 429 the wait
  if ((error.status === 400 || error.status === 429) && error.serverMessage) return { kind: 'message', message: error.serverMessage };
  return { kind: 'failed', status: error.status };
}

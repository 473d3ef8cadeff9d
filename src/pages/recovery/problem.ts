/**
 * What a failed recovery call means for the page (docs/requirements.md §7.9): pure, so the pages only
 * show it. Statuses the pages do not handle themselves go to the error page.
 */
import { ApiError } from '../../api/client';
import { ERROR_CODE } from '../../../adapters/api/error-codes';

export type RecoveryProblem =
  | { kind: 'unavailable' }
  | { kind: 'tooMany'; wait?: { unit: 'seconds' | 'minutes'; count: number } }
  | { kind: 'codeInvalid' }
  | { kind: 'rules'; message?: string }
  | { kind: 'invalid'; message?: string }
  | { kind: 'failed'; status: number };


export function recoveryProblem(error: unknown): RecoveryProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed', status: 0 };
  if (error.status === 424) return { kind: 'unavailable' };
  if (error.status === 429) {
    const seconds = error.body?.retry_after_seconds;
    if (typeof seconds !== 'number' || !(seconds > 0)) return { kind: 'tooMany' };
    return { kind: 'tooMany', wait: seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) } };
  }
  if (error.status === 400 && error.body?.code === ERROR_CODE.recoveryCodeInvalid) return { kind: 'codeInvalid' };
  // the server's sentence naming the broken rules, in the page's language (it sent Accept-Language)
  if (error.status === 400 && error.body?.code === ERROR_CODE.passwordRefused) return { kind: 'rules', message: error.serverMessage };
  if (error.status === 400) return { kind: 'invalid', message: error.serverMessage };
  return { kind: 'failed', status: error.status };
}

/** The e-mail typed on the forgot page, kept for the reset page and its resend link (this tab only). */
const EMAIL_KEY = 'recovery.email';

export function rememberEmail(email: string): void {
  try {
    sessionStorage.setItem(EMAIL_KEY, email);
  } catch {
    // storage refused (private mode): the reset page asks for the e-mail again
  }
}

export function rememberedEmail(): string {
  try {
    return sessionStorage.getItem(EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

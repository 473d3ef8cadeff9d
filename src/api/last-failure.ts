import type { Failure } from '../../adapters/errors/catalogue';

/**
 * The last failure that left a page for the error page, kept for that page's catalogue look-up
 * (docs/requirements.md §10.5: "message and code stored in the session"), per tab. It counts only
 * for the error page of its status, and only for a minute: a later visit of that page on its own
 * reads the general error of the status.
 */
const KEY = 'portal.lastFailure';
const FRESH_MS = 60_000;

export function rememberFailure(failure: Failure, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...failure, at: Date.now() }));
  } catch {
    // storage full or refused: the error page reads the general error of the status
  }
}

/** The failure remembered for the error page of `status`, if it is recent. */
export function lastFailure(status: number, storage: Storage | undefined = globalThis.sessionStorage): Failure | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? 'null') as (Failure & { at: number }) | null;
    if (!stored || stored.status !== status || Date.now() - stored.at > FRESH_MS) return undefined;
    const { at: _at, ...failure } = stored;
    return failure;
  } catch {
    return undefined;
  }
}

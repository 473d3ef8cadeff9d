/**
 * The one-time message chosen after sign-in (docs/requirements.md §7.5), kept in the tab until the page
 * it lands on has shown it once.
 */
import type { LandingNotice } from '../../adapters/identity/after-sign-in';

const KEY = 'portal.landingNotice';
const NOTICES: readonly LandingNotice[] = ['csrRejected', 'quoteExpired'];

export function setLandingNotice(notice: LandingNotice, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, notice);
}

export function peekLandingNotice(storage: Storage = sessionStorage): LandingNotice | undefined {
  const value = storage.getItem(KEY);
  return NOTICES.find((n) => n === value);
}

export function clearLandingNotice(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

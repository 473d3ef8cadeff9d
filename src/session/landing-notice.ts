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

/** The notice of this page load once taken from the tab, until the person closes it. */
let taken: LandingNotice | undefined;

/**
 * The notice to show: a new one in the tab is taken (and forgotten there at once); one already
 * taken stays until dismissed, so the page showing it may be mounted again (a suspended sibling
 * remounts it) without losing it.
 */
export function takeLandingNotice(storage: Storage = sessionStorage): LandingNotice | undefined {
  const stored = peekLandingNotice(storage);
  if (stored) {
    taken = stored;
    clearLandingNotice(storage);
  }
  return taken;
}

export function dismissLandingNotice(): void {
  taken = undefined;
}

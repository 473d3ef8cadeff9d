/**
 * The person's last activity, shared by the tabs of the portal (localStorage), so a tab left alone
 * does not sign out someone working in another; and when this tab last restarted the server's
 * idle clock. Timestamps in ms.
 */
const KEY = 'portal.lastActivity';
/** writes to localStorage at most this often: a mouse move fires many events */
const WRITE_EVERY_MS = 1000;

let written = 0;
let renewed: number | undefined;

export function recordActivity(now: number): void {
  if (now - written < WRITE_EVERY_MS) return;
  written = now;
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // storage refused: this tab's own activity still counts
  }
}

/** The latest activity any tab recorded. */
export function sharedActivity(): number {
  try {
    return Number(localStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Whether the server's idle clock should be restarted now; the first call of a tab starts the interval. */
export function renewDue(now: number, everyMs: number): boolean {
  renewed ??= now;
  if (now - renewed < everyMs) return false;
  renewed = now;
  return true;
}

export function renewedAt(now: number): void {
  renewed = now;
}

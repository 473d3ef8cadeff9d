/**
 * When the browser warns an idle person and when it signs them out (docs/requirements.md §7.8),
 * derived from the server's idle timeout so that the countdown always ends before the server
 * would end the session on its own. Pure: the browser's watcher and the tests share it.
 */

/** What the server tells the browser (the `idle` of a session reply). */
export interface IdleSettings {
  /** a session unused this long ends on the server */
  idleMinutes: number;
  /** testing only (IDLE_TEST_SECONDS): inactivity before the countdown, and its length */
  warnAfterSeconds?: number;
  countdownSeconds?: number;
}

export interface IdleTiming {
  /** inactivity after which the countdown shows */
  warnAfterMs: number;
  /** the countdown's length; at its end the person is signed out */
  countdownMs: number;
  /** while the person is active, the server's idle clock is restarted at most this often */
  renewEveryMs: number;
}

/** The countdowns of the spec (user_idle: timeout, wizardTimeout), used until the configuration is read. */
export const DEFAULT_COUNTDOWN_SECONDS = { page: 120, wizard: 60 } as const;

/**
 * The server's idle clock can lag the person's last activity by one renewal interval, plus the
 * server's own write granularity (it moves `last_seen_at` at most once a minute), plus a request's
 * travel time; the countdown ends that much before the server's timeout.
 */
export function idleTiming(settings: IdleSettings, countdownSeconds: number): IdleTiming {
  const idleMs = settings.idleMinutes * 60_000;
  const renewEveryMs = Math.min(60_000, idleMs / 4);
  if (settings.warnAfterSeconds && settings.countdownSeconds) {
    return { warnAfterMs: settings.warnAfterSeconds * 1000, countdownMs: settings.countdownSeconds * 1000, renewEveryMs };
  }
  const budgetMs = idleMs - 2 * renewEveryMs - Math.min(10_000, idleMs / 10);
  // a short server timeout shortens the countdown too, so there is still a quiet spell before it
  const countdownMs = Math.min(countdownSeconds * 1000, Math.floor(budgetMs / 2));
  return { warnAfterMs: budgetMs - countdownMs, countdownMs, renewEveryMs };
}

/** Where the watcher stands after `idleMs` of inactivity: quiet, counting down (whole seconds left), or over. */
export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export function idlePhase(timing: IdleTiming, idleMs: number): IdlePhase {
  if (idleMs < timing.warnAfterMs) return { phase: 'active' };
  const leftMs = timing.warnAfterMs + timing.countdownMs - idleMs;
  return leftMs <= 0 ? { phase: 'expired' } : { phase: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
}

/** The countdown as the modal shows it: mm:ss. */
export function countdownText(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The moments a screen reader hears the time left: when the countdown starts, at every half
 * minute, and at 10 seconds — not every second, which would drown everything else.
 */
export function announcesAt(secondsLeft: number, firstSecond: number): boolean {
  return secondsLeft === firstSecond || secondsLeft % 30 === 0 || secondsLeft === 10;
}

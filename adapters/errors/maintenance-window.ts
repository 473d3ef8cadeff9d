/**
 * Maintenance windows (docs/requirements.md §11.7): the rule of a window staff schedule, and whether
 * one is on at a moment. Times are instants (ISO 8601 with an offset); the browser and the server judge
 * a window the same way.
 */

export interface WindowTimes {
  starts_at: string;
  ends_at: string;
}

/** Why a window is refused: it ends before (or when) it starts, or has ended already. */
export type WindowProblem = 'endsBeforeStart' | 'endsInPast' | 'invalidTime';

/** The problem of a window staff ask for at `now`, or null when it can be scheduled. */
export function windowProblem(w: WindowTimes, now: Date): WindowProblem | null {
  const start = Date.parse(w.starts_at);
  const end = Date.parse(w.ends_at);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'invalidTime';
  if (end <= start) return 'endsBeforeStart';
  if (end <= now.getTime()) return 'endsInPast';
  return null;
}

/** A window is on from its start (included) to its end (excluded). */
export function isWindowOn(w: WindowTimes, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(w.starts_at) <= t && t < Date.parse(w.ends_at);
}

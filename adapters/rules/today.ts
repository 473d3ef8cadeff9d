/**
 * The "today" the date operations and the `$date` literal see. Evaluation is synchronous,
 * so a scoped override (tests, fixtures, a server pinned to a date) is safe to hold here.
 */
import { todayIso } from '../format/date';

let pinned: string | undefined;

export function currentToday(): string {
  return pinned ?? todayIso();
}

/** Runs `fn` with `today` (ISO) as the current date; without one the real date is used. */
export function withToday<T>(today: string | undefined, fn: () => T): T {
  const before = pinned;
  pinned = today ?? before;
  try {
    return fn();
  } finally {
    pinned = before;
  }
}

/** `$date` means today; anything else is returned as written. */
export function resolveDateLiteral(value: unknown): unknown {
  return value === '$date' ? currentToday() : value;
}

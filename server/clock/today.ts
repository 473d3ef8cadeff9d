/**
 * The server's calendar: the real one, or the day `TEST_TODAY` pins for end-to-end tests of
 * date rules (renewal windows, quote expiry, the dashboard's statuses) without waiting
 * (docs/server.md "Test clock"). Pinned once at boot, for the whole process.
 */
import { todayIso } from '../../adapters/format/date';

let pinned: string | undefined;

/** Pins the calendar to `iso` (yyyy-MM-dd); undefined follows the real date. */
export function pinServerToday(iso: string | undefined): void {
  pinned = iso;
}

/** Today, yyyy-MM-dd in the server's time zone. */
export function serverToday(): string {
  return pinned ?? todayIso();
}

/** Now: the real time of day on the pinned day, so timestamps and day counts agree. */
export function serverNow(): Date {
  const now = new Date();
  if (!pinned) return now;
  now.setFullYear(Number(pinned.slice(0, 4)), Number(pinned.slice(5, 7)) - 1, Number(pinned.slice(8, 10)));
  return now;
}

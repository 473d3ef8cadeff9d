/** The one-time code rules (docs/requirements.md §7.10). */
export const ONE_TIME_CODE = {
  digits: 6,
  validMinutes: 10,
  /** wrong codes a code survives; the next wrong one ends it and a new code is needed */
  maxWrongTries: 5,
  /** at most one code sent to an address in this many seconds */
  resendSeconds: 30,
  /** and at most this many in an hour */
  perHour: 5,
} as const;

/** What is known of the codes sent to an address lately. */
export interface RecentSends {
  /** seconds since the newest send, undefined when none this hour */
  lastAgoSeconds: number | undefined;
  /** sends in the last hour */
  lastHour: number;
  /** seconds since the oldest send of the last hour */
  oldestAgoSeconds: number | undefined;
}

/** Seconds to wait before another code may go to the address; 0 when one may go now. */
export function sendWait(recent: RecentSends): number {
  if (recent.lastHour >= ONE_TIME_CODE.perHour) return Math.max(1, 3600 - Math.floor(recent.oldestAgoSeconds ?? 0));
  if (recent.lastAgoSeconds !== undefined && recent.lastAgoSeconds < ONE_TIME_CODE.resendSeconds) {
    return Math.max(1, Math.ceil(ONE_TIME_CODE.resendSeconds - recent.lastAgoSeconds));
  }
  return 0;
}

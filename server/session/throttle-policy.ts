/**
 * The sign-in throttle's rules as pure functions (docs/server.md "Sessions and origin"):
 * a few free failures, then a wait that doubles with each further failure, capped. Never a lock:
 * once the wait has run, the right password works.
 */

export interface ThrottleRule {
  /** failures that cost no wait */
  freeFailures: number;
  /** the wait after the first failure beyond the free ones; each further failure doubles it */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** a counter with no failure for this long starts again from zero (longer than maxDelaySeconds) */
  forgetSeconds: number;
}

/** One login from one address: a person mistyping, or someone guessing that login's password. */
export const PER_PAIR: ThrottleRule = { freeFailures: 5, firstDelaySeconds: 2, maxDelaySeconds: 900, forgetSeconds: 86_400 };
/** Any logins from one address (guessing across accounts); more free failures, as offices share one address. */
export const PER_ADDRESS: ThrottleRule = { freeFailures: 30, firstDelaySeconds: 2, maxDelaySeconds: 900, forgetSeconds: 3_600 };

/** A counter as stored, and the rule it follows. */
export interface Counter {
  key: string;
  rule: ThrottleRule;
  failures: number;
  blocked_until: Date | null;
  last_failure_at: Date;
}

/** What an attempt writes to a counter when it is let through. */
export interface CounterUpdate {
  key: string;
  failures: number;
  blocked_until: Date | null;
}

export type Decision = { allowed: true; updates: CounterUpdate[] } | { allowed: false; retryAfterSeconds: number };

export const addressKey = (address: string) => `address:${address}`;
export const pairKey = (login: string, address: string) => `pair:${address} ${login}`;

/** The two counters an attempt at `login` from `address` goes through. */
export function throttleKeys(login: string, address: string): { key: string; rule: ThrottleRule }[] {
  return [
    { key: addressKey(address), rule: PER_ADDRESS },
    { key: pairKey(login, address), rule: PER_PAIR },
  ];
}

/** Seconds to wait after the `failures`-th failure in a row. */
export function delaySeconds(failures: number, rule: ThrottleRule): number {
  if (failures <= rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures - 1));
}

/**
 * An attempt waits while any of its counters is blocked; otherwise it is let through and counted
 * as a failure in advance (a success takes it back), so simultaneous attempts cannot all slip
 * through before the first of them is counted.
 */
export function decide(now: Date, counters: readonly Counter[]): Decision {
  const waitMs = Math.max(0, ...counters.map((c) => (c.blocked_until ? c.blocked_until.getTime() - now.getTime() : 0)));
  if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  return {
    allowed: true,
    updates: counters.map((c) => {
      const forgotten = now.getTime() - c.last_failure_at.getTime() > c.rule.forgetSeconds * 1000;
      const failures = (forgotten ? 0 : c.failures) + 1;
      const delay = delaySeconds(failures, c.rule);
      return { key: c.key, failures, blocked_until: delay > 0 ? new Date(now.getTime() + delay * 1000) : null };
    }),
  };
}

/** A wait as the 429's message says it: seconds under a minute, whole minutes (rounded up) above. */
export function waitInWords(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

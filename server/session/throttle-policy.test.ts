import { describe, expect, it } from 'vitest';
import { decide, delaySeconds, PER_PAIR, waitInWords, type Counter } from './throttle-policy';

const now = new Date('2025-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const counter = (over: Partial<Counter>): Counter => ({ key: 'pair:10.0.0.1 a@test', rule: PER_PAIR, failures: 0, blocked_until: null, last_failure_at: now, ...over });

describe('throttle policy', () => {
  it('free failures cost nothing, then the wait doubles up to the cap', () => {
    expect([1, 5, 6, 7, 8, 15, 16, 40].map((n) => delaySeconds(n, PER_PAIR))).toEqual([0, 0, 2, 4, 8, 900, 900, 900]);
  });

  it('an attempt waits for the longest running wait of its counters, rounded up to a second', () => {
    const decision = decide(now, [counter({ blocked_until: new Date(now.getTime() + 1500) }), counter({ key: 'address:10.0.0.1', blocked_until: new Date(now.getTime() + 200) })]);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('a wait that has run lets the attempt through, counted as the next failure', () => {
    const decision = decide(now, [counter({ failures: 7, blocked_until: ago(1), last_failure_at: ago(5) })]);
    expect(decision).toEqual({ allowed: true, updates: [{ key: 'pair:10.0.0.1 a@test', failures: 8, blocked_until: new Date(now.getTime() + 8000) }] });
  });

  it('a counter quiet for longer than the rule’s forget period starts again', () => {
    const decision = decide(now, [counter({ failures: 12, blocked_until: ago(80_000), last_failure_at: ago(PER_PAIR.forgetSeconds + 1) })]);
    expect(decision).toEqual({ allowed: true, updates: [{ key: 'pair:10.0.0.1 a@test', failures: 1, blocked_until: null }] });
  });

  it('says a wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect([1, 59, 60, 61, 900].map(waitInWords)).toEqual([
      { unit: 'seconds', count: 1 },
      { unit: 'seconds', count: 59 },
      { unit: 'minutes', count: 1 },
      { unit: 'minutes', count: 2 },
      { unit: 'minutes', count: 15 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { sendWait } from './rules';

describe('the resend throttle (docs/requirements.md §7.10)', () => {
  it('lets the first code go, then waits out 30 seconds after each', () => {
    expect(sendWait({ lastHour: 0, lastAgoSeconds: undefined, oldestAgoSeconds: undefined })).toBe(0);
    expect(sendWait({ lastHour: 1, lastAgoSeconds: 4.2, oldestAgoSeconds: 4.2 })).toBe(26);
    expect(sendWait({ lastHour: 1, lastAgoSeconds: 30, oldestAgoSeconds: 30 })).toBe(0);
  });

  it('after five in an hour, waits until the oldest is an hour old', () => {
    expect(sendWait({ lastHour: 5, lastAgoSeconds: 40, oldestAgoSeconds: 600 })).toBe(3000);
    expect(sendWait({ lastHour: 4, lastAgoSeconds: 40, oldestAgoSeconds: 600 })).toBe(0);
  });
});

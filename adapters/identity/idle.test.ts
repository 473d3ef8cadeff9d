import { describe, expect, it } from 'vitest';
import { announcesAt, countdownText, idlePhase, idleTiming } from './idle';

describe('idleTiming', () => {
  it('ends the countdown before the server’s idle timeout, however late the last renewal was', () => {
    for (const idleMinutes of [1, 2, 5, 30, 120]) {
      for (const countdown of [60, 120]) {
        const t = idleTiming({ idleMinutes }, countdown);
        // the server's clock lags the last activity by at most one renewal interval and its own minute of write granularity
        expect(t.warnAfterMs + t.countdownMs + 2 * t.renewEveryMs).toBeLessThan(idleMinutes * 60_000);
        expect(t.warnAfterMs).toBeGreaterThan(0);
        expect(t.countdownMs).toBeGreaterThan(0);
      }
    }
  });

  it('with the default 30 minutes: 120 s (60 s in the journey) of countdown after about 26 minutes', () => {
    expect(idleTiming({ idleMinutes: 30 }, 120)).toEqual({ warnAfterMs: 1_550_000, countdownMs: 120_000, renewEveryMs: 60_000 });
    expect(idleTiming({ idleMinutes: 30 }, 60).countdownMs).toBe(60_000);
  });

  it('a one-minute server timeout shortens the countdown to fit', () => {
    expect(idleTiming({ idleMinutes: 1 }, 120)).toEqual({ warnAfterMs: 12_000, countdownMs: 12_000, renewEveryMs: 15_000 });
  });

  it('the test values of the server win when both are sent', () => {
    expect(idleTiming({ idleMinutes: 30, warnAfterSeconds: 4, countdownSeconds: 6 }, 120)).toMatchObject({ warnAfterMs: 4000, countdownMs: 6000 });
  });
});

describe('idlePhase', () => {
  const t = { warnAfterMs: 10_000, countdownMs: 5_000, renewEveryMs: 1000 };
  it('quiet, then counting down in whole seconds, then over', () => {
    expect(idlePhase(t, 9_999)).toEqual({ phase: 'active' });
    expect(idlePhase(t, 10_000)).toEqual({ phase: 'warning', secondsLeft: 5 });
    expect(idlePhase(t, 14_001)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(idlePhase(t, 15_000)).toEqual({ phase: 'expired' });
  });
});

describe('countdown text and announcements', () => {
  it('mm:ss', () => {
    expect([countdownText(120), countdownText(61), countdownText(9), countdownText(0)]).toEqual(['02:00', '01:01', '00:09', '00:00']);
  });

  it('speaks at the start, each half minute and at 10 s, not every second', () => {
    const spoken = Array.from({ length: 120 }, (_, i) => 120 - i).filter((s) => announcesAt(s, 120));
    expect(spoken).toEqual([120, 90, 60, 30, 10]);
    expect(Array.from({ length: 45 }, (_, i) => 45 - i).filter((s) => announcesAt(s, 45))).toEqual([45, 30, 10]);
  });
});

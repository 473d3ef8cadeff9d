import { describe, expect, it } from 'vitest';
import { cpuThrottling, describeProfile, MID_RANGE_MOBILE, networkConditions } from './profile';

describe('the mid-range mobile profile', () => {
  it('turns megabits and kilobits per second into the bytes per second CDP expects', () => {
    expect(networkConditions(MID_RANGE_MOBILE)).toEqual({ offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  });

  it('slows the CPU four times on a 390 px wide viewport', () => {
    expect(cpuThrottling(MID_RANGE_MOBILE)).toEqual({ rate: 4 });
    expect(MID_RANGE_MOBILE.viewport.width).toBe(390);
  });

  it('describes itself in one line', () => {
    expect(describeProfile(MID_RANGE_MOBILE)).toBe('1.6 Mbps down, 750 Kbps up, 150 ms added per request, 4x CPU slowdown, viewport 390x844');
  });
});

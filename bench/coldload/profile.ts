/**
 * The throttled mobile profile of the cold-load benchmark (docs/bench.md "Cold load"), and the
 * Chrome DevTools Protocol parameters that apply it to one page.
 */
export interface MobileProfile {
  /** downlink in megabits per second (10^6 bits) */
  downloadMbps: number;
  /** uplink in kilobits per second (10^3 bits) */
  uploadKbps: number;
  /** added to every request's round trip by Chromium's request-level throttling */
  latencyMs: number;
  /** main-thread slowdown: 4 ≈ a mid-range phone against a laptop core */
  cpuSlowdown: number;
  viewport: { width: number; height: number };
}

/** A mid-range phone on a mediocre mobile link (the figures: 1.6 Mbps, 150 ms, 4x CPU). */
export const MID_RANGE_MOBILE: MobileProfile = {
  downloadMbps: 1.6,
  uploadKbps: 750,
  latencyMs: 150,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

export interface NetworkConditions {
  offline: false;
  latency: number;
  /** bytes per second, as `Network.emulateNetworkConditions` takes them */
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Parameters of `Network.emulateNetworkConditions`. */
export function networkConditions(profile: MobileProfile): NetworkConditions {
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: Math.round((profile.downloadMbps * 1_000_000) / 8),
    uploadThroughput: Math.round((profile.uploadKbps * 1_000) / 8),
  };
}

/** Parameters of `Emulation.setCPUThrottlingRate`. */
export function cpuThrottling(profile: MobileProfile): { rate: number } {
  return { rate: profile.cpuSlowdown };
}

/** One line for the report header. */
export function describeProfile(profile: MobileProfile): string {
  return `${profile.downloadMbps} Mbps down, ${profile.uploadKbps} Kbps up, ${profile.latencyMs} ms added per request, ${profile.cpuSlowdown}x CPU slowdown, viewport ${profile.viewport.width}x${profile.viewport.height}`;
}

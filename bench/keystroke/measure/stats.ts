/** Nearest-rank percentile (p in 0..100) of a non-empty list; NaN values are ignored. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export interface Summary {
  median: number;
  p95: number;
}

export const summarize = (values: number[]): Summary => ({ median: percentile(values, 50), p95: percentile(values, 95) });

import { describe, expect, it } from 'vitest';
import type { ColdLoadSample } from './measure/drive';
import { renderReport, speedups, type VariantRuns } from './report';

const sample = (readyMs: number, lcpMs: number, js = 100_000): ColdLoadSample => ({
  fieldMs: readyMs - 10,
  readyMs,
  lcpMs,
  lastLongTaskMs: readyMs + 5,
  transfer: {
    bytes: { js, css: 2_000, other: 3_000 },
    requests: 4,
    jsEncodings: ['br'],
    jsCacheControl: ['public, max-age=31536000, immutable'],
    firstApiRequestMs: readyMs / 2,
    scriptsDoneMs: NaN,
  },
  field: 'root_first_name',
});

const ours: VariantRuns = { title: 'ours', samples: [sample(1000, 900), sample(1200, 1000), sample(1100, 950)] };
const bare: VariantRuns = { title: 'bare RJSF', samples: [sample(2000, 1800), sample(2400, 2000), sample(2200, 1900)] };

describe('speedups', () => {
  it('divides the baseline by ours, median by median and p95 by p95', () => {
    const s = speedups(ours, bare);
    expect(s.input).toEqual({ median: 2, p95: 2 });
    expect(s.lcp.median).toBeCloseTo(1900 / 950);
  });
});

describe('renderReport', () => {
  it('prints each measure with median and p95, the served encodings, the ratios and the target verdict', () => {
    const text = renderReport(ours, bare, 'Cold load');
    expect(text).toMatch(/ours\s+form field in the DOM \(ms\)\s+1090\s+1190/);
    expect(text).toMatch(/accepts input \(ms\)\s+1100\s+1200/);
    expect(text).toMatch(/JS transferred \(kB\)\s+100\.0\s+100\.0/);
    expect(text).toMatch(/all transferred \(kB\)\s+105\.0/);
    expect(text).toMatch(/requests \(n\)\s+4\s+4/);
    expect(text).toMatch(/first API request sent \(ms\)\s+550\s+600/);
    expect(text).toMatch(/last script arrives \(ms\)\s+n\/a\s+n\/a/);
    expect(text).toContain('ours: content-encoding br; cache-control public, max-age=31536000, immutable; field root_first_name');
    expect(text).toContain('accepts input: median 2.00x, p95 2.00x');
    expect(text).toContain('target: ours accepts input at least 1.5x sooner than bare RJSF (medians): 2.00x MET');
  });

  it('says MISSED when ours is not 1.5x sooner', () => {
    expect(renderReport(bare, ours, 'Cold load')).toContain('0.50x MISSED');
  });
});

/** The printed report: per variant and measure the median and p95 of the runs, how each was served, ratios and the target. */
import { summarize } from '../keystroke/measure/stats';
import type { ColdLoadSample } from './measure/drive';
import { TRANSFER_KINDS } from './measure/transfer';

export interface VariantRuns {
  title: string;
  samples: ColdLoadSample[];
}

/** The target: on the mobile profile our step accepts input at least this many times sooner. */
export const TARGET_SPEEDUP = 1.5;

const MEASURES: { title: string; unit: 'ms' | 'kB' | 'n'; pick: (s: ColdLoadSample) => number }[] = [
  { title: 'form field in the DOM', unit: 'ms', pick: (s) => s.fieldMs },
  { title: 'accepts input', unit: 'ms', pick: (s) => s.readyMs },
  { title: 'largest contentful paint', unit: 'ms', pick: (s) => s.lcpMs },
  { title: 'last long task ends', unit: 'ms', pick: (s) => s.lastLongTaskMs },
  { title: 'first API request sent', unit: 'ms', pick: (s) => s.transfer.firstApiRequestMs },
  { title: 'last script arrives', unit: 'ms', pick: (s) => s.transfer.scriptsDoneMs },
  ...TRANSFER_KINDS.map((kind) => ({ title: `${kind === 'other' ? 'other' : kind.toUpperCase()} transferred`, unit: 'kB' as const, pick: (s: ColdLoadSample) => s.transfer.bytes[kind] })),
  { title: 'all transferred', unit: 'kB', pick: (s) => TRANSFER_KINDS.reduce((sum, k) => sum + s.transfer.bytes[k], 0) },
  { title: 'requests', unit: 'n', pick: (s) => s.transfer.requests },
];

function figure(value: number, unit: 'ms' | 'kB' | 'n'): string {
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'kB') return (value / 1000).toFixed(1);
  return value.toFixed(0);
}

const times = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : 'n/a');

/** The first `textColumns` columns are left-aligned text, the rest right-aligned figures. */
function table(header: string[], lines: string[][], textColumns = 2): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

function figures(variants: VariantRuns[]): string {
  const lines: string[][] = [];
  for (const v of variants) {
    MEASURES.forEach((m, i) => {
      const s = summarize(v.samples.map(m.pick));
      lines.push([i === 0 ? v.title : '', `${m.title} (${m.unit})`, figure(s.median, m.unit), figure(s.p95, m.unit)]);
    });
  }
  return table(['variant', 'measure', 'median', 'p95'], lines);
}

const distinct = (values: string[]) => [...new Set(values)].join(', ');

function served(variants: VariantRuns[]): string[] {
  return [
    'how each was served (JavaScript responses) and the field typed into:',
    ...variants.map(
      (v) =>
        `  ${v.title}: content-encoding ${distinct(v.samples.flatMap((s) => s.transfer.jsEncodings))}; cache-control ${distinct(v.samples.flatMap((s) => s.transfer.jsCacheControl))}; field ${distinct(v.samples.map((s) => s.field))}`,
    ),
  ];
}

const median = (v: VariantRuns, pick: (s: ColdLoadSample) => number) => summarize(v.samples.map(pick));

/** baseline / ours: above 1x ours is faster. */
export function speedups(ours: VariantRuns, baseline: VariantRuns): { input: { median: number; p95: number }; lcp: { median: number; p95: number } } {
  const ratio = (pick: (s: ColdLoadSample) => number) => {
    const o = median(ours, pick);
    const b = median(baseline, pick);
    return { median: b.median / o.median, p95: b.p95 / o.p95 };
  };
  return { input: ratio((s) => s.readyMs), lcp: ratio((s) => s.lcpMs) };
}

export function renderReport(ours: VariantRuns, baseline: VariantRuns, context: string): string {
  const s = speedups(ours, baseline);
  const met = s.input.median >= TARGET_SPEEDUP ? 'MET' : 'MISSED';
  return [
    context,
    '',
    figures([ours, baseline]),
    '',
    ...served([ours, baseline]),
    '',
    `${baseline.title} / ours (above 1x ours is faster):`,
    `  accepts input: median ${times(s.input.median)}, p95 ${times(s.input.p95)}`,
    `  largest contentful paint: median ${times(s.lcp.median)}, p95 ${times(s.lcp.p95)}`,
    '',
    `target: ours accepts input at least ${TARGET_SPEEDUP}x sooner than bare RJSF (medians): ${times(s.input.median)} ${met}`,
  ].join('\n');
}

/**
 * The printed report: per form (the synthetic page, the largest shipped page), per variant and
 * measure median and p95, ours against each baseline, the targets; then the ratios of every form
 * side by side.
 */
import { WORK_KINDS, type KeystrokeSample, type WorkKind } from './measure/trace-analysis';
import { summarize, type Summary } from './measure/stats';

export interface VariantResult {
  id: string;
  title: string;
  /** ours is compared with each baseline; a reference (the measurement floor) is only shown */
  role: 'ours' | 'baseline' | 'reference';
  /** a baseline's column heading in the side-by-side ratios, e.g. "live on" */
  short?: string;
  /** the measured keystrokes of steady typing */
  samples: KeystrokeSample[];
  /** keys each followed by a pause: their deferred work (ours: the commit of the typed text) */
  paused: KeystrokeSample[];
}

const MEASURES = [
  { key: 'handlerMs', title: 'handler, wall' },
  { key: 'handlerCpuMs', title: 'handler, cpu' },
  { key: 'mainThreadMs', title: 'all work, wall' },
  { key: 'mainThreadCpuMs', title: 'all work, cpu' },
  { key: 'nextPaintMs', title: 'next paint' },
] as const;
type MeasureKey = (typeof MEASURES)[number]['key'];

/** Measured on the keys followed by a pause, one figure per pause. */
const PAUSE_MEASURES = [
  { key: 'deferredMs', title: 'deferred after a pause, wall' },
  { key: 'deferredCpuMs', title: 'deferred after a pause, cpu' },
] as const;

export const TARGET_MAIN_P95_MS = 4;
/** On the synthetic 300-field page: ours at least this many times faster than plain RJSF with liveValidate on. */
export const TARGET_SPEEDUP_VS_LIVE = 5;
/** On the largest shipped page: not slower than plain RJSF with liveValidate on (typing must not regress there). */
export const TARGET_SPEEDUP_SHIPPED = 1;

const KIND_TITLES: Record<WorkKind, string> = { script: 'script', styleLayout: 'style+layout', paint: 'paint', gc: 'GC', other: 'other' };

const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : v.toFixed(2));
const times = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)}x` : 'n/a');
const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

const stat = (r: VariantResult, key: MeasureKey): Summary => summarize(r.samples.map((s) => s[key]));

/** The first `textColumns` columns are left-aligned text, the rest right-aligned figures. */
function table(header: string[], lines: string[][], textColumns = 2): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

function figures(results: VariantResult[]): string {
  const lines: string[][] = [];
  for (const r of results) {
    MEASURES.forEach((m, i) => {
      const s = stat(r, m.key);
      lines.push([i === 0 ? r.title : '', m.title, ms(s.median), ms(s.p95)]);
    });
    for (const m of PAUSE_MEASURES) {
      const s = summarize(r.paused.map((sample) => sample[m.key]));
      lines.push(['', m.title, ms(s.median), ms(s.p95)]);
    }
  }
  return table(['variant', 'measure (ms per keystroke)', 'median', 'p95'], lines);
}

const mean = (samples: KeystrokeSample[], pick: (s: KeystrokeSample) => number) =>
  samples.length === 0 ? NaN : samples.reduce((sum, s) => sum + pick(s), 0) / samples.length;

/** Mean CPU ms by kind of work (means add up to the mean CPU time; medians would not). */
function breakdown(results: VariantResult[]): string {
  const header = ['variant', ...WORK_KINDS.map((k) => KIND_TITLES[k]), 'total'];
  const typing = results.map((r) => [
    r.title,
    ...WORK_KINDS.map((k) => ms(mean(r.samples, (s) => s.cpuByKind[k]))),
    ms(mean(r.samples, (s) => s.mainThreadCpuMs)),
  ]);
  const paused = results.map((r) => [
    r.title,
    ...WORK_KINDS.map((k) => ms(mean(r.paused, (s) => s.deferredCpuByKind[k]))),
    ms(mean(r.paused, (s) => s.deferredCpuMs)),
  ]);
  return [
    `where the CPU time of all work goes (mean ms per keystroke):\n${table(header, typing, 1)}`,
    `where the CPU time of the deferred work goes (mean ms per pause):\n${table(header, paused, 1)}`,
  ].join('\n\n');
}

function ratios(ours: VariantResult, baselines: VariantResult[]): string[] {
  const out = ['ours against each baseline (baseline p95 / ours p95; above 1x ours is faster):'];
  for (const base of baselines) {
    const parts = MEASURES.map((m) => `${m.title} ${times(stat(base, m.key).p95 / stat(ours, m.key).p95)}`);
    out.push(`  vs ${base.title}: ${parts.join(', ')}`);
  }
  return out;
}

function targets(ours: VariantResult, live: VariantResult | undefined, speedup: number): string[] {
  const wall = stat(ours, 'handlerMs').p95;
  const cpu = stat(ours, 'handlerCpuMs').p95;
  const speedWall = live ? stat(live, 'handlerMs').p95 / wall : NaN;
  const speedCpu = live ? stat(live, 'handlerCpuMs').p95 / cpu : NaN;
  return [
    'targets, on the handler (wall counts on a quiet machine; cpu leaves out time spent waiting for a core):',
    `  ours p95 <= ${TARGET_MAIN_P95_MS} ms main-thread per keystroke: wall ${ms(wall)} ms ${verdict(wall <= TARGET_MAIN_P95_MS)}, cpu ${ms(cpu)} ms ${verdict(cpu <= TARGET_MAIN_P95_MS)}`,
    `  ours p95 >= ${speedup}x faster than plain RJSF liveValidate on: wall ${times(speedWall)} ${verdict(speedWall >= speedup)}, cpu ${times(speedCpu)} ${verdict(speedCpu >= speedup)}`,
  ];
}

/** One form the variants rendered. */
export interface ReportGroup {
  /** what was rendered and typed into, printed above its tables (one or more lines) */
  heading: string;
  /** the form's name in the side-by-side ratios */
  name: string;
  results: VariantResult[];
  /** the id of the baseline the speed-up target is judged against */
  liveBaseline: string;
  /** the speed-up target against it (baseline p95 / ours p95 on the handler) */
  speedup: number;
}

function oursAndBaselines(group: ReportGroup): { ours: VariantResult; baselines: VariantResult[] } {
  const ours = group.results.find((r) => r.role === 'ours');
  if (!ours) throw new Error(`${group.name}: no variant has the role "ours"`);
  return { ours, baselines: group.results.filter((r) => r.role === 'baseline') };
}

function section(group: ReportGroup): string[] {
  const heading = group.heading.split('\n').map((line, i) => (i === 0 ? `== ${line}` : `   ${line}`));
  const out = [...heading, '', figures(group.results), '', breakdown(group.results), ''];
  const { ours, baselines } = oursAndBaselines(group);
  return [...out, ...ratios(ours, baselines), '', ...targets(ours, baselines.find((b) => b.id === group.liveBaseline), group.speedup)];
}

/** Every form's ratios in one table: a column per form and baseline, a row per measure. */
function sideBySide(groups: ReportGroup[]): string[] {
  const columns = groups.flatMap((group) => {
    const { ours, baselines } = oursAndBaselines(group);
    return baselines.map((base) => ({ title: `${group.name}: ${base.short ?? base.title}`, ours, base }));
  });
  const lines = MEASURES.map((m) => [m.title, ...columns.map((c) => times(stat(c.base, m.key).p95 / stat(c.ours, m.key).p95))]);
  return ['ours against plain RJSF on each form, side by side (baseline p95 / ours p95; above 1x ours is faster):', table(['measure', ...columns.map((c) => c.title)], lines, 1)];
}

export function renderReport(groups: ReportGroup[], context: string): string {
  const out = [context];
  for (const group of groups) out.push('', ...section(group));
  if (groups.length > 1) out.push('', ...sideBySide(groups));
  return out.join('\n');
}

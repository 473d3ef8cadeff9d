/** The printed table: per variant median and p95, our ratio to each baseline, and the targets. */
import { WORK_KINDS, type KeystrokeSample, type WorkKind } from './measure/trace-analysis';
import { summarize, type Summary } from './measure/stats';

export interface VariantResult {
  id: string;
  title: string;
  /** undefined when the variant could not run (reason says why) */
  samples?: KeystrokeSample[];
  reason?: string;
}

interface Row {
  title: string;
  main: Summary;
  cpu: Summary;
  paint: Summary;
}

export const TARGET_MAIN_P95_MS = 4;
export const TARGET_SPEEDUP_VS_LIVE = 5;

const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : v.toFixed(2));
const times = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)}x` : 'n/a');

function row(result: VariantResult): Row | undefined {
  if (!result.samples) return undefined;
  return {
    title: result.title,
    main: summarize(result.samples.map((s) => s.mainThreadMs)),
    cpu: summarize(result.samples.map((s) => s.mainThreadCpuMs)),
    paint: summarize(result.samples.map((s) => s.nextPaintMs)),
  };
}

const KIND_TITLES: Record<WorkKind, string> = { script: 'script', styleLayout: 'style+layout', paint: 'paint', gc: 'GC', other: 'other' };

/** Mean CPU ms per keystroke by kind of work (means add up to the mean CPU time; medians would not). */
function breakdown(results: VariantResult[]): string {
  const measured = results.filter((r): r is VariantResult & { samples: KeystrokeSample[] } => r.samples !== undefined && r.samples.length > 0);
  const lines = measured.map((r) => {
    const n = r.samples.length;
    const mean = (k: WorkKind) => r.samples.reduce((sum, s) => sum + s.cpuByKind[k], 0) / n;
    const total = r.samples.reduce((sum, s) => sum + s.mainThreadCpuMs, 0) / n;
    return [r.title, ...WORK_KINDS.map((k) => ms(mean(k))), ms(total)];
  });
  return `where the CPU time goes (mean ms per keystroke):\n${table(['variant', ...WORK_KINDS.map((k) => KIND_TITLES[k]), 'total'], lines)}`;
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

export function renderReport(results: VariantResult[], context: string): string {
  const out: string[] = [context, ''];
  const header = ['variant', 'main ms med', 'main ms p95', 'cpu ms med', 'cpu ms p95', 'next paint med', 'next paint p95'];
  const lines = results.map((r) => {
    const x = row(r);
    if (!x) return [r.title, 'not run', '', '', '', '', ''];
    return [x.title, ms(x.main.median), ms(x.main.p95), ms(x.cpu.median), ms(x.cpu.p95), ms(x.paint.median), ms(x.paint.p95)];
  });
  out.push(table(header, lines), '');
  for (const r of results) if (!r.samples) out.push(`${r.title}: not run, ${r.reason ?? 'no reason given'}`);
  out.push(breakdown(results), '');

  const [ours, ...baselines] = results.map(row);
  if (!ours) {
    out.push('ours: not measured, no ratios or targets.');
    return out.join('\n');
  }
  out.push('ratios (baseline p95 / ours p95; higher is better for ours):');
  for (const base of baselines) {
    if (!base) continue;
    out.push(
      `  vs ${base.title}: main-thread ${times(base.main.p95 / ours.main.p95)}, cpu ${times(base.cpu.p95 / ours.cpu.p95)}, next paint ${times(base.paint.p95 / ours.paint.p95)}`,
    );
  }
  const live = baselines[0];
  const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
  const speedWall = live ? live.main.p95 / ours.main.p95 : NaN;
  const speedCpu = live ? live.cpu.p95 / ours.cpu.p95 : NaN;
  out.push(
    '',
    'targets (wall is what counts on a quiet machine; cpu discounts time the thread waited for a core):',
    `  ours main-thread p95 <= ${TARGET_MAIN_P95_MS} ms per keystroke: wall ${ms(ours.main.p95)} ms ${verdict(ours.main.p95 <= TARGET_MAIN_P95_MS)}, cpu ${ms(ours.cpu.p95)} ms ${verdict(ours.cpu.p95 <= TARGET_MAIN_P95_MS)}`,
    `  ours main-thread p95 >= ${TARGET_SPEEDUP_VS_LIVE}x faster than plain RJSF liveValidate on: wall ${times(speedWall)} ${verdict(speedWall >= TARGET_SPEEDUP_VS_LIVE)}, cpu ${times(speedCpu)} ${verdict(speedCpu >= TARGET_SPEEDUP_VS_LIVE)}`,
  );
  return out.join('\n');
}

/** The printed table: per variant median and p95, our ratio to each baseline, and the targets. */
import type { KeystrokeSample } from './measure/trace-analysis';
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
  const speedup = live ? live.main.p95 / ours.main.p95 : NaN;
  out.push(
    '',
    'targets:',
    `  ours main-thread p95 <= ${TARGET_MAIN_P95_MS} ms per keystroke: ${ms(ours.main.p95)} ms -> ${ours.main.p95 <= TARGET_MAIN_P95_MS ? 'MET' : 'MISSED'}`,
    `  ours main-thread p95 >= ${TARGET_SPEEDUP_VS_LIVE}x faster than plain RJSF liveValidate on: ${times(speedup)} -> ${speedup >= TARGET_SPEEDUP_VS_LIVE ? 'MET' : 'MISSED'}`,
  );
  return out.join('\n');
}

import { describe, expect, it } from 'vitest';
import type { KeystrokeSample } from './measure/trace-analysis';
import { renderReport, type ReportGroup, type VariantResult } from './report';

const kinds = { script: 0, styleLayout: 0, paint: 0, gc: 0, other: 0 };
/** Every measure of every keystroke is `ms`. */
const samples = (ms: number): KeystrokeSample[] =>
  Array.from({ length: 4 }, () => ({
    handlerMs: ms,
    handlerCpuMs: ms,
    mainThreadMs: ms,
    mainThreadCpuMs: ms,
    nextPaintMs: ms,
    tasks: 1,
    cpuByKind: { ...kinds, script: ms },
    deferredMs: ms,
    deferredCpuMs: ms,
    deferredCpuByKind: kinds,
  }));
const variant = (id: string, role: VariantResult['role'], ms: number, short?: string): VariantResult => ({
  id,
  title: `${id} title`,
  role,
  ...(short ? { short } : {}),
  samples: samples(ms),
  paused: samples(ms),
});

const synthetic: ReportGroup = {
  heading: 'synthetic page: 300 fields',
  name: '300 fields',
  liveBaseline: 'rjsf-live',
  speedup: 5,
  results: [variant('ours', 'ours', 2), variant('rjsf-live', 'baseline', 20, 'live on'), variant('rjsf', 'baseline', 10, 'live off'), variant('floor', 'reference', 1)],
};
const shipped: ReportGroup = {
  heading: 'largest shipped page: practice-information\ntyping into "Explain"',
  name: 'practice-information',
  liveBaseline: 'page-rjsf-live',
  speedup: 2,
  results: [variant('page-ours', 'ours', 4), variant('page-rjsf-live', 'baseline', 6, 'live on'), variant('page-rjsf', 'baseline', 4.8, 'live off')],
};

describe('the keystroke report', () => {
  const report = renderReport([synthetic, shipped], 'CONTEXT');

  it('prints each form under its heading with its own ratios and targets', () => {
    const [first = '', second = ''] = report.split('\n== ').slice(1);
    expect(first.startsWith('synthetic page: 300 fields')).toBe(true);
    expect(first).toContain('vs rjsf-live title: handler, wall 10.0x');
    expect(first).toContain('ours p95 >= 5x faster than plain RJSF liveValidate on: wall 10.0x MET, cpu 10.0x MET');
    expect(second.startsWith('largest shipped page: practice-information\n   typing into "Explain"\n')).toBe(true);
    expect(second).toContain('vs page-rjsf-live title: handler, wall 1.5x');
    expect(second).toContain('ours p95 <= 4 ms main-thread per keystroke: wall 4.00 ms MET, cpu 4.00 ms MET');
    expect(second).toContain('ours p95 >= 2x faster than plain RJSF liveValidate on: wall 1.5x MISSED, cpu 1.5x MISSED');
    expect(second).not.toContain('floor title');
  });

  it('ends with the ratios of both forms side by side, a column per form and baseline', () => {
    const table = report.slice(report.indexOf('ours against plain RJSF on each form, side by side'));
    expect(table.split('\n').slice(1, 4)).toEqual([
      'measure         300 fields: live on  300 fields: live off  practice-information: live on  practice-information: live off',
      '--------------  -------------------  --------------------  -----------------------------  ------------------------------',
      'handler, wall                 10.0x                  5.0x                           1.5x                            1.2x',
    ]);
  });

  it('prints no side-by-side table for one form', () => {
    expect(renderReport([shipped], 'CONTEXT')).not.toContain('side by side');
  });
});

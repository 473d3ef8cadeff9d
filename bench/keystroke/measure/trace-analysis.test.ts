import { describe, expect, it } from 'vitest';
import { keystrokeSamples, type TraceEvent } from './trace-analysis';
import { percentile, summarize } from './stats';

const MAIN = { pid: 7, tid: 7 };

const task = (tsMs: number, durMs: number, tdurMs = durMs, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: tsMs * 1000,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});

/** EventTiming begin event; the page clock is the trace clock minus 1000 ms here. */
const timing = (type: string, traceMs: number, durationMs: number): TraceEvent => ({
  name: 'EventTiming',
  ph: 'b',
  ...MAIN,
  ts: traceMs * 1000,
  args: { data: { type, timeStamp: traceMs - 1000, duration: durationMs } },
});

const dispatch = (type: string, traceMs: number): TraceEvent => ({
  name: 'EventDispatch',
  ph: 'X',
  ...MAIN,
  ts: traceMs * 1000,
  dur: 100,
  args: { data: { type } },
});

describe('keystrokeSamples', () => {
  const trace: TraceEvent[] = [
    task(5, 4), // before the first key: not counted
    timing('keydown', 10, 6),
    dispatch('keydown', 10.5),
    timing('keypress', 10, 12),
    timing('input', 11, 14), // presented at 25 → 15 ms after the keydown at 10
    timing('keyup', 20, 40), // keyup's own frame is not the typed character's
    task(10.2, 3, 2),
    task(10.4, 1), // nested in the task above: counted once
    task(14, 2, 1.5),
    dispatch('input', 14.5), // React's onChange runs in a second task here
    task(12, 50, 50, { pid: 7, tid: 99 }), // another thread
    task(12, 50, 50, { pid: 8, tid: 8 }), // another process
    timing('keydown', 160, 4),
    dispatch('keydown', 160.3),
    task(160.1, 1.25),
    task(200, 0.75),
  ];

  it('sums the main-thread tasks from each keydown to the next one, wall and CPU', () => {
    const [first, second] = keystrokeSamples(trace);
    expect(first).toMatchObject({ mainThreadMs: 5, mainThreadCpuMs: 3.5, tasks: 2 });
    expect(second).toMatchObject({ mainThreadMs: 2, mainThreadCpuMs: 2, tasks: 2 });
  });

  it('measures the handler from the keydown task to the end of the task that dispatches input', () => {
    const [first, second] = keystrokeSamples(trace);
    expect(first).toMatchObject({ handlerMs: 5.8, handlerCpuMs: 3.5 });
    expect(second).toMatchObject({ handlerMs: 1.25, handlerCpuMs: 1.25 });
  });

  it('measures next paint from the keydown to the latest presentation of keydown, keypress and input', () => {
    const samples = keystrokeSamples(trace);
    expect(samples.map((s) => s.nextPaintMs)).toEqual([15, 4]);
  });

  it('splits the CPU time by kind from the self time of nested slices', () => {
    const slice = (name: string, tsMs: number, durMs: number): TraceEvent => ({ name, ph: 'X', ...MAIN, ts: tsMs * 1000, dur: durMs * 1000 });
    const [sample] = keystrokeSamples([
      timing('keydown', 10, 6),
      dispatch('keydown', 10.5),
      task(10, 10),
      slice('EventDispatch', 10.5, 6), // 6 ms, of which 4 in the function call below
      slice('FunctionCall', 11, 4), // 4 ms, of which 1 in a forced layout
      slice('Layout', 12, 1),
      slice('Paint', 17, 2),
      slice('MinorGC', 19.5, 0.5),
    ]);
    expect(sample?.cpuByKind).toEqual({ script: 5, styleLayout: 1, paint: 2, gc: 0.5, other: 1.5 });
  });

  it('counts the tasks starting 200 ms or more after a key as its deferred work, inside all work', () => {
    const slice = (name: string, tsMs: number, durMs: number): TraceEvent => ({ name, ph: 'X', ...MAIN, ts: tsMs * 1000, dur: durMs * 1000 });
    const [paused, steady] = keystrokeSamples([
      timing('keydown', 10, 6),
      dispatch('keydown', 10.5),
      task(10, 2),
      task(150, 1), // a caret blink, say: not deferred
      task(310, 8, 6), // the commit 300 ms after the key
      slice('FunctionCall', 310.5, 5),
      slice('Layout', 316, 1),
      timing('keydown', 810, 4),
      dispatch('keydown', 810.3),
      task(810.1, 1.5),
    ]);
    expect(paused).toMatchObject({ deferredMs: 8, deferredCpuMs: 6, mainThreadMs: 11, mainThreadCpuMs: 9 });
    expect(paused?.deferredCpuByKind).toEqual({ script: 5, styleLayout: 1, paint: 0, gc: 0, other: 0 });
    expect(steady).toMatchObject({ deferredMs: 0, deferredCpuMs: 0 });
  });

  it('names the problem when the trace holds no key presses', () => {
    expect(() => keystrokeSamples([task(1, 1)])).toThrow(
      'trace has no keydown EventDispatch: were the keys sent to the page, and is devtools.timeline traced?',
    );
  });
});

describe('percentile', () => {
  it('uses the nearest rank and ignores NaN', () => {
    const values = [5, 1, 4, 2, 3, NaN];
    expect(percentile(values, 50)).toBe(3);
    expect(percentile(values, 95)).toBe(5);
    expect(summarize(Array.from({ length: 40 }, (_, i) => i + 1))).toEqual({ median: 20, p95: 38 });
  });
});

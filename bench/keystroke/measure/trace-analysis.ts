/**
 * Per-keystroke figures from a Chromium trace (categories in TRACE_CATEGORIES).
 *
 * - Keystrokes are read from the renderer's `EventTiming` trace events (one per DOM event, the
 *   Event Timing API's data without its 16 ms threshold or 8 ms rounding): each `keydown` starts
 *   a keystroke; the `keypress`/`beforeinput`/`input`/`keyup` after it belong to it.
 * - Handler: from the start of the main-thread task that dispatches the keydown to the end of the
 *   task that dispatches the keystroke's `input` (usually the same task; React renders and commits
 *   a discrete input update inside it). Wall time, and the CPU time of those tasks.
 * - All work: the sum of the renderer main thread's top-level tasks (`RunTask`) that start from
 *   this keystroke's keydown up to the next keystroke's keydown — the handler task plus keyup,
 *   any deferred work (effects, timers, transitions) and style/layout/paint of the frame. Wall
 *   time (`dur`) and thread CPU time (`tdur`, robust when other processes compete for the cores).
 *   The CPU time is also split by kind (script, style & layout, paint, GC, other) from the self
 *   time of the traced slices inside those tasks.
 * - Deferred (after a pause): the main-thread tasks of the window that start DEFERRED_AFTER_MS or
 *   more after the keydown — work a form defers until typing pauses (ours commits the typed text
 *   to the form 300 ms after the last key). Empty while keys come faster than that.
 * - Next paint: the latest presentation time (timeStamp + duration) of the keystroke's
 *   keydown/keypress/beforeinput/input events, minus the keydown's timeStamp: from the key
 *   press to the frame that shows the typed character.
 */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** microseconds */
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown> };
}

export const WORK_KINDS = ['script', 'styleLayout', 'paint', 'gc', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** Tasks starting this long after a keydown count as deferred work, not the keystroke's own. */
export const DEFERRED_AFTER_MS = 200;

export interface KeystrokeSample {
  handlerMs: number;
  handlerCpuMs: number;
  mainThreadMs: number;
  mainThreadCpuMs: number;
  nextPaintMs: number;
  /** number of main-thread tasks counted */
  tasks: number;
  /** where the CPU time went: self time of the traced slices inside those tasks, by kind */
  cpuByKind: Record<WorkKind, number>;
  /** the tasks of the window that start DEFERRED_AFTER_MS or more after the keydown (part of all work) */
  deferredMs: number;
  deferredCpuMs: number;
  deferredCpuByKind: Record<WorkKind, number>;
}

interface Timing {
  type: string;
  /** ms, page clock */
  timeStamp: number;
  /** ms */
  duration: number;
  /** µs, trace clock */
  ts: number;
}

const FRAME_OF_KEYSTROKE = new Set(['keydown', 'keypress', 'beforeinput', 'input']);
/** The DOM events that carry the key press into the page (textInput is Blink's step before beforeinput). */
const HANDLED = new Set(['keydown', 'keypress', 'textInput', 'beforeinput', 'input']);

function eventTimings(events: TraceEvent[], pid: number): Timing[] {
  const out: Timing[] = [];
  for (const e of events) {
    if (e.name !== 'EventTiming' || e.ph !== 'b' || e.pid !== pid) continue;
    const data = e.args?.data;
    if (!data || typeof data.type !== 'string' || typeof data.timeStamp !== 'number') continue;
    out.push({ type: data.type, timeStamp: data.timeStamp, duration: typeof data.duration === 'number' ? data.duration : 0, ts: e.ts });
  }
  return out.sort((a, b) => a.timeStamp - b.timeStamp);
}

const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'HitTest', 'RecalculateStyles']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'PaintImage', 'CompositeLayers']);
const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'EvaluateScript', 'v8.compile', 'v8.run']);

function kindOf(name: string): WorkKind {
  if (SCRIPT.has(name)) return 'script';
  if (STYLE_LAYOUT.has(name)) return 'styleLayout';
  if (PAINT.has(name)) return 'paint';
  if (name === 'MinorGC' || name === 'MajorGC' || name.startsWith('V8.GC') || name.startsWith('BlinkGC')) return 'gc';
  return 'other';
}

const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;

/** Self CPU time by kind of the main-thread slices inside the window (a slice minus its children). */
function cpuByKind(slices: TraceEvent[]): Record<WorkKind, number> {
  const out: Record<WorkKind, number> = { script: 0, styleLayout: 0, paint: 0, gc: 0, other: 0 };
  const open: { event: TraceEvent; children: number }[] = [];
  const close = (until: number) => {
    while (open.length > 0) {
      const top = open[open.length - 1] as { event: TraceEvent; children: number };
      if (until < top.event.ts + (top.event.dur ?? 0)) break;
      open.pop();
      out[kindOf(top.event.name)] += Math.max(0, cpu(top.event) - top.children) / 1000;
    }
  };
  for (const slice of slices) {
    close(slice.ts);
    const parent = open[open.length - 1];
    if (parent) parent.children += cpu(slice);
    open.push({ event: slice, children: 0 });
  }
  close(Infinity);
  return out;
}

/** Top-level tasks only: a RunTask nested inside another (nested run loop) is already counted. */
function topLevelTasks(events: TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  const out: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    out.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return out;
}

function groupByKeystroke(timings: Timing[]): Timing[][] {
  const groups: Timing[][] = [];
  for (const t of timings) {
    if (t.type === 'keydown') groups.push([t]);
    else groups[groups.length - 1]?.push(t);
  }
  return groups;
}

/** The renderer that handled the keys: the process and thread of the keydown dispatches. */
function rendererMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const keydown = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  if (!keydown) throw new Error('trace has no keydown EventDispatch: were the keys sent to the page, and is devtools.timeline traced?');
  return { pid: keydown.pid, tid: keydown.tid };
}

const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);

/** Tasks from the one dispatching the keydown to the one dispatching the last input event. */
function handlerTasks(tasks: TraceEvent[], dispatches: TraceEvent[]): TraceEvent[] {
  const owning = (d: TraceEvent) => tasks.findIndex((t) => t.ts <= d.ts && d.ts < end(t));
  const indices = dispatches.map(owning).filter((i) => i >= 0);
  if (indices.length === 0) return [];
  return tasks.slice(Math.min(...indices), Math.max(...indices) + 1);
}

/** One sample per keydown in the trace, in order; the last one's window runs to the end of the trace. */
export function keystrokeSamples(events: TraceEvent[]): KeystrokeSample[] {
  const { pid, tid } = rendererMainThread(events);
  const groups = groupByKeystroke(eventTimings(events, pid));
  const tasks = topLevelTasks(events, pid, tid);
  // parents before children: by start, then longest first
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const dispatches = slices.filter((e) => e.name === 'EventDispatch' && HANDLED.has(String(e.args?.data?.type)));
  return groups.map((group, index) => {
    const keydown = group[0] as Timing;
    const windowEnd = groups[index + 1]?.[0]?.ts ?? Infinity;
    const inWindow = tasks.filter((t) => t.ts >= keydown.ts && t.ts < windowEnd);
    const first = inWindow[0];
    const last = inWindow[inWindow.length - 1];
    const windowSlices = first && last ? slices.filter((e) => e.ts >= first.ts && e.ts < end(last)) : [];
    const deferred = inWindow.filter((t) => t.ts >= keydown.ts + DEFERRED_AFTER_MS * 1000);
    const deferredSlices = windowSlices.filter((e) => deferred.some((t) => t.ts <= e.ts && e.ts < end(t)));
    const handler = handlerTasks(inWindow, dispatches.filter((d) => d.ts >= keydown.ts && d.ts < windowEnd));
    const handlerFirst = handler[0];
    const handlerLast = handler[handler.length - 1];
    const presented = group
      .filter((t) => FRAME_OF_KEYSTROKE.has(t.type) && t.duration > 0)
      .map((t) => t.timeStamp + t.duration);
    return {
      handlerMs: handlerFirst && handlerLast ? (end(handlerLast) - handlerFirst.ts) / 1000 : NaN,
      handlerCpuMs: handler.length > 0 ? handler.reduce((sum, t) => sum + cpu(t), 0) / 1000 : NaN,
      mainThreadMs: inWindow.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000,
      mainThreadCpuMs: inWindow.reduce((sum, t) => sum + cpu(t), 0) / 1000,
      nextPaintMs: presented.length > 0 ? Math.max(...presented) - keydown.timeStamp : NaN,
      tasks: inWindow.length,
      cpuByKind: cpuByKind(windowSlices),
      deferredMs: deferred.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000,
      deferredCpuMs: deferred.reduce((sum, t) => sum + cpu(t), 0) / 1000,
      deferredCpuByKind: cpuByKind(deferredSlices),
    };
  });
}

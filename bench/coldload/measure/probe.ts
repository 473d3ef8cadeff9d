/**
 * The script the benchmark adds to every page before the page's own scripts run (an init
 * script). It timestamps, in `performance.now()` terms (milliseconds from navigation start):
 *
 * - `fieldAt`: the first text-like input of a form (not hidden, radio, checkbox, button or file;
 *   a textarea counts) is in the DOM, enabled and not read-only: read in a MutationObserver
 *   callback, the microtask right after the DOM change;
 * - `readyAt`: the first task the page runs after that one (a MessageChannel message posted
 *   from the observer): from then on a key press is handled without waiting for the work that
 *   rendered the field;
 * - `lcp`: the latest Largest Contentful Paint candidate (Chromium stops reporting at the first
 *   input, so read after typing it is the page's LCP);
 * - `lastLongTaskEnd`: the end of the latest main-thread task of 50 ms or more.
 *
 * Plain JavaScript in a string: it runs in the page as written, untouched by any transpiler.
 */
export const PROBE_SCRIPT = `(() => {
  const probe = { fieldAt: null, readyAt: null, lcp: null, lastLongTaskEnd: 0, target: null };
  Object.defineProperty(window, '__coldload', { value: probe });
  const SELECTOR = 'form input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]):not([type=reset]):not([type=file]):not([type=image]), form textarea';
  const find = () => {
    for (const el of document.querySelectorAll(SELECTOR)) if (!el.disabled && !el.readOnly) return el;
    return null;
  };
  const observer = new MutationObserver(() => {
    const el = find();
    if (!el) return;
    probe.fieldAt = performance.now();
    probe.target = el;
    observer.disconnect();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { probe.readyAt = performance.now(); channel.port1.close(); };
    channel.port2.postMessage(0);
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'readonly'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** What the probe holds, read back by the harness. */
export interface ProbeReadings {
  fieldAt: number | null;
  readyAt: number | null;
  lcp: number | null;
  lastLongTaskEnd: number;
}

/**
 * Drives one variant in Chromium: opens the page, focuses the target text field by its label,
 * types at a steady human pace, then a few keys each followed by a pause, while the renderer is
 * traced, and returns one sample per keystroke of each phase.
 */
import { writeFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { keystrokeSamples, TRACE_CATEGORIES, type KeystrokeSample, type TraceEvent } from './trace-analysis';

export interface TypingPlan {
  /** label of the text field to type into, matched exactly unless fieldId is given */
  label: string;
  /** the field's DOM id, when its accessible name is not its label alone (plain RJSF adds "*" to a required one) */
  fieldId?: string;
  /** keystrokes before measuring (JIT and first-render paths warm up) */
  warmup: number;
  measured: number;
  /** pause between key presses: 150 ms ≈ a fast typist */
  intervalMs: number;
  /** then this many single keys, each followed by a pause of pauseMs: what a form defers until typing pauses */
  pauses: number;
  pauseMs: number;
  /** when set, the raw trace is written here (open it in DevTools' Performance panel) */
  saveTraceTo?: string;
}

const TEXT = 'the quick brown fox jumps over the lazy dog while typing a long answer ';

export function textToType(count: number): string {
  return TEXT.repeat(Math.ceil(count / TEXT.length)).slice(0, count);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function openVariant(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.benchReady || document.documentElement.dataset.benchError, null, {
    timeout: 60_000,
  });
  const error = await page.evaluate(() => document.documentElement.dataset.benchError);
  if (error) throw new Error(`${url}: the page failed to render: ${error}`);
  return { context, page };
}

export interface VariantSamples {
  /** the measured keystrokes of steady typing */
  typing: KeystrokeSample[];
  /** the keystrokes each followed by a pause: their deferred work is what typing left for the pause */
  paused: KeystrokeSample[];
}

export async function measureVariant(browser: Browser, url: string, typing: TypingPlan): Promise<VariantSamples> {
  const { context, page } = await openVariant(browser, url);
  try {
    const field = typing.fieldId ? page.locator(`[id="${typing.fieldId}"]`) : page.getByLabel(typing.label, { exact: true });
    // in the middle of the viewport, as a person typing sees it: a field left straddling the bottom
    // edge (where a click leaves it) paints its text off screen, and Chromium then reports no Event Timing
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await field.click();
    await sleep(500);
    // Steady typing, then keys each followed by a pause; one trailing keystroke closes the window
    // of the last paused one.
    const steady = typing.warmup + typing.measured;
    const text = textToType(steady + typing.pauses + 1);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const start = Date.now();
    for (let i = 0; i < steady; i += 1) {
      await page.keyboard.press(text[i] as string);
      await sleep(Math.max(0, start + (i + 1) * typing.intervalMs - Date.now()));
    }
    for (let i = steady; i < text.length; i += 1) {
      const pressed = Date.now();
      await page.keyboard.press(text[i] as string);
      if (i < text.length - 1) await sleep(Math.max(0, pressed + typing.pauseMs - Date.now()));
    }
    // Event Timing entries are reported after their frame is presented: let the last one land.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await sleep(500);
    const raw = await browser.stopTracing();
    if (typing.saveTraceTo) await writeFile(typing.saveTraceTo, raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    const typed = await field.inputValue();
    if (!typed.includes(text.trimEnd())) {
      throw new Error(`${url}: field "${typing.label}" holds ${JSON.stringify(typed)}, expected the typed ${JSON.stringify(text)}`);
    }
    const samples = keystrokeSamples(trace.traceEvents);
    if (samples.length !== text.length) {
      throw new Error(`${url}: the trace shows ${samples.length} keystrokes, ${text.length} were typed`);
    }
    return { typing: samples.slice(typing.warmup, steady), paused: samples.slice(steady, steady + typing.pauses) };
  } finally {
    await context.close();
  }
}

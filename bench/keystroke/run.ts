/**
 * `npm run bench:keystroke`: typing latency of our JourneyForm against plain RJSF on the same
 * 300-field page, in one Chromium run. See docs/bench.md for what is measured and how.
 */
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../../tests/e2e/support-axe/chromium';
import { serveStatic } from '../../tests/e2e/support-axe/static-server';
import { buildBenchPage } from './build';
import { buildPlan } from './fields/plan';
import { measureVariant, type TypingPlan } from './measure/drive';
import { DEFERRED_AFTER_MS } from './measure/trace-analysis';
import { renderReport, type VariantResult } from './report';

const VARIANTS: Pick<VariantResult, 'id' | 'title' | 'role'>[] = [
  { id: 'ours', title: 'ours: compileLayout -> JourneyForm', role: 'ours' },
  { id: 'rjsf-live', title: 'plain RJSF, liveValidate on', role: 'baseline' },
  { id: 'rjsf', title: 'plain RJSF, liveValidate off', role: 'baseline' },
  { id: 'floor', title: 'floor: one bare <input>', role: 'reference' },
];

/** KEYSTROKE_TRACE_DIR=dir keeps each variant's Chromium trace there, for DevTools. */
const traceDir = process.env.KEYSTROKE_TRACE_DIR;

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? NaN;
  const plan = buildPlan();
  const target = plan.fields.find((f) => f.name === plan.typingTarget);
  if (!target) throw new Error(`typing target ${plan.typingTarget} is not in the plan`);
  const typing: TypingPlan = { label: target.label, warmup: 5, measured: 40, intervalMs: 150, pauses: 10, pauseMs: 800 };

  const bundle = await buildBenchPage();
  const server = await serveStatic(bundle.outDir);
  const browser = await launchChromium();
  const results: VariantResult[] = [];
  try {
    for (const variant of VARIANTS) {
      if (variant.id === 'ours' && !bundle.oursAvailable) {
        results.push({ ...variant, reason: 'widgets/journey-form does not export JourneyForm yet' });
        continue;
      }
      const saveTraceTo = traceDir ? join(traceDir, `keystroke-${variant.id}.json`) : undefined;
      const measured = await measureVariant(browser, `${server.url}/index.html?variant=${variant.id}`, { ...typing, saveTraceTo });
      results.push({ ...variant, samples: measured.typing, paused: measured.paused });
    }
    const rules = plan.fields.filter((f) => f.parent !== undefined).length;
    const context = [
      `Keystroke benchmark: ${plan.fields.length} fields, ${rules} display rules; typing into "${target.label}"`,
      `${typing.measured} measured keystrokes per variant after ${typing.warmup} warm-up, one every ${typing.intervalMs} ms, then ${typing.pauses} keys each followed by a ${typing.pauseMs} ms pause; Chromium ${browser.version()} headless`,
      `machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? NaN).toFixed(2)} at the end`,
      'handler = keydown task to the end of the task dispatching input; all work = every main-thread task until the next key; next paint = key press to the frame showing it;',
      `deferred = main-thread tasks starting ${DEFERRED_AFTER_MS} ms or more after a key followed by a pause (ours: committing the typed text to the form) (docs/bench.md)`,
    ].join('\n');
    console.log(renderReport(results, context));
    console.log(`\nran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
    await server.close();
    await rm(bundle.outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

/**
 * `npm run bench:keystroke`: typing latency of our JourneyForm against plain RJSF, in one Chromium
 * run, on the same synthetic 300-field page and on the largest shipped layout page. See
 * docs/bench.md for what is measured and how.
 */
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../../tests/e2e/support-axe/chromium';
import { serveStatic } from '../../tests/e2e/support-axe/static-server';
import { benchRuntime, buildBenchPage } from './build';
import { buildPlan } from './fields/plan';
import { measureVariant, type TypingPlan } from './measure/drive';
import { DEFERRED_AFTER_MS } from './measure/trace-analysis';
import { renderReport, TARGET_SPEEDUP_SHIPPED, TARGET_SPEEDUP_VS_LIVE, type ReportGroup, type VariantResult } from './report';
import { fieldDomId } from './shipped/choose';
import { loadShippedPage, type ShippedPage } from './shipped/load';
import type { VariantId } from './page/variant';

interface Variant extends Pick<VariantResult, 'title' | 'role' | 'short'> {
  id: VariantId;
  /** set on the shipped page's variants: the typed-into field's DOM id there */
  renderer?: 'ours' | 'rjsf';
}

const SYNTHETIC: Variant[] = [
  { id: 'ours', title: 'ours: compileLayout -> JourneyForm', role: 'ours' },
  { id: 'rjsf-live', title: 'plain RJSF, liveValidate on', role: 'baseline', short: 'live on' },
  { id: 'rjsf', title: 'plain RJSF, liveValidate off', role: 'baseline', short: 'live off' },
  { id: 'floor', title: 'floor: one bare <input>', role: 'reference' },
];

const SHIPPED: Variant[] = [
  { id: 'page-ours', title: 'ours: compileLayout -> JourneyForm', role: 'ours', renderer: 'ours' },
  { id: 'page-rjsf-live', title: 'plain RJSF, liveValidate on', role: 'baseline', short: 'live on', renderer: 'rjsf' },
  { id: 'page-rjsf', title: 'plain RJSF, liveValidate off', role: 'baseline', short: 'live off', renderer: 'rjsf' },
];

/** KEYSTROKE_TRACE_DIR=dir keeps each variant's Chromium trace there, for DevTools. */
const traceDir = process.env.KEYSTROKE_TRACE_DIR;

const TYPING = { warmup: 5, measured: 40, intervalMs: 150, pauses: 10, pauseMs: 800 };
/** every key typed into one field, the last one closing the window of the last pause */
const CHARS = TYPING.warmup + TYPING.measured + TYPING.pauses + 1;

/** Three lines: the page and its size, where the typing goes, what the baselines render. */
function shippedHeading(shipped: ShippedPage): string {
  const rules = Object.entries(shipped.rules).filter(([, n]) => n > 0);
  const total = rules.reduce((sum, [, n]) => sum + n, 0);
  const kinds = rules.map(([kind, n]) => `${n} ${kind}`).join(', ');
  return [
    `largest shipped page: ${shipped.file}, ${shipped.fields} fields (components included), ${total} rules${kinds ? ` (${kinds})` : ''}`,
    `typing into "${shipped.target.label}" (${shipped.target.path}); answers from ${shipped.target.source === 'no answers' ? 'none' : `fixture ${shipped.target.source}`}`,
    'plain RJSF renders the same JSON Schema without the rules, so every field is on screen; read every figure against the floor above',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? NaN;
  const plan = buildPlan();
  const target = plan.fields.find((f) => f.name === plan.typingTarget);
  if (!target) throw new Error(`typing target ${plan.typingTarget} is not in the plan`);
  const shipped = loadShippedPage(CHARS);

  const runtime = benchRuntime();
  const outDir = await buildBenchPage(shipped.form, runtime);
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  const measure = async (variant: Variant, typing: TypingPlan): Promise<VariantResult> => {
    const saveTraceTo = traceDir ? join(traceDir, `keystroke-${variant.id}.json`) : undefined;
    const measured = await measureVariant(browser, `${server.url}/index.html?variant=${variant.id}`, { ...typing, saveTraceTo });
    return { ...variant, samples: measured.typing, paused: measured.paused };
  };
  try {
    const synthetic: VariantResult[] = [];
    for (const variant of SYNTHETIC) synthetic.push(await measure(variant, { ...TYPING, label: target.label }));
    const real: VariantResult[] = [];
    for (const variant of SHIPPED) {
      const fieldId = variant.renderer ? fieldDomId(variant.renderer, shipped.target.path) : undefined;
      real.push(await measure(variant, { ...TYPING, label: shipped.target.label, fieldId }));
    }
    const rules = plan.fields.filter((f) => f.parent !== undefined).length;
    const route = shipped.compiled.meta.routeName;
    const groups: ReportGroup[] = [
      {
        heading: `synthetic page: ${plan.fields.length} fields, ${rules} display rules; typing into "${target.label}"`,
        name: `${plan.fields.length} fields`,
        results: synthetic,
        liveBaseline: 'rjsf-live',
        speedup: TARGET_SPEEDUP_VS_LIVE,
      },
      { heading: shippedHeading(shipped), name: route, results: real, liveBaseline: 'page-rjsf-live', speedup: TARGET_SPEEDUP_SHIPPED },
    ];
    const context = [
      `Keystroke benchmark: ours against plain RJSF on a synthetic ${plan.fields.length}-field page and on the largest shipped page (${shipped.file})`,
      `${TYPING.measured} measured keystrokes per variant after ${TYPING.warmup} warm-up, one every ${TYPING.intervalMs} ms, then ${TYPING.pauses} keys each followed by a ${TYPING.pauseMs} ms pause; Chromium ${browser.version()} headless`,
      `every variant renders with ${runtime === 'preact' ? 'preact/compat, as the built app (KEYSTROKE_RUNTIME=preact)' : 'react-dom (KEYSTROKE_RUNTIME=preact: preact/compat, as the built app)'}`,
      `machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? NaN).toFixed(2)} at the end`,
      'handler = keydown task to the end of the task dispatching input; all work = every main-thread task until the next key; next paint = key press to the frame showing it;',
      `deferred = main-thread tasks starting ${DEFERRED_AFTER_MS} ms or more after a key followed by a pause (ours: committing the typed text to the form) (docs/bench.md)`,
    ].join('\n');
    console.log(renderReport(groups, context));
    console.log(`\nran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

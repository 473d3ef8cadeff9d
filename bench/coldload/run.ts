/**
 * `npm run bench:coldload`: a cold visit of the lawyers' general-information step on a throttled
 * mid-range phone, our portal against a bare RJSF page of the same fields, in one Chromium run.
 * See docs/bench.md "Cold load" for what is measured and how.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { compileLayout } from '../../adapters/compile';
import type { CompileContext, LayoutPage } from '../../adapters/types';
import { DEMO_PASSWORD } from '../../server/demo/accounts';
import { API } from '../../server/http/paths';
import { launchChromium } from '../../tests/e2e/support-axe/chromium';
import { buildBaselinePage } from './baseline/build';
import { toBareRjsf } from './baseline/to-bare-rjsf';
import { measureColdLoad, type ColdLoadSample, type LoadTarget } from './measure/drive';
import { portalPorts, ROOT, signIn, startPortal } from './portal';
import { describeProfile, MID_RANGE_MOBILE } from './profile';
import { renderReport } from './report';
import { serveCompressed } from './serve/compressed-static';

const PROGRAM = { client: 'CANLAWYERS', path: 'lawyers', step: 'general-information', applicant: 'lawyer@demo.test' };
const CONTEXT: CompileContext = { locale: 'en-CA', program: PROGRAM.client, applicationType: 'NEW', role: 'applicant' };

function intFromEnv(name: string, fallback: number | undefined, min: number): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const started = Date.now();
  /** COLDLOAD_RUNS: cold loads per variant; COLDLOAD_PORT: first of four ports to use (else free ones). */
  const runs = intFromEnv('COLDLOAD_RUNS', 5, 1) as number;
  const basePort = intFromEnv('COLDLOAD_PORT', undefined, 1);
  const loadAtStart = loadavg()[0] ?? NaN;

  const page = JSON.parse(readFileSync(join(ROOT, 'schemas/programs', PROGRAM.client, 'pages', `${PROGRAM.step}.json`), 'utf8')) as LayoutPage;
  const baselineDir = await buildBaselinePage(toBareRjsf(compileLayout(page, CONTEXT)));
  const cleanup: (() => Promise<unknown>)[] = [() => rm(baselineDir, { recursive: true, force: true })];
  try {
    const portal = await startPortal(await portalPorts(basePort));
    cleanup.push(() => portal.stop());
    const cookies = await signIn(portal.url, PROGRAM.applicant, DEMO_PASSWORD);
    const baselineServer = await serveCompressed(baselineDir, basePort === undefined ? 0 : basePort + 3);
    cleanup.push(() => baselineServer.close());
    const browser = await launchChromium();
    cleanup.push(() => browser.close());

    const ours: LoadTarget = { name: 'ours', url: `${portal.url}/${PROGRAM.path}/en-ca/${PROGRAM.step}`, apiPath: API, cookies };
    const bare: LoadTarget = { name: 'bare RJSF', url: `${baselineServer.url}/`, apiPath: API };
    // one unthrottled visit each first, so that no server-side first-request work lands in a measured run
    for (const target of [ours, bare]) await measureColdLoad(browser, target, null);

    const samples = new Map<LoadTarget, ColdLoadSample[]>([[ours, []], [bare, []]]);
    for (let i = 0; i < runs; i += 1) {
      // alternate the order so that a slow spell on the machine does not fall on one variant only
      for (const target of i % 2 === 0 ? [ours, bare] : [bare, ours]) {
        samples.get(target)?.push(await measureColdLoad(browser, target, MID_RANGE_MOBILE));
        process.stderr.write('.');
      }
    }
    process.stderr.write('\n');

    const context = [
      `Cold-load benchmark: the ${PROGRAM.path} "${PROGRAM.step}" step (en-CA, signed in as ${PROGRAM.applicant}) against bare RJSF with the same schema`,
      `${runs} cold loads per variant (fresh browser context, empty cache), alternating; Chromium ${browser.version()} headless`,
      `profile: ${describeProfile(MID_RANGE_MOBILE)}`,
      `machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? NaN).toFixed(2)} at the end`,
      'times in ms from navigation start; accepts input = first task after the first enabled text field of a form is in the DOM (a typed character then checked in it); bytes on the wire, headers included (docs/bench.md)',
    ].join('\n');
    console.log(
      renderReport(
        { title: `ours: ${ours.url.replace(portal.url, '')}`, samples: samples.get(ours) ?? [] },
        { title: 'bare RJSF (react, @rjsf/core, validator-ajv8)', samples: samples.get(bare) ?? [] },
        context,
      ),
    );
    console.log(`\nran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

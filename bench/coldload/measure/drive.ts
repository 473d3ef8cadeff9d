/**
 * One cold load of one variant in Chromium: a fresh browser context (empty HTTP cache), the
 * mobile profile applied over CDP before navigating, the probe script in the page; then a
 * character typed into the field the probe found, and checked again once the network is quiet.
 */
import type { Browser, CDPSession, ElementHandle } from 'playwright-core';
import { cpuThrottling, MID_RANGE_MOBILE, networkConditions, type MobileProfile } from '../profile';
import { PROBE_SCRIPT, type ProbeReadings } from './probe';
import { tallyTransfer, type NetworkEvent, type Transfer } from './transfer';

export interface LoadTarget {
  /** the variant's name in error messages */
  name: string;
  url: string;
  /** path prefix of the server's API: its requests are the page's data (the waterfall figure) */
  apiPath: string;
  /** cookies for the URL's origin (ours: the demo applicant's session) */
  cookies?: { name: string; value: string }[];
}

export interface ColdLoadSample {
  /** ms from navigation start: the first form text field is in the DOM and enabled */
  fieldMs: number;
  /** ms from navigation start: the first task after that one: the field accepts input */
  readyMs: number;
  /** Largest Contentful Paint, ms from navigation start */
  lcpMs: number;
  /** end of the latest main-thread task of 50 ms or more, ms from navigation start (0: none) */
  lastLongTaskMs: number;
  transfer: Transfer;
  /** id (or name) of the field typed into */
  field: string;
}

const TYPED = 'Q';
const QUIET_MS = 1_000;
const LOAD_TIMEOUT_MS = 120_000;

const NETWORK_EVENTS = ['Network.requestWillBeSent', 'Network.responseReceived', 'Network.loadingFinished', 'Network.loadingFailed'] as const;

/** Records the page's network events and tells when nothing has been in flight for `QUIET_MS`. */
function recordNetwork(cdp: CDPSession) {
  const events: NetworkEvent[] = [];
  const inFlight = new Set<string>();
  let lastChange = Date.now();
  for (const method of NETWORK_EVENTS) {
    cdp.on(method, (params: { requestId: string }) => {
      events.push({ method, params } as NetworkEvent);
      if (method === 'Network.requestWillBeSent') inFlight.add(params.requestId);
      else if (method !== 'Network.responseReceived') inFlight.delete(params.requestId);
      lastChange = Date.now();
    });
  }
  const quiet = async () => {
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`the network was still busy after ${LOAD_TIMEOUT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { events, quiet };
}

const count = (text: string, char: string) => text.toLowerCase().split(char.toLowerCase()).length - 1;

/** `profile` null: no throttling (the unmeasured warm-up load). */
export async function measureColdLoad(browser: Browser, target: LoadTarget, profile: MobileProfile | null): Promise<ColdLoadSample> {
  const context = await browser.newContext({ viewport: (profile ?? MID_RANGE_MOBILE).viewport, locale: 'en-CA' });
  try {
    if (target.cookies) await context.addCookies(target.cookies.map((c) => ({ ...c, url: new URL(target.url).origin })));
    await context.addInitScript({ content: PROBE_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = recordNetwork(cdp);
    await cdp.send('Network.enable');
    if (profile) {
      await cdp.send('Network.emulateNetworkConditions', networkConditions(profile));
      await cdp.send('Emulation.setCPUThrottlingRate', cpuThrottling(profile));
    }

    await page.goto(target.url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const fail = (why: string) => new Error(`${target.name} (${target.url}): ${why}`);
    try {
      await page.waitForFunction(() => (window as unknown as { __coldload: ProbeReadings }).__coldload.readyAt !== null, null, {
        timeout: LOAD_TIMEOUT_MS,
        polling: 50,
      });
    } catch {
      throw fail(`no enabled text field of a form appeared within ${LOAD_TIMEOUT_MS / 1000} s`);
    }
    const field = (await page.evaluateHandle(
      () => (window as unknown as { __coldload: { target: HTMLInputElement } }).__coldload.target,
    )) as ElementHandle<HTMLInputElement>;
    const before = await field.inputValue();
    await field.focus();
    await page.keyboard.press(TYPED);
    const typed = await field.inputValue();
    if (count(typed, TYPED) !== count(before, TYPED) + 1) throw fail(`the typed "${TYPED}" did not land in the field: it holds ${JSON.stringify(typed)}`);

    await network.quiet();
    // a server-rendered field is replaced by the app's live one of the same id when the app takes over: the
    // character must be in the field the page now has (docs/bench.md "What it measures")
    const settled = await field.evaluate((el) => {
      const live = el.isConnected ? el : el.id ? document.getElementById(el.id) : null;
      return live instanceof HTMLInputElement || live instanceof HTMLTextAreaElement ? live.value : null;
    });
    if (settled === null || count(settled, TYPED) !== count(before, TYPED) + 1) {
      throw fail(`the typed "${TYPED}" was lost once the page finished loading (field now ${JSON.stringify(settled)})`);
    }
    const wanted = new URL(target.url);
    const landed = new URL(page.url());
    if (landed.pathname !== wanted.pathname) throw fail(`the page moved to ${landed.pathname}: not the page asked for`);

    const readings = await page.evaluate(() => {
      const p = (window as unknown as { __coldload: ProbeReadings }).__coldload;
      return { fieldAt: p.fieldAt, readyAt: p.readyAt, lcp: p.lcp, lastLongTaskEnd: p.lastLongTaskEnd };
    });
    const name = await field.evaluate((el) => el.id || el.name || el.tagName.toLowerCase());
    return {
      fieldMs: readings.fieldAt ?? NaN,
      readyMs: readings.readyAt ?? NaN,
      lcpMs: readings.lcp ?? NaN,
      lastLongTaskMs: readings.lastLongTaskEnd,
      transfer: tallyTransfer(network.events, target.apiPath),
      field: name,
    };
  } finally {
    await context.close();
  }
}

/**
 * No waterfall (docs/architecture.md "How a page loads"): a signed-in applicant opens a step page in a new
 * tab on a slow mobile link, in real Chromium against the real server. From the browser's own Resource
 * Timing, the page's data requests start while its code is still downloading, not after it has run, and
 * its validator module as soon as the layout reply names it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleErrors } from './support/page-checks';
import { DEMO_PASSWORD, expectHeading } from './support/people';
import { e2ePortal } from './support/portal';

const API = '/smb/cnc/api/v2';

const e2e = e2ePortal();

/** A new tab holding only the session cookie of `login` (signed in through the API), on a 1.6 Mbps link with 150 ms latency. */
async function coldTab(login: string): Promise<Page> {
  const signedIn = await fetch(`${e2e.server.url}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const [name = '', value = ''] = signedIn.headers.get('set-cookie')!.split(';')[0]!.split('=');
  const context = await e2e.browser.newContext({ locale: 'en-CA' });
  e2e.contexts.push(context);
  await context.addCookies([{ name, value, url: e2e.server.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 });
  return page;
}

interface Timing {
  path: string;
  start: number;
  end: number;
}

/** Every request of the page as Chromium timed it: path and query, start, end (ms since navigation). */
function timings(page: Page): Promise<Timing[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => {
      const url = new URL(r.name);
      return { path: url.pathname + url.search, start: r.startTime, end: r.responseEnd };
    }),
  );
}

describe('a step page opened cold', () => {
  // a step the server does not pre-render (its check box and markdown are the app's): the app fetches what it needs
  it('requests its data while its code loads', async () => {
    const page = await coldTab('lawyer@demo.test');
    const errors = consoleErrors(page);
    await page.goto(`${e2e.server.url}/lawyers/en-ca/important-information`);
    await expectHeading(page, 'Important information');
    await page.locator('form input[type=checkbox]').first().waitFor();

    const all = await timings(page);
    const one = (what: string, test: (t: Timing) => boolean) => {
      const found = all.filter(test);
      expect(found, `exactly one ${what} request in ${JSON.stringify(all, null, 1)}`).toHaveLength(1);
      return found[0]!;
    };
    const config = (p: string) => one(`config ${p}`, (t) => t.path.startsWith(`${API}/config?`) && new URLSearchParams(t.path.split('?')[1]).get('page') === p);
    const chunk = one('JourneyPage chunk', (t) => /^\/assets\/JourneyPage-[\w-]+\.js$/.test(t.path));
    // the app's code (the validator module, also a script, is the page's data)
    const codeLoaded = Math.max(...all.filter((t) => t.path.startsWith('/assets/') && t.path.endsWith('.js')).map((t) => t.end));
    const timeline = JSON.stringify(all.map((t) => `${t.start.toFixed(0)}→${t.end.toFixed(0)} ${t.path}`), null, 1);

    // what the URL names starts with the page's chunk, before it has arrived
    for (const request of [one('session', (t) => t.path === `${API}/session`), config('journey'), config('important-information'), config('user_idle')]) {
      expect(request.start, timeline).toBeLessThan(chunk.end);
    }
    // the proposal needs the session reply's customer number: it starts then, still before the code has all arrived
    const proposal = one('proposal', (t) => t.path === `${API}/proposals`);
    expect(proposal.start, timeline).toBeLessThan(codeLoaded);
    // the validator module's key comes with the layout reply: the module starts on that reply, before the page could
    // have computed the key itself (it compiles the layout once its code, journey, proposal and layout are all in)
    const validators = one('validator module', (t) => /^\/smb\/cnc\/api\/v2\/validators\/CANLAWYERS\/important-information\/[0-9a-f]{64}\.js$/.test(t.path));
    expect(validators.start, timeline).toBeGreaterThanOrEqual(config('important-information').end);
    expect(validators.start, timeline).toBeLessThan(Math.max(codeLoaded, proposal.end));
    expect(errors).toEqual([]);
  });

  // the server drew the step and inlined its first replies (docs/architecture.md "How a page loads"): nothing to wait for
  it('a pre-rendered step asks for none of the data it carries, and its validator module starts with the HTML', async () => {
    const page = await coldTab('lawyer@demo.test');
    const errors = consoleErrors(page);
    await page.goto(`${e2e.server.url}/lawyers/en-ca/general-information`);
    await page.locator('[data-first-paint] input').first().waitFor();
    // the app took over: the static page is gone, the live form is there
    await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
    await expectHeading(page, 'General information');
    await page.getByLabel('First name', { exact: true }).waitFor();

    const all = await timings(page);
    const timeline = JSON.stringify(all.map((t) => `${t.start.toFixed(0)}→${t.end.toFixed(0)} ${t.path}`), null, 1);
    // the footer's component is asked by the footer, which comes after the page, as without a first paint
    const inlinedPages = ['journey', 'general-information', 'user_idle', 'brandsConfig', 'header'];
    const configPage = (t: Timing) => (t.path.startsWith(`${API}/config?`) ? new URLSearchParams(t.path.split('?')[1]).get('page') : null);
    const inlined = all.filter((t) => t.path === `${API}/session` || t.path === `${API}/proposals` || t.path === `${API}/proposals/drafts` || inlinedPages.includes(configPage(t) ?? ''));
    expect(inlined, timeline).toEqual([]);
    const chunk = all.find((t) => /^\/assets\/JourneyPage-[\w-]+\.js$/.test(t.path));
    const validators = all.filter((t) => /^\/smb\/cnc\/api\/v2\/validators\/CANLAWYERS\/general-information\/[0-9a-f]{64}\.js$/.test(t.path));
    expect(validators, timeline).toHaveLength(1);
    expect(chunk, timeline).toBeDefined();
    expect(validators[0]!.start, timeline).toBeLessThan(chunk!.end);
    expect(errors).toEqual([]);
  });
});

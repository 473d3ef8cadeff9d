/**
 * The first step's form in the HTML (docs/architecture.md "How a page loads"), in Chromium against the
 * real server: with the app's scripts held back, the server's static form is there and takes typing,
 * choices and focus; once the scripts run, the app's live form carries all of it, the focus and caret
 * included, and Continue saves it. It looks the same before and after (screenshots in en-CA and fr-CA,
 * 1280 and 390 px, to $SHOTS_DIR when set).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleErrors } from './support/page-checks';
import { DEMO_PASSWORD, expectHeading } from './support/people';
import { e2ePortal } from './support/portal';

const API = '/smb/cnc/api/v2';
const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });

/** A tab signed in as `login` whose app scripts wait for `release()`. */
async function heldTab(login: string, width = 390): Promise<{ page: Page; context: BrowserContext; release: () => void }> {
  const signedIn = await fetch(`${e2e.server.url}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const [name = '', value = ''] = signedIn.headers.get('set-cookie')!.split(';')[0]!.split('=');
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
  e2e.contexts.push(context);
  await context.addCookies([{ name, value, url: e2e.server.url }]);
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { page, context, release };
}

const staticPage = (page: Page) => page.locator('[data-first-paint]');
const tookOver = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-first-paint]') && document.querySelector('form.rjsf input'), null, { timeout: 60_000 });

describe('the server’s first paint of a step', () => {
  it('takes input before any script runs, and the app carries it, focus and caret included, into a save', async () => {
    const { page, release } = await heldTab('lawyer@demo.test');
    const errors = consoleErrors(page);
    await page.goto(`${e2e.server.url}/lawyers/en-ca/general-information`, { waitUntil: 'commit' });
    const form = staticPage(page);
    await form.getByRole('heading', { level: 1, name: 'General information' }).waitFor();
    // prefilled from the account, as the live form opens
    expect(await form.getByLabel('First name', { exact: true }).inputValue()).toBe('Laura');
    // no script has run: the form is the server's, and it cannot be submitted
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/') && r.name.endsWith('.js') && (r as PerformanceResourceTiming).responseEnd > 0))).toBe(false);
    await expect.poll(() => form.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);

    await form.getByRole('radio', { name: 'English' }).check();
    await form.getByRole('radio', { name: 'Individual' }).check();
    await form.getByLabel('Province or territory of your practice').selectOption('ON');
    await form.getByLabel('Year called to the bar').fill('2011');
    await form.getByLabel('Coverage start date', { exact: true }).fill('15/01/2027');
    const society = form.getByLabel('Law society member number');
    await society.fill('LS-42');
    // the caret in the middle: it must come back there
    await society.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));

    release();
    await tookOver(page);
    const live = page.locator('form.rjsf');
    await expect.poll(() => live.getByLabel('Law society member number').inputValue()).toBe('LS-42');
    expect(await page.evaluate(() => [document.activeElement?.id, (document.activeElement as HTMLInputElement).selectionStart])).toEqual(['root.law_society_number', 2]);
    expect(await live.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    expect(await live.getByRole('radio', { name: 'Individual' }).isChecked()).toBe(true);
    expect(await live.getByLabel('Province or territory of your practice').inputValue()).toBe('ON');
    expect(await live.getByLabel('Year called to the bar').inputValue()).toBe('2011');
    expect(await live.getByLabel('Coverage start date', { exact: true }).inputValue()).toBe('15/01/2027');
    // typing goes on in the live field, where the caret was
    await page.keyboard.type('X');
    expect(await live.getByLabel('Law society member number').inputValue()).toBe('LSX-42');

    await live.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/general-information'), { timeout: 30_000 });
    const proposal = await page.evaluate(async (api) => {
      const session = (await (await fetch(`${api}/session`, { headers: { accept: 'application/json' } })).json()) as { user: { customer_number: string } };
      const reply = await fetch(`${api}/proposals`, { headers: { accept: 'application/json', client: 'CANLAWYERS', program_type: 'LAWYER', customer_number: session.user.customer_number } });
      return (await reply.json()) as { progress_states: { name: string; form_elements: Record<string, unknown> }[] };
    }, API);
    const saved = proposal.progress_states.find((s) => s.name === 'general-information')?.form_elements ?? proposal.progress_states.find((s) => 'law_society_number' in s.form_elements)?.form_elements;
    expect(saved).toMatchObject({ law_society_number: 'LSX-42', language_code: 'en', is_qa_individual_or_corporation: 'individual', business_province: 'ON', year_called_to_bar: 2011, coverage_begin_date: '2027-01-15' });
    expect(errors).toEqual([]);
  });

  for (const [locale, heading] of [['en-ca', 'General information'], ['fr-ca', 'Renseignements généraux']] as const) {
    for (const width of [1280, 390]) {
      it(`looks the same before and after the take-over (${locale}, ${width} px)`, async () => {
        const held = await heldTab('lawyer@demo.test', width);
        await held.page.goto(`${e2e.server.url}/lawyers/${locale}/general-information`, { waitUntil: 'commit' });
        await staticPage(held.page).getByRole('heading', { level: 1, name: heading }).waitFor();
        // the page's stylesheets, which hold its first paint back, are in: what a person sees first
        await held.page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet !== null));
        const box = async () => held.page.locator('h1').first().boundingBox();
        const before = await box();
        if (SHOTS) await held.page.screenshot({ path: join(SHOTS, `first-paint-before-${locale}-${width}.png`), fullPage: true });
        held.release();
        await tookOver(held.page);
        // every field is drawn at the take-over, the lazily loaded date fields too: none blanks
        expect(await held.page.evaluate(() => [...document.querySelectorAll('form.rjsf .jf-field')].filter((field) => !field.querySelector('input, select')).length)).toBe(0);
        await expectHeading(held.page, heading);
        await held.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        // nothing moved: the heading is where the static page had it
        expect(await box()).toEqual(before);
        if (SHOTS) await held.page.screenshot({ path: join(SHOTS, `first-paint-after-${locale}-${width}.png`), fullPage: true });
      });
    }
  }
});

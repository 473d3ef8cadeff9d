/**
 * The csr-review pages (docs/requirements.md §8.4, §8.5) in real Chromium against the real server:
 * the demo accountant's application is referred; a CSR opens its summary (v2, then v1) in English and
 * in French, opens a step and reads an answer; the accountants' sponsor follows "View application"
 * from the sponsor review into a new tab and reads the same summary. No console error, no serious
 * axe-core violation. Screenshots go to $SHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectHeading, signIn, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { referredApplication } from './support/referred-application';
import { axeProblems, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });
const PARAM = encodeURIComponent(Buffer.from('C100002').toString('base64'));

/** Screenshots at the desktop and the phone width, the page left at the desktop width. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  await referredApplication(e2e.server.url);
});

const LOCALES = [
  {
    locale: 'en-ca', lang: 'en-CA', title: 'Application summary', step: 'Gross billings', label: 'Gross billings for your last fiscal year',
    sub: 'You are reviewing Benoît Comptable’s application (customer number C100002).', answer: /^\$6,000,000$/, edit: 'Edit Gross billings', newTab: '(opens in a new tab)',
  },
  {
    locale: 'fr-ca', lang: 'fr-CA', title: 'Résumé de la demande', step: 'Honoraires bruts', label: 'Honoraires bruts de votre dernier exercice',
    sub: 'Vous examinez la demande de Benoît Comptable (numéro de client C100002).', answer: /^6\s000\s000\s\$$/, edit: 'Modifier Honoraires bruts', newTab: '(s’ouvre dans un nouvel onglet)',
  },
] as const;

for (const l of LOCALES) {
  it(`a CSR reads the referred application’s summary, v2 and v1 (${l.lang})`, async () => {
    const context = await e2e.browser.newContext({ locale: l.lang, viewport: { width: 1280, height: 900 } });
    e2e.contexts.push(context);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const base = `${e2e.server.url}/accountants/${l.locale}`;
    // staff single sign-on comes back to the English work list (docs/requirements.md §7.7)
    await staffSignIn(page, base, 'E100001');
    await page.waitForURL(`${e2e.server.url}/accountants/en-ca/manage-applications`);

    await page.goto(`${base}/csr-review-v2/${PARAM}`);
    await expectHeading(page, l.title);
    await page.getByText(l.sub, { exact: true }).waitFor();
    const answers = page.getByRole('region', { name: l.lang === 'en-CA' ? 'Answers' : 'Réponses' });
    const step = answers.locator('details.review-step').filter({ has: page.getByRole('heading', { level: 3, name: l.step, exact: true }) });
    await step.getByRole('heading', { level: 3, name: l.step, exact: true }).click();
    const value = step.locator('.review-entry').filter({ has: page.getByText(l.label, { exact: true }) }).locator('dd');
    expect(await value.textContent()).toMatch(l.answer);
    // referred, not approved: the CSR may open the step in the CSR journey
    await step.getByRole('link', { name: l.edit, exact: true }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await shots(page, `csr-review-v2-${l.locale}`);

    await page.goto(`${base}/csr-review/${PARAM}`);
    await expectHeading(page, l.title);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: l.label, exact: true }) });
    expect(await row.getByRole('cell').textContent()).toMatch(l.answer);
    // the firm's website, typed without its scheme, is a link that opens a new tab over https
    const site = page.getByRole('link', { name: `www.comptable.ca ${l.newTab}`, exact: true });
    expect([await site.getAttribute('href'), await site.getAttribute('target'), await site.getAttribute('rel')]).toEqual(['https://www.comptable.ca', '_blank', 'noopener noreferrer']);
    expect(await axeProblems(page)).toEqual([]);
    await shots(page, `csr-review-v1-${l.locale}`);

    await page.goto(`${base}/csr-review-v2/not-base64`);
    await page.getByRole('alert').waitFor();
    await shots(page, `csr-review-bad-link-${l.locale}`);
    expect(errors).toEqual([]);
  });
}

it('the accountants’ sponsor follows View application into a new tab and reads the summary', async () => {
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const base = `${e2e.server.url}/accountants/en-ca`;
  await signIn(page, base, 'sponsor.acct@demo.test');
  await page.waitForURL(`${base}/answer-net`);
  await page.goto(`${base}/review-application-gb/C100002`);
  await expectHeading(page, 'Sponsor review');
  const view = page.getByRole('link', { name: 'View application (opens in a new tab)', exact: true });
  expect(await axeProblems(page)).toEqual([]);
  await shots(page, 'sponsor-review-en-ca');

  const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
  const tabErrors = consoleErrors(tab);
  await tab.waitForURL(`${base}/csr-review-v2/${PARAM}`);
  await expectHeading(tab, 'Application summary');
  await tab.getByText('The answers saved in Benoît Comptable’s application (customer number C100002), read only.', { exact: true }).waitFor();
  const step = tab.locator('details.review-step').filter({ has: tab.getByRole('heading', { level: 3, name: 'Gross billings', exact: true }) });
  await step.getByRole('heading', { level: 3, name: 'Gross billings', exact: true }).click();
  expect(await step.locator('.review-entry').filter({ has: tab.getByText('Gross billings for your last fiscal year', { exact: true }) }).locator('dd').textContent()).toBe('$6,000,000');
  // a sponsor reads; only a CSR edits
  expect(await tab.getByRole('link', { name: /^Edit / }).count()).toBe(0);
  expect(await axeProblems(tab)).toEqual([]);
  await shots(tab, 'csr-review-v2-sponsor-en-ca');
  expect([...errors, ...tabErrors]).toEqual([]);
});

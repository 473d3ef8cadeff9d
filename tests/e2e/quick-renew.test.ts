/**
 * Quick renewal (docs/requirements.md §2.11) in real Chromium against the real server, its calendar
 * pinned (TEST_TODAY) inside the renewal window of a paid gold-wings policy and the browser's clock
 * set to the same day. The policy is issued and paid over the API (its term began 355 days ago);
 * the customer presses Renew, chooses the quick renewal on the card list, walks its pages under the
 * quick-renew header and progress bar (no stepper), answers a claim, keeps the quick renewal in the
 * popup (the answer goes back to No) and reaches the quote; the French pages read French.
 * No console error, no serious axe-core violation. Screenshots at 1280 and 390 px go to $SHOTS_DIR.
 */
import type { Page } from 'playwright-core';
import { addDays } from 'date-fns';
import { expect, it } from 'vitest';
import { toIsoDate } from '../../adapters/format';
import { journeyFixtureSteps } from '../../server/testing/journey-fixtures';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';
import { DEMO_PASSWORD, expectHeading } from './support/people';
import { e2ePortal } from './support/portal';
import { baseUrlOf, signIn } from './support/walk-journey';

const TODAY = '2027-03-01';
const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS, env: { TEST_TODAY: TODAY } });
const shots = (page: Page, name: string) => checkAtBothWidths(page, name, SHOTS);
const LOGIN = 'goldwings@demo.test';

/** The demo gold-wings customer's application, issued and paid by card over the API; its policy expires in 10 days. */
async function paidGoldPolicy(origin: string, providerUrl: string): Promise<{ number: string }> {
  const api = `${origin}/smb/cnc/api/v2`;
  const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: LOGIN, password: DEMO_PASSWORD }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const call = async <T>(method: string, path: string, body: unknown, extra: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${api}${path}`, { method, headers: { 'content-type': 'application/json', cookie, origin, ...extra }, body: JSON.stringify(body) });
    const json = (await res.json()) as T;
    expect(res.ok, `${method} ${path}: ${JSON.stringify(json)}`).toBe(true);
    return json;
  };
  const today = new Date(`${TODAY}T12:00:00`);
  // last year's term: it began 355 days ago, so it ends in 10 days, inside the renewal window
  const began = toIsoDate(addDays(today, -355));
  const states = journeyFixtureSteps('CANGLDWNG', 'NEW', today)
    .filter((s) => !s.route.startsWith('quote'))
    .map((s) => ({ name: s.state, completed: true, form_elements: 'coverage_begin_date' in s.answers ? { ...s.answers, coverage_begin_date: began } : s.answers }));
  type Proposal = { status: string; progress_states_revision: number; quotes: { id: string }[] };
  const created = await call<Proposal>('POST', '/proposals', { current_progress_state: states[0]!.name, progress_states: states.slice(0, 1) });
  const quoted = await call<Proposal>('PATCH', '/proposals', { current_progress_state: states.at(-1)!.name, progress_states: states.slice(1) }, { revision: String(created.progress_states_revision), generate_quote: 'true' });
  expect(quoted.status).toBe('QUOTED');
  // the aviation quote is accepted first, then checked for a referral, then issued
  const quote = { id: quoted.quotes[0]!.id };
  await call('PATCH', '/quote', { quote }, { revision: String(quoted.progress_states_revision) });
  expect(await call<{ review_required: boolean }>('POST', '/proposals/csr_review', {})).toEqual({ review_required: false });
  const policy = await call<{ id: string; number: string }>('POST', '/policies', { quote });
  const payment = await call<{ id: string }>('POST', '/savePaymentTransaction', { policy_id: policy.id });
  const tokenized = await fetch(`${providerUrl}/v1/tokens`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: providerUrl },
    body: JSON.stringify({ number: '4242424242424242', expiry_month: 12, expiry_year: 2031, cvc: '737' }),
  });
  const { token } = (await tokenized.json()) as { token: string };
  await call('POST', '/updatePaymentTransaction', { transaction_id: payment.id, token });
  return policy;
}

it('a quick renew: Renew, the card list, the quick pages under a progress bar, a claim kept quick, the quote; in French too', async () => {
  const policy = await paidGoldPolicy(e2e.server.url, e2e.server.providerUrl);
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  await context.clock.setFixedTime(new Date(`${TODAY}T10:00:00`));
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const en = baseUrlOf(e2e.server.url, 'CANGLDWNG', 'en-CA');
  const fr = baseUrlOf(e2e.server.url, 'CANGLDWNG', 'fr-CA');
  const progress = () => page.getByRole('progressbar').getAttribute('aria-valuetext');
  const next = async (route: string, heading: string) => {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${en}/${route}`);
    await expectHeading(page, heading);
  };

  // a gold wings customer lands on the dashboard (docs/requirements.md §11.4); its card leads to the summary
  await signIn(page, e2e.server, en, LOGIN, 'en-CA');
  await page.waitForURL(`${en}/dashboard`);

  // the card list, in French then in English
  await page.goto(`${fr}/policy-summary`);
  await page.getByRole('button', { name: 'Renouveler ma police', exact: true }).click();
  const choice = page.getByRole('dialog', { name: 'Renouveler votre police' });
  await choice.getByText(`Comment voulez-vous renouveler la police ${policy.number}\u00a0?`, { exact: true }).waitFor();
  await choice.getByRole('button', { name: 'Renouveler de la façon ordinaire', exact: true }).waitFor();
  await shots(page, 'quick-renew-choice-fr');
  await page.keyboard.press('Escape');
  await choice.waitFor({ state: 'detached' });
  await page.goto(`${en}/policy-summary`);
  await page.getByRole('button', { name: 'Renew my policy', exact: true }).click();
  const cards = page.getByRole('dialog', { name: 'Renew your policy' });
  await cards.getByRole('heading', { name: 'Quick renewal', exact: true }).waitFor();
  expect(await cards.locator('.quick-renew-card').evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height >= 300]))).toEqual([[300, true], [300, true]]);
  await shots(page, 'quick-renew-choice-en');
  await cards.getByRole('button', { name: 'Renew quickly', exact: true }).click();

  // the quick pages: the quick-renew header and its progress bar instead of the stepper
  await page.waitForURL(`${en}/renew-pilot-details`);
  await expectHeading(page, 'Are your pilots the same?');
  await page.getByRole('heading', { level: 2, name: 'Quick renewal', exact: true }).waitFor();
  expect(await progress()).toBe('10% complete');
  expect(await page.getByRole('navigation', { name: 'Application steps' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
  await shots(page, 'quick-renew-pilots-en');
  await next('quick-renew-pilot-license-permit', 'Is your licence still valid?');
  expect(await progress()).toBe('33% complete');
  await next('qr-eligibility-ot', 'Anything new since last year?');
  expect(await progress()).toBe('67% complete');

  // a claim opens the popup; keeping the quick renewal puts the answer back to No
  const claims = page.getByRole('radiogroup', { name: 'Since your policy started, have you or any pilot had an aviation accident, incident or insurance claim?' });
  await claims.getByRole('radio', { name: 'Yes', exact: true }).check();
  const popup = page.getByRole('alertdialog', { name: 'A claim since your policy started' });
  await popup.getByRole('button', { name: 'Regular renewal', exact: true }).waitFor();
  await shots(page, 'quick-renew-claims-en');
  await popup.getByRole('button', { name: 'Keep my quick renewal (no claim)', exact: true }).click();
  await popup.waitFor({ state: 'detached' });
  expect(await claims.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
  // the answer is back to No: the claim's error went with it
  expect(await page.getByText('A claim or incident since your policy started needs the regular renewal.').count()).toBe(0);
  await shots(page, 'quick-renew-eligibility-en');

  // the same page in French, its claims popup too
  await page.goto(`${fr}/qr-eligibility-ot`);
  await expectHeading(page, 'Du nouveau depuis l’an dernier\u00a0?');
  await page.getByRole('heading', { level: 2, name: 'Renouvellement rapide', exact: true }).waitFor();
  expect(await progress()).toBe('67\u00a0% terminé');
  await page
    .getByRole('radiogroup', { name: 'Depuis le début de votre police, vous ou un pilote avez-vous eu un accident, un incident ou une réclamation d’assurance en aviation\u00a0?' })
    .getByRole('radio', { name: 'Oui', exact: true })
    .check();
  const popupFr = page.getByRole('alertdialog', { name: 'Un sinistre depuis le début de votre police' });
  await popupFr.getByRole('button', { name: 'Renouvellement ordinaire', exact: true }).waitFor();
  await shots(page, 'quick-renew-claims-fr');
  await popupFr.getByRole('button', { name: 'Garder le renouvellement rapide (aucun sinistre)', exact: true }).click();
  await shots(page, 'quick-renew-eligibility-fr');

  // on to the quote, the bar full
  await page.goto(`${en}/qr-eligibility-ot`);
  await expectHeading(page, 'Anything new since last year?');
  await claims.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(`${en}/quote`);
  await page.getByRole('heading', { level: 2, name: 'Quick renewal', exact: true }).waitFor();
  expect(await progress()).toBe('100% complete');
  await page.getByText(/premium/i).first().waitFor();
  await shots(page, 'quick-renew-quote-en');
  expect(errors).toEqual([]);
}, 120_000);

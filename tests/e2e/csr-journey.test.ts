/**
 * The CSR journey (docs/requirements.md §8.1) in real Chromium against the real server: the demo
 * accountant's application is referred (over the API, as review-application.test.ts does), a CSR
 * signs in through the staff provider, opens a step from the review page's Edit link, sees the
 * fields read-only and the banner, and Continue moves on without any save. No console error, no
 * serious axe-core violation. Screenshots (en-CA and fr-CA, 1280 and 390 px) go to $SHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { journeyFixtureSteps } from '../../server/testing/journey-fixtures';
import { DEMO_PASSWORD, expectHeading, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { axeProblems, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The demo accountant answers every step, is quoted and accepts a quote a referral rule holds back. */
async function referredApplication(): Promise<string> {
  const api = `${e2e.server.url}/smb/cnc/api/v2`;
  const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'accountant@demo.test', password: DEMO_PASSWORD }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', cookie, client: 'CANACCT', program_type: 'accountant', ...extra });
  const steps = journeyFixtureSteps('CANACCT').filter((s) => !s.route.startsWith('quote'));
  const states = steps.map((s) => ({
    name: s.state,
    completed: true,
    form_elements: {
      ...s.answers,
      ...('total_revenue' in s.answers ? { total_revenue: 6_000_000 } : {}),
      ...('professional_liability_limit' in s.answers ? { professional_liability_deductible: '5000' } : {}),
    },
  }));
  const call = async (method: string, path: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${api}${path}`, { method, headers: headers(extra), body: JSON.stringify(body) });
    const json = (await res.json()) as { id: string; status: string; progress_states_revision: number; quotes: { id: string }[] };
    expect(res.ok, JSON.stringify(json)).toBe(true);
    return json;
  };
  const created = await call('POST', '/proposals', { current_progress_state: states[0]!.name, progress_states: states.slice(0, 1) });
  const quoted = await call('PATCH', '/proposals', { current_progress_state: states.at(-1)!.name, progress_states: states.slice(1) }, { revision: String(created.progress_states_revision), generate_quote: 'true' });
  const referred = await call('PATCH', '/quote', { quote: { id: quoted.quotes[0]!.id } }, { revision: String(quoted.progress_states_revision) });
  expect(referred.status).toBe('PENDING_CSR_REVIEW');
  return referred.id;
}

it('a CSR opens a referred application’s step from the review page: fields read-only, Continue moves on without saving', async () => {
  const id = await referredApplication();
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/proposals') && request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  const base = `${e2e.server.url}/accountants/en-ca`;
  await staffSignIn(page, base, 'E100001');
  await page.waitForURL(`${base}/manage-applications`);

  await page.goto(`${base}/review-application/${id}`);
  await expectHeading(page, 'Application review: Benoît Comptable');
  const answers = page.getByRole('region', { name: 'Answers' });
  await answers.getByText('General information', { exact: true }).click();
  await answers.getByRole('link', { name: 'Edit General information' }).click();

  await page.waitForURL(`${base}/general-information`);
  await expectHeading(page, 'General information');
  await page.getByText('You are viewing Benoît Comptable’s application as a CSR. Nothing you do here is saved.').waitFor();
  const firstName = page.getByLabel('First name', { exact: true });
  expect(await firstName.inputValue()).toBe('Benoît');
  expect(await firstName.isDisabled()).toBe(true);
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'csr-journey-general-information-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'csr-journey-general-information-en-390');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(`${base}/additional-entity`);
  await expectHeading(page, 'Other entities to insure');
  expect(writes).toEqual([]);

  // the same step in French: the session keeps the customer open
  await page.goto(`${e2e.server.url}/accountants/fr-ca/general-information`);
  await page.getByText(/Vous consultez la demande de Benoît Comptable/).waitFor();
  expect(await page.getByLabel('Prénom', { exact: true }).isDisabled()).toBe(true);
  await shot(page, 'csr-journey-general-information-fr-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'csr-journey-general-information-fr-1280');

  // back to the work list: no customer open any more
  await page.getByRole('link', { name: 'Retour à la liste de travail' }).click();
  await page.waitForURL(/manage-applications/);
  expect(await page.evaluate(() => fetch('/smb/cnc/api/v2/session').then((r) => r.json()))).not.toHaveProperty('user.csr_customer_number');
  expect(writes).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * The CSR review page (docs/requirements.md §8.3, §8.5) in real Chromium against the real server:
 * the demo accountant's application is referred (gross billings above 5,000,000, over the API as the
 * browser would save it), a CSR signs in through the staff provider, opens it, takes it and
 * approves it with a note. No console error, no serious axe-core violation. Screenshots go to
 * $SHOTS_DIR when set.
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

/** The demo accountant answers every step, is quoted and accepts a quote that a referral rule holds back: PENDING_CSR_REVIEW. */
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
      // the HIGH_REVENUE referral rule; that revenue also asks for a deductible
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

it('a CSR signs in through the staff provider, opens a referred application, takes it and approves it with a note', async () => {
  const id = await referredApplication();
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const base = `${e2e.server.url}/accountants/en-ca`;
  await staffSignIn(page, base, 'E100001');
  await page.waitForURL(`${base}/manage-applications`);

  await page.goto(`${base}/review-application/${id}`);
  await expectHeading(page, 'Application review: Benoît Comptable');
  await page.getByText('Status: CSR Review Required', { exact: true }).waitFor();
  const answers = page.getByRole('region', { name: 'Answers' });
  await answers.getByText('Gross billings', { exact: true }).click();
  await answers.getByText('$6,000,000', { exact: true }).waitFor();
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'review-application-referred-en-1280');

  const decision = page.getByRole('region', { name: 'Decision' });
  await decision.getByRole('button', { name: 'Assign to me' }).click();
  await page.getByText('The application is now “CSR In Progress”.', { exact: true }).waitFor();
  await decision.getByLabel('Note (optional)').fill('Revenue confirmed with the firm.');
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByText('The application is now “CSR Approved”.', { exact: true }).waitFor();
  await page.getByText('Status: CSR Approved', { exact: true }).waitFor();

  const history = page.getByRole('region', { name: 'Status history' });
  const last = history.getByRole('row').last();
  await last.getByRole('cell', { name: 'Revenue confirmed with the firm.' }).waitFor();
  expect(await last.getByRole('cell').allTextContents()).toEqual([expect.any(String), 'Carl Service', 'CSR In Progress', 'CSR Approved', 'Approved', 'Revenue confirmed with the firm.']);
  // approved: no step can be edited from here
  expect(await answers.getByRole('link', { name: /^Edit / }).count()).toBe(0);
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'review-application-approved-en-1280');
  expect(errors).toEqual([]);
});

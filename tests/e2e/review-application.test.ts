/**
 * The CSR review page (docs/requirements.md §8.3, §8.5) in real Chromium against the real server:
 * the demo accountant's application is referred (gross billings above 5,000,000, over the API as the
 * browser would save it), a CSR signs in through the staff provider, opens it, takes it and
 * approves it with a note. No console error, no serious axe-core violation. Screenshots go to
 * $SHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectHeading, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { referredApplication } from './support/referred-application';
import { axeProblems, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

it('a CSR signs in through the staff provider, opens a referred application, takes it and approves it with a note', async () => {
  const id = await referredApplication(e2e.server.url);
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

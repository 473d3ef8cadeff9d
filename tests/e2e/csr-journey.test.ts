/**
 * The CSR journey (docs/requirements.md §8.1) in real Chromium against the real server: the demo
 * accountant's application is referred (over the API, as review-application.test.ts does), a CSR
 * signs in through the staff provider, opens a step from the review page's Edit link, sees the
 * fields read-only and the banner, and Continue moves on without any save. No console error, no
 * serious axe-core violation. Screenshots (en-CA and fr-CA, 1280 and 390 px) go to $SHOTS_DIR when set.
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

it('a CSR opens a referred application’s step from the review page: fields read-only, Continue moves on without saving', async () => {
  const id = await referredApplication(e2e.server.url);
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

/**
 * Paying by cheque (docs/requirements.md §6.4) in real Chromium against the real server: the demo
 * accountant's policy is issued (over the API), the applicant signs in, lands on the payment, chooses
 * the cheque (a double click sends one request), reads the cheque instructions in both languages; a
 * CSR marks the cheque received on the review page; the applicant's policy summary then says it is
 * paid. No console error, no serious axe-core violation. Screenshots at 1280 and 390 px, en-CA and
 * fr-CA, go to $SHOTS_DIR when set.
 */
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectHeading, signIn, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { issuedApplication } from './support/issued-application';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });

/** Checked with axe-core at 1280 and 390 px wide, with screenshots when SHOTS_DIR is set. */
const shots = (page: Page, name: string) => checkAtBothWidths(page, name, SHOTS);

it('the applicant pays by cheque, reads the instructions in both languages, a CSR marks it received, and the summary says paid', async () => {
  const { id, policy } = await issuedApplication(e2e.server.url);
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const en = `${e2e.server.url}/accountants/en-ca`;
  const fr = `${e2e.server.url}/accountants/fr-ca`;

  await signIn(page, en, 'accountant@demo.test');
  await page.waitForURL(`${en}/payment`);
  await expectHeading(page, 'Payment');
  const methods = page.getByRole('group', { name: 'How would you like to pay?' });
  expect(await methods.getByRole('radio', { name: 'Credit card' }).isChecked()).toBe(true);
  await page.locator('iframe[title="Card details"]').waitFor();
  await methods.getByRole('radio', { name: 'Cheque by mail' }).check();
  const chequeButton = page.getByRole('button', { name: 'Pay by cheque', exact: true });
  await chequeButton.waitFor();
  await shots(page, 'cheque-choice-en');

  await page.goto(`${fr}/payment`);
  await expectHeading(page, 'Paiement');
  await page.getByRole('group', { name: 'Comment souhaitez-vous payer?' }).getByRole('radio', { name: 'Chèque par la poste' }).check();
  await page.getByRole('button', { name: 'Payer par chèque', exact: true }).waitFor();
  await shots(page, 'cheque-choice-fr');

  await page.goto(`${en}/payment`);
  await page.getByRole('group', { name: 'How would you like to pay?' }).getByRole('radio', { name: 'Cheque by mail' }).check();
  const puts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/smb/cnc/api/v2/policies/')) puts.push(r);
  });
  await page.getByRole('button', { name: 'Pay by cheque', exact: true }).dblclick();
  await page.waitForURL(`${en}/offline-payment`);
  await expectHeading(page, 'Pay by cheque');
  expect(puts.map((r) => r.postDataJSON())).toEqual([{ policy: { id: policy.id, billing_information: { payment_method_code: 'STD' } } }]);
  await page.getByText(`Policy ${policy.number} is issued and waits for your cheque.`, { exact: true }).waitFor();
  const instructions = page.locator('dl.offline-instructions');
  expect(await instructions.getByRole('term').allTextContents()).toEqual(['Make the cheque payable to', 'Amount, taxes included', 'Reference (write it on the cheque)', 'Mail it to']);
  const values = await instructions.getByRole('definition').allTextContents();
  expect(values.slice(0, 3)).toEqual(['Example Insurance Services Inc.', expect.stringMatching(/^\$\d{1,3}(,\d{3})*\.\d{2}$/), policy.number]);
  expect(values[3]).toContain('Toronto ON');
  await shots(page, 'offline-payment-en');

  await page.goto(`${fr}/offline-payment`);
  await expectHeading(page, 'Paiement par chèque');
  await page.getByText(`La police ${policy.number} est émise et attend votre chèque.`, { exact: true }).waitFor();
  expect((await page.locator('dl.offline-instructions').getByRole('definition').allTextContents())[1]).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
  await shots(page, 'offline-payment-fr');
  await page.getByRole('link', { name: 'Voir le résumé de ma police', exact: true }).click();
  await page.waitForURL(`${fr}/policy-summary`);
  await page.getByRole('link', { name: 'Comment payer par chèque', exact: true }).waitFor();
  await shots(page, 'policy-summary-cheque-due-fr');

  // the cheque arrives: a CSR binds the policy from the review page
  const staff = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(staff);
  const csr = await staff.newPage();
  const csrErrors = consoleErrors(csr);
  await staffSignIn(csr, en, 'E100001');
  await csr.waitForURL(`${en}/manage-applications`);
  await csr.goto(`${en}/review-application/${id}`);
  await csr.getByText('Status: Policy Issued Pending Offline Payment', { exact: true }).waitFor();
  const decision = csr.getByRole('region', { name: 'Decision' });
  expect(await decision.getByRole('button').allTextContents()).toEqual(['Cheque received: bind the policy']);
  await decision.getByLabel('Note (optional)').fill('Cheque 0042 received 27/11.');
  await shots(csr, 'review-cheque-due-en');
  await decision.getByRole('button', { name: 'Cheque received: bind the policy', exact: true }).click();
  await csr.getByText('The application is now “Bound”.', { exact: true }).waitFor();
  const last = csr.getByRole('region', { name: 'Status history' }).getByRole('row').last();
  await last.getByRole('cell', { name: 'Cheque 0042 received 27/11.' }).waitFor();
  await shots(csr, 'review-cheque-bound-en');

  // the applicant's summary says paid; the instructions page is no longer theirs
  await page.goto(`${en}/offline-payment`);
  await page.waitForURL(`${en}/policy-summary`);
  await expectHeading(page, 'Policy summary');
  await page.getByText('Thank you. Your cheque was received and your policy is now in force.', { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'How to pay by cheque' }).count()).toBe(0);
  expect(await page.locator('.policy-status').textContent()).toBe('Paid');
  await shots(page, 'policy-summary-paid-en');
  await page.goto(`${fr}/policy-summary`);
  await page.getByText('Merci. Votre chèque a été reçu et votre police est maintenant en vigueur.', { exact: true }).waitFor();
  await shots(page, 'policy-summary-paid-fr');
  expect(errors).toEqual([]);
  expect(csrErrors).toEqual([]);
});

/**
 * Premium financing (docs/requirements.md §6.4, docs/payments.md "Premium financing") in real
 * Chromium against the real server: the demo accountant's policy is issued (over the API), the
 * applicant signs in, lands on the payment, chooses Finance, reads the monthly plan in English and in
 * French before confirming, confirms (a double click sends one request), reads the confirmation and
 * the policy summary with the plan. No console error, no serious axe-core violation. Screenshots at
 * 1280 and 390 px, en-CA and fr-CA, go to $SHOTS_DIR when set.
 */
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectHeading, signIn } from './support/people';
import { e2ePortal } from './support/portal';
import { issuedApplication } from './support/issued-application';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });
const shots = (page: Page, name: string) => checkAtBothWidths(page, name, SHOTS);

const EN_MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const FR_MONEY = /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/;

/** The plan's four figures as the panel shows them: terms and values. */
async function plan(page: Page): Promise<[string, string][]> {
  const dl = page.locator('dl.finance-plan');
  const terms = await dl.getByRole('term').allTextContents();
  const values = await dl.getByRole('definition').allTextContents();
  return terms.map((t, i) => [t, values[i]!]);
}

it('the applicant finances monthly: the plan before confirming in both languages, one request, the confirmation and the summary say financed', async () => {
  const { policy } = await issuedApplication(e2e.server.url);
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
  await methods.getByRole('radio', { name: 'Finance my premium' }).check();
  const options = page.getByRole('group', { name: 'Payment plan' });
  expect(await options.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
  const monthly = await plan(page);
  expect(monthly.map(([t]) => t)).toEqual(['Down payment today', 'Monthly instalments', 'Finance charge', 'Total for the year']);
  expect(monthly[0]![1]).toMatch(EN_MONEY);
  expect(monthly[1]![1]).toMatch(/^10 × \$\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(monthly[3]![1]).toMatch(EN_MONEY);
  await shots(page, 'finance-monthly-en');
  await options.getByRole('radio', { name: 'Yearly' }).check();
  expect((await plan(page))[1]).toEqual(['Monthly instalments', 'None']);
  await options.getByRole('radio', { name: 'Monthly' }).check();

  await page.goto(`${fr}/payment`);
  await expectHeading(page, 'Paiement');
  await page.getByRole('group', { name: 'Comment souhaitez-vous payer?' }).getByRole('radio', { name: 'Financer ma prime' }).check();
  await page.getByRole('group', { name: 'Plan de paiement' }).getByRole('radio', { name: 'Mensuel' }).waitFor();
  const mensuel = await plan(page);
  expect(mensuel.map(([t]) => t)).toEqual(['Versement initial aujourd’hui', 'Versements mensuels', 'Frais de financement', 'Total pour l’année']);
  expect(mensuel[0]![1]).toMatch(FR_MONEY);
  expect(mensuel[1]![1]).toMatch(/^10 × \d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
  await page.getByRole('button', { name: 'Confirmer le financement', exact: true }).waitFor();
  await shots(page, 'finance-monthly-fr');

  await page.goto(`${en}/payment`);
  await page.getByRole('group', { name: 'How would you like to pay?' }).getByRole('radio', { name: 'Finance my premium' }).check();
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/policies/${policy.id}/finance`)) posts.push(r);
  });
  await page.getByRole('button', { name: 'Confirm financing', exact: true }).dblclick();
  await page.waitForURL(`${en}/payment/confirmation`);
  expect(posts.map((r) => r.postDataJSON())).toEqual([{ option: 'MONTHLY' }]);
  await expectHeading(page, 'Your policy is issued');
  await page.getByText('Thank you. Your premium is financed and your down payment was received: your policy is now in force.', { exact: true }).waitFor();
  const facts = page.locator('dl.confirmation-facts');
  expect(await facts.getByRole('definition').allTextContents()).toEqual([policy.number, 'Financed monthly']);
  await shots(page, 'finance-confirmation-en');
  await page.goto(`${fr}/payment/confirmation`);
  await expectHeading(page, 'Votre police est émise');
  expect(await page.locator('dl.confirmation-facts').getByRole('definition').allTextContents()).toEqual([policy.number, 'Financement mensuel']);
  await shots(page, 'finance-confirmation-fr');

  await page.goto(`${en}/policy-summary`);
  await expectHeading(page, 'Policy summary');
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  const rows = payment.locator('dl.policy-facts > div');
  const pairs = await rows.evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
  expect(pairs).toEqual([
    ['Payment method', 'Financed monthly'],
    ['Payment status', 'Down payment received'],
    ['Down payment paid', monthly[0]![1]],
    ['Monthly instalments', monthly[1]![1]],
    ['Finance charge', monthly[2]![1]],
    ['Total for the year, with financing', monthly[3]![1]],
    ['Finance agreement', expect.stringMatching(/^fin_/)],
  ]);
  await shots(page, 'finance-policy-summary-en');
  await page.goto(`${fr}/policy-summary`);
  await page.getByText('Financement mensuel', { exact: true }).waitFor();
  await page.getByText(mensuel[1]![1], { exact: true }).waitFor();
  await shots(page, 'finance-policy-summary-fr');
  // financed: the payment page is no longer theirs
  await page.goto(`${en}/payment`);
  await page.waitForURL(`${en}/payment/confirmation`);
  expect(errors).toEqual([]);
});

/**
 * The CSR-approved applicant's way to payment (docs/requirements.md §3.5, §3.6, §6.1), in real
 * Chromium against the real server: an application referred to a CSR is approved on the review
 * page; its applicant signs in and lands on the review of their answers, reads one, continues to the
 * terms, scrolls the box to its end with the keyboard, accepts, confirms the approved quote and
 * reaches the payment. The review and terms pages in French too, and the wings programs' review-v2
 * (gold wings: an accordion, then the quote); every page axe-clean at 1280 and 390 px without
 * console errors; screenshots to $SHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyFixtureSteps } from '../../server/testing/journey-fixtures';
import { expectHeading, signIn, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { referApplication, referredApplication } from './support/referred-application';
import { axeProblems, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });
const en = () => `${e2e.server.url}/accountants/en-ca`;
const fr = () => `${e2e.server.url}/accountants/fr-ca`;

async function newPage(locale: 'en-CA' | 'fr-CA' = 'en-CA'): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

/** No serious axe-core violation at either width, nothing wider than the phone; screenshots as `name`-{1280,390}. */
async function look(page: Page, name: string): Promise<void> {
  expect(await axeProblems(page), `${name} at 1280 px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeProblems(page), `${name} at 390 px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name}: the page scrolls sideways at 390 px`).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The first name the accountants' fixtures answer (server/testing/journey-fixtures.ts), which the review shows. */
const firstName = () => String(journeyFixtureSteps('CANACCT').find((s) => 'first_name' in s.answers)!.answers.first_name);

/** Scrolls the terms box to its end as a keyboard user does: Tab to it, then End. */
async function readToTheEnd(page: Page, region: string): Promise<void> {
  const box = page.getByRole('region', { name: region, exact: true });
  await box.waitFor();
  for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await box.evaluate((el) => el === document.activeElement), 'the terms box is reached with Tab').toBe(true);
  await page.keyboard.press('End');
}

/** A CSR signs in under `base`, takes the application on its review page and approves it. */
async function approve(base: string, id: string): Promise<void> {
  const { page: csr, errors } = await newPage();
  await staffSignIn(csr, base, 'E100001');
  await csr.waitForURL(`${base}/manage-applications`);
  await csr.goto(`${base}/review-application/${id}`);
  const decision = csr.getByRole('region', { name: 'Decision' });
  await decision.getByRole('button', { name: 'Assign to me', exact: true }).click();
  await csr.getByText('Status: CSR In Progress', { exact: true }).waitFor();
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await csr.getByText('Status: CSR Approved', { exact: true }).waitFor();
  expect(errors).toEqual([]);
}

describe('a CSR-approved applicant: review, terms, payment', () => {
  it('a CSR approves the referred application', async () => {
    await approve(en(), await referredApplication(e2e.server.url));
  });

  it('its applicant lands on the review, reads an answer, accepts the terms after scrolling them, and reaches payment', async () => {
    const { page, errors } = await newPage();
    await signIn(page, en(), 'accountant@demo.test');
    await page.waitForURL(`${en()}/review`);
    await expectHeading(page, 'Review your application');
    await page.getByText(/can no longer be changed online/).waitFor();
    const about = page.getByRole('table', { name: 'About you', exact: true });
    expect(await about.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'First name', exact: true }) }).getByRole('cell').textContent()).toBe(firstName());
    // approved: nothing can be edited from here
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await look(page, 'review-en');

    await page.getByRole('link', { name: 'Continue to the terms and conditions', exact: true }).click();
    await page.waitForURL(`${en()}/terms-conditions`);
    await expectHeading(page, 'Terms and conditions');
    const accept = page.getByRole('button', { name: 'Accept and continue', exact: true });
    const agree = page.getByRole('checkbox', { name: 'I have read and I accept the terms and conditions.', exact: true });
    expect(await accept.isDisabled()).toBe(true);
    expect(await agree.isDisabled()).toBe(true);
    await look(page, 'terms-en');
    await readToTheEnd(page, 'Terms and conditions of your policy');
    await page.waitForFunction(() => !(document.querySelector('button[type="submit"]') as HTMLButtonElement | null)?.disabled);
    await page.getByText('You have read to the end.', { exact: true }).waitFor();
    await agree.check();
    await accept.click();

    // the acceptance is recorded; the approved quote is confirmed, and the policy created
    await page.waitForURL(`${en()}/quote-final`);
    await expectHeading(page, 'Your quote');
    await page.getByRole('checkbox', { name: 'I confirm that the information I have provided is true and complete.', exact: true }).check();
    await page.getByRole('button', { name: 'Accept quote', exact: true }).click();
    await page.waitForURL(`${en()}/payment`);
    await expectHeading(page, 'Payment');
    // the terms are behind it now: the review sends the applicant to the page of their status
    await page.goto(`${en()}/terms-conditions`);
    await page.waitForURL(`${en()}/payment`);
    expect(errors).toEqual([]);
  });
});

describe('in French', () => {
  it('the review and the terms of another approved applicant', async () => {
    await approve(en(), await referredApplication(e2e.server.url, 'twoprograms@demo.test'));

    const { page, errors } = await newPage('fr-CA');
    await page.goto(`${fr()}/login`);
    await page.getByLabel('Adresse courriel', { exact: true }).fill('twoprograms@demo.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Demo!Portal2024');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${fr()}/review`);
    await expectHeading(page, 'Vérifiez votre demande');
    const about = page.getByRole('table', { name: 'À propos de vous', exact: true });
    expect(await about.getByRole('rowheader').first().textContent()).toBe('Prénom');
    await look(page, 'review-fr');

    await page.getByRole('link', { name: 'Passer aux modalités et conditions', exact: true }).click();
    await page.waitForURL(`${fr()}/terms-conditions`);
    await expectHeading(page, 'Modalités et conditions');
    await look(page, 'terms-fr');
    await readToTheEnd(page, 'Modalités et conditions de votre police');
    await page.getByText('Vous avez lu le texte jusqu’à la fin.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Accepter et continuer', exact: true }).isDisabled()).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/terms-fr-read-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('a wings program: review-v2', () => {
  const gold = () => `${e2e.server.url}/aircrafthull/en-ca`;

  it('a CSR-approved gold-wings applicant opens a step of the accordion, accepts the terms, and comes back to the quote', async () => {
    const id = await referApplication(e2e.server.url, {
      login: 'goldwings@demo.test',
      client: 'CANGLDWNG',
      programType: 'GOLD_WINGS',
      // an aircraft insured for more than 500,000: the HIGH_HULL_VALUE referral rule
      adjust: (answers) => ('aircraft' in answers ? { ...answers, aircraft: (answers.aircraft as Record<string, unknown>[]).map((a) => ({ ...a, hull_value: 600_000 })) } : answers),
    });
    await approve(gold(), id);

    const { page, errors } = await newPage();
    await signIn(page, gold(), 'goldwings@demo.test');
    // from the dashboard (docs/requirements.md §11.4), the application's card leads to its status page
    await page.waitForURL(`${gold()}/dashboard`);
    await page.getByRole('button', { name: 'Continue the application', exact: true }).click();
    await page.waitForURL(`${gold()}/review-v2`);
    await expectHeading(page, 'Review your application');
    const answers = page.getByRole('region', { name: 'Answers', exact: true });
    const aircraft = answers.locator('details.review-step').filter({ has: page.getByRole('heading', { level: 3, name: /aircraft/i }) }).first();
    await aircraft.locator('> summary').click();
    // the aircraft list: one titled panel per aircraft, opened in turn
    await aircraft.locator('details.review-item > summary', { hasText: 'C-GABC, Cessna 172' }).click();
    await aircraft.getByText('Cessna 172', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await look(page, 'review-v2-en');
    await page.goto(`${e2e.server.url}/aircrafthull/fr-ca/review-v2`);
    await expectHeading(page, 'Vérifiez votre demande');
    await look(page, 'review-v2-fr');
    await page.goto(`${gold()}/review-v2`);

    await page.getByRole('link', { name: 'Continue to the terms and conditions', exact: true }).click();
    await page.waitForURL(`${gold()}/terms-conditions`);
    await readToTheEnd(page, 'Terms and conditions of your policy');
    await page.getByRole('checkbox', { name: 'I have read and I accept the terms and conditions.', exact: true }).check();
    await page.getByRole('button', { name: 'Accept and continue', exact: true }).click();
    // gold wings: its final quote is the quote
    await page.waitForURL(`${gold()}/quote`);
    expect(errors).toEqual([]);
  });
});

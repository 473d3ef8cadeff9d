/**
 * The shell (docs/requirements.md §11.1, §11.2, §9.5) in real Chromium against the real server, in
 * both languages: the header's configured buttons for a visitor, an applicant, a CSR and a sponsor
 * (no language switch for the sponsor); a sub-menu and the Menu panel below 992 px from the
 * keyboard (Escape closes, the focus goes back); the support-contact modal; the footer and its
 * consent drawer; a Quebec applicant moved to French after signing in, with the change-language modal
 * and English one click away. No console error, no serious axe-core violation; screenshots at 1280
 * and 390 px go to $SHOTS_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedAccounts } from '../../server/demo/seed';
import { PROGRAMS } from '../../server/policies/test-harness';
import { startTestApp } from '../../server/testing/test-app';
import { axeProblems, checkAtBothWidths, consoleErrors } from './support/page-checks';
import { DEMO_PASSWORD, signIn, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';

const SHOTS = process.env.SHOTS_DIR;
const DATA_DIR = mkdtempSync(join(tmpdir(), 'shell-e2e-'));

// registered before the portal's own beforeAll: the Quebec applicant is in the database the server opens
beforeAll(async () => {
  const t = await startTestApp({ dataDir: DATA_DIR, databaseUrl: undefined, programsDir: PROGRAMS });
  try {
    await seedAccounts(t.app.db, [{ login: 'elise@e2e.test', kind: 'applicant', first_name: 'Élise', last_name: 'Tremblay', customer_number: 'QC00001', client: 'CANACCT', locale: 'en-CA' }], DEMO_PASSWORD);
    await t.app.db.updateTable('customers').set({ state: 'QC' }).where('customer_number', '=', 'QC00001').execute();
  } finally {
    await t.close();
  }
}, 120_000);
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

const e2e = e2ePortal({ shots: SHOTS, env: { DATA_DIR } });
const acct = (locale: 'en-ca' | 'fr-ca') => `${e2e.server.url}/accountants/${locale}`;

async function openPage(locale: 'en-CA' | 'fr-CA', width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale, viewport: { width, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name });

it('a visitor: the header’s buttons, a sub-menu from the keyboard, the support modal, the footer and its consent drawer (English)', async () => {
  const { page, errors } = await openPage('en-CA');
  await page.goto(`${acct('en-ca')}/login`);
  const nav = mainNav(page, 'Main');
  await nav.getByRole('link', { name: 'Register' }).waitFor();
  expect(await nav.getByRole('link', { name: 'My application' }).count()).toBe(0);
  // the sign-in page has no sign-in link of its own; the switch goes to the same page in French
  expect(await nav.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
  expect(await header(page).getByRole('link', { name: 'Afficher cette page en français' }).getAttribute('href')).toBe('/accountants/fr-ca/login');

  const help = nav.getByRole('button', { name: 'Help' });
  await help.focus();
  await page.keyboard.press('Enter');
  expect(await help.getAttribute('aria-expanded')).toBe('true');
  await nav.getByRole('link', { name: /Frequently asked questions/ }).waitFor();
  await page.keyboard.press('Escape');
  expect(await help.getAttribute('aria-expanded')).toBe('false');
  expect(await help.evaluate((el) => el === document.activeElement)).toBe(true);

  await help.click();
  await nav.getByRole('button', { name: 'Contact support' }).click();
  const support = page.getByRole('dialog', { name: 'Contact support' });
  await support.waitFor();
  expect(await support.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Contact us', 'Technical help', 'Resources']);
  const mailto = new URL((await support.getByRole('link', { name: 'Email support@example.ca' }).first().getAttribute('href'))!);
  expect(mailto.searchParams.get('subject')).toBe('Help with application (no customer number yet)');
  await checkAtBothWidths(page, 'shell-support-en', SHOTS);
  await page.keyboard.press('Escape');
  await support.waitFor({ state: 'detached' });

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: /Privacy policy/ }).waitFor();
  expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Example Insurance Services Inc.`);
  await footer.getByRole('button', { name: 'Cookie preferences' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cookie preferences' });
  await drawer.getByRole('button', { name: 'Essential cookies only' }).click();
  await drawer.getByText('Your choice: essential cookies only.').waitFor();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await checkAtBothWidths(page, 'shell-visitor-en', SHOTS);
  expect(errors).toEqual([]);
});

it('below 992 px the buttons fold into the Menu panel, which Escape closes (French)', async () => {
  const { page, errors } = await openPage('fr-CA', 390);
  await page.goto(`${acct('fr-ca')}/registration`);
  const toggle = header(page).getByRole('button', { name: 'Menu' });
  await toggle.waitFor();
  const nav = page.locator('#shell-menu');
  expect(await nav.isVisible()).toBe(false);
  // the language switch stays outside the panel
  expect(await header(page).getByRole('link', { name: 'View this page in English' }).isVisible()).toBe(true);
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await mainNav(page, 'Principal').getByRole('link', { name: 'S’inscrire' }).waitFor();
  expect(await mainNav(page, 'Principal').getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
  expect(await axeProblems(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-menu-fr-390.png`, fullPage: true });
  await page.keyboard.press('Escape');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await nav.isVisible()).toBe(false);
  await checkAtBothWidths(page, 'shell-visitor-fr', SHOTS);
  expect(errors).toEqual([]);
});

it('a sponsor sees the buttons for staff and no language switch; a CSR sees the switch', async () => {
  const { page } = await openPage('en-CA');
  await signIn(page, acct('en-ca'), 'sponsor.acct@demo.test');
  await page.waitForURL(/answer-net/);
  const nav = mainNav(page, 'Main');
  await nav.getByRole('button', { name: 'Help' }).waitFor();
  expect(await nav.getByRole('link', { name: 'My application' }).count()).toBe(0);
  expect(await header(page).getByRole('link', { name: 'Afficher cette page en français' }).count()).toBe(0);

  const staff = await openPage('en-CA');
  await staffSignIn(staff.page, acct('en-ca'), 'E100001');
  await staff.page.waitForURL(/manage-applications/);
  await mainNav(staff.page, 'Main').getByRole('button', { name: 'Help' }).waitFor();
  expect(await mainNav(staff.page, 'Main').getByRole('link', { name: 'My application' }).count()).toBe(0);
  expect(await header(staff.page).getByRole('link', { name: 'Afficher cette page en français' }).count()).toBe(1);
});

it('a Quebec applicant is moved to French after signing in, told why, and English is one click away', async () => {
  const { page, errors } = await openPage('en-CA');
  await signIn(page, acct('en-ca'), 'elise@e2e.test');
  const offer = page.getByRole('dialog', { name: 'Nous vous servons d’abord en français' });
  await offer.waitFor();
  expect(page.url()).toContain('/accountants/fr-ca/');
  await offer.getByText('Because your business or mailing address is in Quebec').waitFor();
  await checkAtBothWidths(page, 'shell-french-first', SHOTS);
  await offer.getByRole('link', { name: 'Continue in English' }).click();
  await offer.waitFor({ state: 'detached' });
  await page.waitForURL(/\/accountants\/en-ca\//);
  await mainNav(page, 'Main').getByRole('link', { name: 'My application' }).waitFor();
  // the choice stands: the next page stays in English, with no offer
  await page.reload();
  await mainNav(page, 'Main').getByRole('link', { name: 'My application' }).waitFor();
  await page.waitForTimeout(300);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(page.url()).toContain('/accountants/en-ca/');
  expect(errors).toEqual([]);
});

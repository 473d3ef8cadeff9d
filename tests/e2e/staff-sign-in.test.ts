/**
 * Staff sign-in (docs/requirements.md §7.7) in real Chromium against the real server and the embedded
 * OpenID provider `npm start` runs: {base}/internal-login, the provider's own form, the work list;
 * refused staff back on login with the auth-error flag; the provider's error shown. No console
 * error, no serious axe-core violation. Screenshots go to $SHOTS_DIR when set.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support-axe/chromium';
import { expectHeading, staffSignIn } from './support/people';
import { startServer, type RunningServer } from './support/server';
import { axeProblems, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function openPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'en-CA', viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const [locale, width] of [['en-ca', 1280], ['fr-ca', 390]] as const) {
  it(`a CSR signs in from ${locale} internal-login through the provider's form to the work list in English (${width} px)`, async () => {
    const { page, errors } = await openPage(width);
    const base = `${server.url}/accountants/${locale}`;
    await page.goto(`${base}/internal-login`);
    await page.waitForURL((url) => url.href.startsWith(`${server.staffProviderUrl}/interaction/`));
    await expectHeading(page, locale === 'en-ca' ? 'Staff sign-in' : 'Connexion du personnel');
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, `staff-provider-form-${locale}-${width}`);

    await staffSignIn(page, base, 'E100001');
    await page.waitForURL(`${server.url}/accountants/en-ca/manage-applications`);
    await expectHeading(page, 'Manage applications');
    expect(await axeProblems(page)).toEqual([]);
    expect(await page.evaluate(() => fetch('/smb/cnc/api/v2/session').then((r) => r.json()))).toMatchObject({ user: { login: 'csr@demo.test', employee_number: 'E100001' } });
    await shot(page, `staff-work-list-${locale}-${width}`);
    expect(errors).toEqual([]);
  });
}

it.each([
  ['a staff member in no allowed group', 'E100002'],
  ['an internal user without a CSR role', 'E100003'],
])('%s lands on login with the auth-error flag, signed out', async (_, employeeNumber) => {
  const { page, errors } = await openPage();
  await staffSignIn(page, `${server.url}/lawyers/en-ca`, employeeNumber);
  await page.waitForURL(`${server.url}/lawyers/en-ca/login?oktaAuthError=true`);
  await page.getByLabel('Email address', { exact: true }).waitFor();
  expect(await page.evaluate(() => fetch('/smb/cnc/api/v2/session').then((r) => r.json()))).toMatchObject({ user: null });
  expect(errors).toEqual([]);
});

it('a wrong password stays on the provider’s form with its message', async () => {
  const { page } = await openPage(390);
  await staffSignIn(page, `${server.url}/en-ca`, 'E100001', 'not-the-password');
  await page.getByRole('alert').filter({ hasText: 'The employee number or the password is not right.' }).waitFor();
  expect(page.url().startsWith(`${server.staffProviderUrl}/interaction/`)).toBe(true);
  await shot(page, 'staff-provider-wrong-en-390');
});

for (const [locale, width] of [['en-ca', 1280], ['fr-ca', 390]] as const) {
  it(`cancelling at the provider shows its error and description on the portal (${locale}, ${width} px)`, async () => {
    const { page, errors } = await openPage(width);
    await page.goto(`${server.url}/aircrafthull/${locale}/internal-login`);
    await page.getByRole('button', { name: locale === 'en-ca' ? 'Cancel' : 'Annuler', exact: true }).click();
    // the sign-in's base, in English (docs/requirements.md §7.7)
    await page.waitForURL((url) => url.pathname === '/aircrafthull/en-ca/internal-login/error');
    await expectHeading(page, 'Staff sign-in did not succeed');
    await page.getByText('access_denied', { exact: true }).waitFor();
    await page.getByText('The staff member cancelled the sign-in', { exact: true }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, `staff-provider-error-${locale}-${width}`);
    await page.getByRole('link', { name: 'Back to Log in' }).click();
    await page.waitForURL(`${server.url}/aircrafthull/en-ca/login`);
    expect(errors).toEqual([]);
  });
}

it('the error page in French reads French', async () => {
  const { page, errors } = await openPage(390);
  await page.goto(`${server.url}/fr-ca/internal-login/error?error=temporarily_unavailable&error_description=${encodeURIComponent('Service en maintenance')}`);
  await expectHeading(page, 'La connexion du personnel n’a pas abouti');
  await page.getByText('Service en maintenance', { exact: true }).waitFor();
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'staff-error-page-fr-ca-390');
  expect(errors).toEqual([]);
});

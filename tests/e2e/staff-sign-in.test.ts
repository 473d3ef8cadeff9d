/**
 * Staff sign-in (docs/requirements.md §7.7) in real Chromium against the real server and the embedded
 * OpenID provider `npm start` runs: {base}/internal-login, the provider's own form, the work list
 * (a CSR) or the studio (a layout analyst); refused staff back on login with the auth-error flag; the provider's error shown. No console
 * error, no serious axe-core violation. Screenshots go to $SHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectHeading, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { axeProblems, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;

const e2e = e2ePortal({ shots: SHOTS });

async function openPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const [locale, width] of [['en-ca', 1280], ['fr-ca', 390]] as const) {
  it(`a CSR signs in from ${locale} internal-login through the provider's form to the work list in English (${width} px)`, async () => {
    const { page, errors } = await openPage(width);
    const base = `${e2e.server.url}/accountants/${locale}`;
    await page.goto(`${base}/internal-login`);
    await page.waitForURL((url) => url.href.startsWith(`${e2e.server.staffProviderUrl}/interaction/`));
    await expectHeading(page, locale === 'en-ca' ? 'Staff sign-in' : 'Connexion du personnel');
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, `staff-provider-form-${locale}-${width}`);

    await staffSignIn(page, base, 'E100001');
    await page.waitForURL(`${e2e.server.url}/accountants/en-ca/manage-applications`);
    await expectHeading(page, 'Manage applications');
    expect(await axeProblems(page)).toEqual([]);
    expect(await page.evaluate(() => fetch('/smb/cnc/api/v2/session').then((r) => r.json()))).toMatchObject({ user: { login: 'csr@demo.test', employee_number: 'E100001' } });
    await shot(page, `staff-work-list-${locale}-${width}`);
    expect(errors).toEqual([]);
  });
}

it('a layout analyst with no CSR role signs in to the studio of the base (docs/requirements.md §13)', async () => {
  const { page } = await openPage();
  await staffSignIn(page, `${e2e.server.url}/lawyers/en-ca`, 'E100004');
  await page.waitForURL(`${e2e.server.url}/lawyers/en-ca/studio`);
  expect(await page.evaluate(() => fetch('/smb/cnc/api/v2/session').then((r) => r.json()))).toMatchObject({ user: { login: 'analyst@demo.test', employee_number: 'E100004' } });
  expect(await page.evaluate(() => fetch('/smb/cnc/api/v2/studio/programs').then((r) => r.status))).toBe(200);
});

it.each([
  ['a staff member in no allowed group', 'E100002'],
  ['an internal user without a CSR role', 'E100003'],
])('%s lands on login with the auth-error flag, signed out', async (_, employeeNumber) => {
  const { page, errors } = await openPage();
  await staffSignIn(page, `${e2e.server.url}/lawyers/en-ca`, employeeNumber);
  await page.waitForURL(`${e2e.server.url}/lawyers/en-ca/login?oktaAuthError=true`);
  await page.getByLabel('Email address', { exact: true }).waitFor();
  expect(await page.evaluate(() => fetch('/smb/cnc/api/v2/session').then((r) => r.json()))).toMatchObject({ user: null });
  expect(errors).toEqual([]);
});

it('a wrong password stays on the provider’s form with its message', async () => {
  const { page } = await openPage(390);
  await staffSignIn(page, `${e2e.server.url}/en-ca`, 'E100001', 'not-the-password');
  await page.getByRole('alert').filter({ hasText: 'The employee number or the password is not right.' }).waitFor();
  expect(page.url().startsWith(`${e2e.server.staffProviderUrl}/interaction/`)).toBe(true);
  await shot(page, 'staff-provider-wrong-en-390');
});

for (const [locale, width] of [['en-ca', 1280], ['fr-ca', 390]] as const) {
  it(`cancelling at the provider shows its error and description on the portal (${locale}, ${width} px)`, async () => {
    const { page, errors } = await openPage(width);
    await page.goto(`${e2e.server.url}/aircrafthull/${locale}/internal-login`);
    await page.getByRole('button', { name: locale === 'en-ca' ? 'Cancel' : 'Annuler', exact: true }).click();
    // the sign-in's base, in English (docs/requirements.md §7.7)
    await page.waitForURL((url) => url.pathname === '/aircrafthull/en-ca/internal-login/error');
    await expectHeading(page, 'Staff sign-in did not succeed');
    await page.getByText('access_denied', { exact: true }).waitFor();
    await page.getByText('The staff member cancelled the sign-in', { exact: true }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, `staff-provider-error-${locale}-${width}`);
    await page.getByRole('link', { name: 'Back to Log in' }).click();
    await page.waitForURL(`${e2e.server.url}/aircrafthull/en-ca/login`);
    expect(errors).toEqual([]);
  });
}

it('the error page in French reads French', async () => {
  const { page, errors } = await openPage(390);
  await page.goto(`${e2e.server.url}/fr-ca/internal-login/error?error=temporarily_unavailable&error_description=${encodeURIComponent('Service en maintenance')}`);
  await expectHeading(page, 'La connexion du personnel n’a pas abouti');
  await page.getByText('Service en maintenance', { exact: true }).waitFor();
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'staff-error-page-fr-ca-390');
  expect(errors).toEqual([]);
});

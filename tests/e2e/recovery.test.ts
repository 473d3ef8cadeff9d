/**
 * Password recovery as a person does it, in real Chromium against the real server
 * (docs/requirements.md §7.9): the sign-in page's link, the e-mail, the code read from the
 * development outbox (no SMTP_URL), a new password under the live checklist, a full page load to
 * the sign-in page, and a sign-in with the new password; no console error, no serious axe-core violation on each page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support-axe/chromium';
import { codeFromOutbox, expectHeading } from './support/people';
import { startServer, type RunningServer } from './support/server';
import { axeProblems, consoleErrors } from './support/page-checks';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeProblems(page)).toEqual([]);
}

it('forgot → the code from the e-mail → a new password → sign in with it', async () => {
  context = await browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const base = `${server.url}/en-ca`;

  await page.goto(`${base}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectHeading(page, 'Forgot your password?');
  expect(await page.getByRole('link', { name: 'Return to Log in' }).getAttribute('href')).toBe('/en-ca/login');
  await expectAccessible(page);
  await page.getByLabel('Email address').fill('  agent@demo.test ');
  await page.getByRole('button', { name: 'Send the code' }).click();

  await expectHeading(page, 'Reset your password');
  expect(new URL(page.url()).pathname).toBe('/en-ca/auth/reset-password');
  // the page's notice (the checklist below has a status line of its own)
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'recovery code' }).textContent()).toBe('If an account uses agent@demo.test, we have sent a recovery code to it. The code is valid for 30 minutes.');
  expect(await page.getByLabel('Email address').inputValue()).toBe('agent@demo.test');
  await expectAccessible(page);

  const code = await codeFromOutbox(server, 'agent@demo.test');
  await page.getByLabel('Recovery code').fill(code);
  // the live checklist refuses a weak password in the page: nothing is sent, the code is not spent
  await page.getByLabel('Password', { exact: true }).fill('weakpassword');
  await page.getByLabel('Confirm password').fill('weakpassword');
  const checklist = page.getByRole('list', { name: 'Your password needs' });
  await expect.poll(() => checklist.locator('[data-rule="upper"]').getAttribute('data-met')).toBe('false');
  await expect.poll(() => checklist.locator('[data-rule="length"]').getAttribute('data-met')).toBe('true');
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  // the button says it is not ready yet; Enter in the form still asks, and is told why
  expect(await page.getByRole('button', { name: 'Change my password' }).getAttribute('aria-disabled')).toBe('true');
  await page.getByLabel('Confirm password').press('Enter');
  await page.getByRole('alert').getByText('Your new password does not meet every rule yet').waitFor();
  expect(sent.filter((url) => url.includes('/reset-password'))).toEqual([]);
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill('Recovered!2026');
  await page.getByLabel('Confirm password').fill('Recovered!2026');
  await expect.poll(() => checklist.locator('[data-met="false"]').count()).toBe(0);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expectHeading(page, 'Password changed');
  expect(new URL(page.url()).pathname).toBe('/en-ca/auth/reset-password-success');
  await expectAccessible(page);

  // a full page load: a marker left in this document is gone in the next
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole('link', { name: 'Go to Log in' }).click();
  await expectHeading(page, 'Sign in');
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(false);

  await page.getByLabel('Email address', { exact: true }).fill('agent@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Recovered!2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  const session = await page.evaluate(async () => (await fetch('/smb/cnc/api/v2/session')).json());
  expect(session.user.login).toBe('agent@demo.test');
  expect(errors).toEqual([]);
}, 240_000);

/**
 * Nothing typed is lost, in real Chromium against the real server: an applicant types on a step,
 * closes the tab without continuing, and finds the answers on another device, restored with a
 * notice; the browser's storage never held them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dateInDays, expectHeading, signIn } from './support/people';
import { e2ePortal } from './support/portal';
import { axeProblems, consoleErrors } from './support/page-checks';

const ACCOUNTANT = 'accountant@demo.test';
const e2e = e2ePortal({ ports: { portal: 8450, sandbox: 8451, staffProvider: 8452 } });

/** A new browser context: another device, with nothing of the first one's. */
async function device(): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

describe('answers typed and not saved', () => {
  it('survive a closed tab and come back, with a notice, on another device', async () => {
    const base = `${e2e.server.url}/accountants/en-ca`;
    const laptop = await device();
    await signIn(laptop.page, base, ACCOUNTANT);
    await laptop.page.waitForURL(`${base}/important-information`);
    // the first save creates the application the draft belongs to
    await laptop.page.getByRole('checkbox', { name: 'I have read the important information above.' }).check();
    await laptop.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await laptop.page.waitForURL(`${base}/general-information`);
    await expectHeading(laptop.page, 'General information');

    await laptop.page.getByLabel('First name', { exact: true }).fill('Benoît');
    await laptop.page.getByLabel('Last name', { exact: true }).fill('Typed-Not-Saved');
    await laptop.page.getByLabel('Last name', { exact: true }).press('Tab');
    const storage = await laptop.page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(storage).not.toContain('Typed-Not-Saved');
    // closed without Continue, before the pause that writes the draft: the page, going away, sends it (keepalive)
    await laptop.page.close({ runBeforeUnload: true });
    expect(laptop.errors).toEqual([]);

    const phone = await device();
    await signIn(phone.page, base, ACCOUNTANT);
    await phone.page.waitForURL((url) => /\/accountants\/en-ca\/[a-z-]+$/.test(url.pathname) && !url.pathname.endsWith('/login'));
    await phone.page.goto(`${base}/general-information`);
    await expectHeading(phone.page, 'General information');
    const notice = phone.page.getByRole('status').filter({ hasText: 'We restored answers you typed on' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/We restored answers you typed on .+ but did not save\. Review them and continue\./);
    expect(await phone.page.getByLabel('First name', { exact: true }).inputValue()).toBe('Benoît');
    expect(await phone.page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Typed-Not-Saved');
    expect(await axeProblems(phone.page)).toEqual([]);

    // once the step is saved, the draft is gone: the next visit shows the saved answers, no notice
    const page = phone.page;
    await page.getByLabel('Email address', { exact: true }).fill('benoit@example.com');
    await page.getByRole('radio', { name: 'English', exact: true }).check();
    await page.getByRole('radio', { name: 'Individual', exact: true }).check();
    await page.getByLabel('Province or territory of your practice', { exact: true }).selectOption({ label: 'Quebec' });
    await page.getByLabel('Professional designation', { exact: true }).selectOption({ label: 'CPA' });
    await page.getByLabel('Coverage start date', { exact: true }).fill(dateInDays(10));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${base}/additional-entity`);
    await page.goto(`${base}/general-information`);
    await expectHeading(page, 'General information');
    await page.getByLabel('Last name', { exact: true }).waitFor();
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Typed-Not-Saved');
    expect(await page.getByText('We restored answers you typed on').count()).toBe(0);
    expect(phone.errors).toEqual([]);
  });
});

/**
 * The walking skeleton as an applicant lives it, in real Chromium against the real server:
 * sign in, answer a page, be told what is missing, save, come back to saved answers, and be
 * warned when another window saved the same application first; then finish the journey, accept
 * a quote, pay by card in the sandbox provider's hosted fields (its own origin, in a frame) with
 * its success card and see the policy number, the card never having been sent to the portal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support-axe/chromium';
import { startServer, type RunningServer } from './support/server';
import { axeProblems, consoleErrors } from './support/page-checks';
import { dateInDays, descriptionOf, expectHeading, recordProposalWrites, recordRequestsTo, signIn } from './support/people';

const ACCOUNTANT = 'accountant@demo.test';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** What Chromium refused under the portal's and the provider's Content-Security-Policy (docs/security.md). */
const cspViolations: string[] = [];
/** Console errors of each page opened (the expected 409 of the two-window test is checked where it happens). */
const errorsOf = new Map<Page, string[]>();

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  // every frame of the context, the provider's card frame included, reports what it refused
  await context.exposeBinding('reportCspViolation', (source, what: string) => cspViolations.push(`${source.frame.url()}: ${what}`));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(what: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  const page = await context.newPage();
  errorsOf.set(page, consoleErrors(page));
  return page;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('accountant journey in the browser', () => {
  let first: Page;
  const base = () => `${server.url}/accountants/en-ca`;

  it('signs in and starts on the first step of the journey', async () => {
    first = await newPage();
    await signIn(first, base(), ACCOUNTANT);
    await first.waitForURL(`${base()}/important-information`);
    await expectHeading(first, 'Important information');
    expect(await axeProblems(first)).toEqual([]);

    const writes = recordProposalWrites(first);
    await first.getByRole('checkbox', { name: 'I have read the important information above.' }).check();
    await first.getByRole('button', { name: 'Continue', exact: true }).click();
    await first.waitForURL(`${base()}/general-information`);
    await expectHeading(first, 'General information');
    expect(await axeProblems(first)).toEqual([]);
    // the first save creates the application
    expect(writes.map((r) => r.method())).toEqual(['POST']);
  });

  it('names a missing answer beside the field and in the summary, and saves nothing', async () => {
    const writes = recordProposalWrites(first);
    // a new application opens with the account's names and e-mail; the applicant may change them
    expect(await first.getByLabel('First name', { exact: true }).inputValue()).toBe('Benoît');
    expect(await first.getByLabel('Last name', { exact: true }).inputValue()).toBe('Comptable');
    expect(await first.getByLabel('Email address', { exact: true }).inputValue()).toBe('accountant@demo.test');
    await first.getByLabel('First name', { exact: true }).fill('');
    await first.getByLabel('Email address', { exact: true }).fill('benoit@example.com');
    await first.getByRole('radio', { name: 'English', exact: true }).check();
    await first.getByRole('radio', { name: 'Individual', exact: true }).check();
    await first.getByLabel('Province or territory of your practice', { exact: true }).selectOption({ label: 'Quebec' });
    await first.getByLabel('Professional designation', { exact: true }).selectOption({ label: 'CPA' });
    await first.getByLabel('Coverage start date', { exact: true }).fill(dateInDays(10));
    await first.getByRole('button', { name: 'Continue', exact: true }).click();

    const summary = first.getByRole('alert').filter({ hasText: 'There is a problem on this page' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Please correct the following: First name.');
    const firstName = first.getByLabel('First name', { exact: true });
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(firstName)).toBe('This field is required.');
    expect(first.url()).toBe(`${base()}/general-information`);
    expect(writes).toHaveLength(0);
  });

  it('saves with the revision it was based on and moves to the next step', async () => {
    const patch = first.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/smb/cnc/api/v2/proposals'));
    await first.getByLabel('First name', { exact: true }).fill('Benoît');
    await first.getByRole('button', { name: 'Continue', exact: true }).click();
    const request = await patch;
    expect(request.headers().revision).toBe('1');
    expect(request.headers().client).toBe('CANACCT');
    expect((await request.response())?.status()).toBe(200);
    expect(request.postDataJSON()).toMatchObject({
      current_progress_state: 'GENERAL_INFORMATION',
      progress_states: [{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { first_name: 'Benoît', last_name: 'Comptable' } }],
    });
    await first.waitForURL(`${base()}/additional-entity`);
    await expectHeading(first, 'Other entities to insure');
  });

  it('shows the saved answers after a reload', async () => {
    await first.goto(`${base()}/general-information`);
    await first.reload();
    await expectHeading(first, 'General information');
    expect(await first.getByLabel('First name', { exact: true }).inputValue()).toBe('Benoît');
    expect(await first.getByLabel('Last name', { exact: true }).inputValue()).toBe('Comptable');
    expect(await first.getByRole('radio', { name: 'Individual', exact: true }).isChecked()).toBe(true);
    expect(await first.getByLabel('Coverage start date', { exact: true }).inputValue()).toBe(dateInDays(10));
    // the end date is derived: one year after the start
    const end = dateInDays(10).replace(/(\d{4})$/, (y) => String(Number(y) + 1));
    expect(await first.getByLabel('Coverage end date', { exact: true }).inputValue()).toBe(end);
  });

  it('shows "Step X of Y" on a narrow screen', async () => {
    await first.setViewportSize({ width: 600, height: 900 });
    const toggle = first.getByRole('navigation', { name: 'Application steps' }).getByRole('button', { name: /Step 2 of 8/ });
    expect(await toggle.isVisible()).toBe(true);
    expect(await first.getByRole('listitem').filter({ hasText: 'Gross billings' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await first.getByRole('listitem').filter({ hasText: 'Gross billings' }).isVisible()).toBe(true);
    await first.setViewportSize({ width: 1280, height: 900 });
  });

  it('keeps the step when switching language', async () => {
    await first.getByRole('link', { name: 'Afficher cette page en français' }).click();
    await first.waitForURL(`${server.url}/accountants/fr-ca/general-information`);
    await expectHeading(first, 'Renseignements généraux');
    expect(await first.getByLabel('Prénom', { exact: true }).inputValue()).toBe('Benoît');
    await first.getByRole('link', { name: 'View this page in English' }).click();
    await first.waitForURL(`${base()}/general-information`);
    await first.getByLabel('First name', { exact: true }).waitFor();
  });

  it("validates with the page's module from the server, and shows the error page when that module is not found", async () => {
    // the module the page imported: same origin, cached for good (its URL names its content)
    const key = await first.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name).find((url) => /\/smb\/cnc\/api\/v2\/validators\/CANACCT\/general-information\/[0-9a-f]{64}\.js$/.test(url)),
    );
    expect(key).toBeDefined();
    const served = await first.request.get(key!);
    expect([served.status(), served.headers()['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    const unknown = key!.replace(/[0-9a-f]{64}\.js$/, `${'0'.repeat(64)}.js`);
    const missing = await first.request.get(unknown);
    expect(missing.status()).toBe(404);
    expect((await missing.json()).message).toBe(`Page “general-information” of program CANACCT has no validator ${'0'.repeat(64)}.`);

    // a browser whose layout names a key the server does not know gets that 404: the catalogue's error, not a blank form
    const lost = await newPage();
    await signIn(lost, base(), ACCOUNTANT);
    await lost.waitForURL((url) => !url.pathname.endsWith('/login'));
    await lost.route('**/smb/cnc/api/v2/validators/**', (route) => route.continue({ url: route.request().url().replace(/[0-9a-f]{64}\.js$/, `${'0'.repeat(64)}.js`) }));
    await lost.goto(`${base()}/general-information`);
    await lost.waitForURL(`${base()}/error/404`);
    await expectHeading(lost, 'Page not found');
    expect(await lost.getByLabel('First name', { exact: true }).count()).toBe(0);
    // the 404s are this test's point: nothing else went wrong on that page
    expect(errorsOf.get(lost)!.filter((e) => !/404|dynamically imported module/.test(e))).toEqual([]);
    errorsOf.delete(lost);
  });

  it('tells the applicant when another window saved the application first', async () => {
    const second = await newPage();
    await signIn(second, base(), ACCOUNTANT);
    // the login page itself matches /accountants/en-ca/<route>: wait until sign-in has left it
    await second.waitForURL((url) => /\/accountants\/en-ca\/[a-z-]+$/.test(url.pathname) && !url.pathname.endsWith('/login'));
    await second.goto(`${base()}/general-information`);
    await second.getByLabel('Last name', { exact: true }).fill('Comptable-Tremblay');
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await second.waitForURL(`${base()}/additional-entity`);

    const writes = recordProposalWrites(first);
    await first.getByLabel('Last name', { exact: true }).fill('Gagnon');
    await first.getByRole('button', { name: 'Continue', exact: true }).click();
    // the error catalogue's record for a stale save (proposals, 409, 10022: schemas/config/errors.json)
    const conflict = first.getByRole('alert').filter({ hasText: 'Your application changed elsewhere' });
    await conflict.waitFor();
    expect(await (await writes[0]!.response())?.status()).toBe(409);
    expect(first.url()).toBe(`${base()}/general-information`);

    await conflict.getByRole('button', { name: 'Reload the application' }).click();
    await conflict.waitFor({ state: 'detached' });
    // what was typed here is kept, restored over the reloaded application, until discarded
    const restored = first.getByRole('status').filter({ hasText: 'We restored answers you typed on' });
    await restored.waitFor();
    expect(await first.getByLabel('Last name', { exact: true }).inputValue()).toBe('Gagnon');
    await restored.getByRole('button', { name: 'Discard these answers' }).click();
    await first.waitForFunction(
      () => (document.getElementById('root.last_name') as HTMLInputElement | null)?.value === 'Comptable-Tremblay',
    );
    expect(await first.getByLabel('Last name', { exact: true }).inputValue()).toBe('Comptable-Tremblay');
  });

  it('finishes the journey, accepts the $1,000,000 quote, pays by card and sees the policy number', async () => {
    const next = async (route: string) => {
      await first.getByRole('button', { name: 'Continue', exact: true }).click();
      await first.waitForURL(`${base()}/${route}`);
    };
    const answer = (question: string, choice: 'Yes' | 'No') => first.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true }).check();
    const fill = (label: string, value: string) => first.getByLabel(label, { exact: true }).fill(value);
    await next('additional-entity');
    await answer('Do you want other entities that you own or control named as insureds?', 'No');
    await next('personal-addresses');
    await fill('Street address', '1200 rue Sherbrooke Ouest');
    await fill('City', 'Montréal');
    await first.getByLabel('Province or territory', { exact: true }).selectOption({ label: 'Quebec' });
    await fill('Postal code', 'H3A 1H6');
    await next('practice-information');
    await fill('Year the practice was established', '2010');
    await fill('Number of partners or principals, including you', '1');
    await answer('Are all partners members in good standing of their provincial CPA body?', 'Yes');
    await first.getByRole('button', { name: 'Add', exact: true }).click();
    const officer = first.locator('.cx-item').first();
    await officer.getByLabel('First name', { exact: true }).fill('Benoît');
    await officer.getByLabel('Last name', { exact: true }).fill('Comptable');
    await officer.getByLabel('Professional designation', { exact: true }).selectOption({ label: 'CPA' });
    await officer.getByLabel('Date the designation was received', { exact: true }).fill('15/09/2008');
    await officer.getByRole('button', { name: 'Save', exact: true }).click();
    await answer('In the past five years, have you or a partner practised under another firm name?', 'No');
    await next('staff-information');
    await fill('Professional staff who are not partners', '0');
    await fill('Administrative and support staff', '0');
    await answer('Do you check references before hiring staff who handle money or client records?', 'Yes');
    await next('client-funds');
    await answer('Does the firm hold client funds in trust or have signing authority over client accounts?', 'No');
    await next('financial-details-gross-billings');
    await fill('Gross billings for your last fiscal year', '400000');
    await fill('Audit and assurance', '40');
    await fill('Tax preparation and advice', '60');
    await next('revenue-information');
    await fill('Individuals and sole proprietors (%)', '100');
    await fill('Share of your gross billings from your largest client (%)', '10');
    await next('financial-details-other-and-additional-services');
    await answer('Do you give investment advice or sell securities or insurance products?', 'No');
    await next('financial-details-now-gross-billing-accountants');
    await fill('Estimated gross billings for the current fiscal year', '400000');
    await fill('Number of professional accountants in the firm, including you', '1');
    await next('limit-professional-liability');
    await first.getByLabel('Professional liability limit (each claim and aggregate)', { exact: true }).selectOption({ label: '$1,000,000' });
    // tax audit fee insurance starts on "No tax audit fee insurance"
    await next('tax-audit-fee-insurance');
    await next('Limit-Cyber-Privacy');
    await answer('Would you like to add cyber and privacy insurance ($100,000 aggregate)?', 'No');
    await next('fraud-employee-dishonesty-coverage');
    await first.getByLabel('Limit for each loss', { exact: true }).selectOption({ label: 'No coverage' });
    // the begin date's month decides between the fraud questions and the crime question (docs/requirements.md §2.9)
    const crime = first.getByRole('radiogroup', { name: 'Has anyone in the firm ever been charged with or convicted of a crime?' });
    if (await crime.count()) {
      await answer('Has anyone in the firm ever been charged with or convicted of a crime?', 'No');
    } else {
      await answer('Do two people approve every payment above $5,000?', 'Yes');
      await answer('Are bank accounts reconciled monthly by someone who cannot sign cheques?', 'Yes');
    }
    await next('coverage-requested');
    await answer('Do you currently have professional liability insurance?', 'No');
    await answer('Do you need coverage for work done before the start date (retroactive coverage)?', 'No');
    await next('underwriting');
    await answer('Do you use a signed engagement letter for every engagement?', 'Yes');
    await answer('In the past five years, has any claim been made against you or the firm, or do you know of a circumstance that could lead to one?', 'No');
    await answer('Has any partner been disciplined by a professional body?', 'No');
    await answer('Has an insurer ever declined, cancelled or refused to renew your professional liability insurance?', 'No');
    await next('non-canadian-professional-services');
    await answer('Do you provide professional services outside Canada?', 'No');
    await answer('Do you provide services in Canada to clients based outside Canada?', 'No');
    // the documents step: documents are optional (docs/requirements.md §11.5)
    await next('add-attachments');
    await expectHeading(first, 'Supporting documents');
    const rated = first.waitForRequest((r) => r.method() === 'PATCH' && r.headers().generate_quote === 'true');
    await first.getByRole('button', { name: 'Continue', exact: true }).click();
    await rated;
    await first.waitForURL(`${base()}/quote-final`);
    await expectHeading(first, 'Your quote');
    expect(await axeProblems(first)).toEqual([]);

    // four limits; the one chosen on the limit step is preselected (docs/requirements.md §5.5)
    const tiles = first.getByRole('group', { name: 'Choose your coverage limit' }).getByRole('radio');
    expect(await tiles.count()).toBe(4);
    // revenue 400000 → ×1.2, audit 40 % → ×1.2: 900 × 1.44 = 1296.00; QC 9 % = 116.64; fee 25 → 1437.64
    const oneMillion = first.getByRole('radio', { name: 'Limit $1,000,000, premium $1,296.00', exact: true });
    expect(await oneMillion.isChecked()).toBe(true);
    expect(await tiles.evaluateAll((radios) => radios.filter((r) => (r as HTMLInputElement).checked).length)).toBe(1);
    const total = first.getByRole('row', { name: /Total to pay for the year/ });
    expect(await total.textContent()).toContain('$1,437.64');
    await first.getByRole('checkbox', { name: 'I confirm that the information I have provided is true and complete.' }).check();
    const kept = first.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/smb/cnc/api/v2/proposals'));
    await first.getByRole('button', { name: 'Accept quote', exact: true }).click();
    // the confirmation is saved with the application before the quote is accepted
    const saved = await kept;
    expect(saved.status()).toBe(200);
    const states = ((await saved.json()) as { progress_states: { name: string; form_elements: Record<string, unknown> }[] }).progress_states;
    expect(states.find((s) => s.name === 'QUOTE_FINAL')?.form_elements).toEqual({ qa_confirm_information: 'y' });

    await first.waitForURL(`${base()}/payment`);
    await expectHeading(first, 'Payment');
    expect(await axeProblems(first)).toEqual([]);
    const toPortal = recordRequestsTo(first, server.url);
    const summary = first.getByRole('region', { name: 'Payment summary' });
    expect(await summary.getByRole('definition').allTextContents()).toEqual([expect.stringMatching(/^ACC-\d{6}$/), expect.stringMatching(/ to /), '$1,437.64']);

    // the card fields are the provider's page, from its own origin
    const frame = first.locator('iframe[title="Card details"]');
    expect(new URL((await frame.getAttribute('src'))!).origin).toBe(server.providerUrl);
    const card = first.frameLocator('iframe[title="Card details"]');
    await card.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry date (MM/YY)', { exact: true }).fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
    await card.getByLabel('Security code (CVC)', { exact: true }).fill('737');
    const pay = first.getByRole('button', { name: 'Pay $1,437.64', exact: true });
    await first.waitForFunction(() => document.querySelector('.payment-pay')?.getAttribute('aria-disabled') === 'false');
    const charged = first.waitForRequest((r) => r.url().endsWith('/smb/cnc/api/v2/updatePaymentTransaction'));
    await pay.click();
    expect((await charged).postDataJSON()).toEqual({ transaction_id: expect.any(String), token: expect.stringMatching(/^tok_[0-9a-f]{24}$/) });
    await expectHeading(first, 'Your policy is issued');
    expect(await axeProblems(first)).toEqual([]);
    // nothing the page sent to the portal carried the card number or the security code
    expect(toPortal.length).toBeGreaterThan(0);
    for (const request of toPortal) {
      const sent = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
      expect(sent).not.toMatch(/4242 ?4242 ?4242 ?4242/);
      expect(sent).not.toMatch(/"737"|cvc/i);
    }
    await first.waitForURL(`${base()}/payment/confirmation`);
    expect(await first.locator('dd.policy-number').textContent()).toMatch(/^ACC-\d{6}$/);
  });

  it('ran the whole journey, the payment frame included, without a Content-Security-Policy violation', () => {
    expect(cspViolations).toEqual([]);
  });

  it('logged no console error on any page, but the 409 the two-window test provokes', () => {
    const errors = [...errorsOf.values()].flat().filter((e) => !/status of 409 \(Conflict\).*\/smb\/cnc\/api\/v2\/proposals/.test(e));
    expect(errors).toEqual([]);
  });
});

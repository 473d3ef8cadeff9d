/**
 * Where sign-in leads (docs/requirements.md §7.5), in real Chromium against the real server: the page of the
 * application's status, the first step when there is none, the user's own program's site, and the
 * staff pages refused to applicants. Screenshots at 1280 and 390 px in both languages go to $SHOTS_DIR
 * when set.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectHeading, signIn, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { axeProblems, consoleErrors } from './support/page-checks';

const API = '/smb/cnc/api/v2';
const SHOTS = process.env.SHOTS_DIR;

const e2e = e2ePortal({ shots: SHOTS });

async function openPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

/** Signs in on a French site, as a person reads its labels. */
async function signInFrench(page: Page, baseUrl: string, login: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Adresse courriel', { exact: true }).fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The accountant's application answered in part and rated, through the API as the applicant's browser does. */
async function quotedAccountant(login: string): Promise<void> {
  const signedIn = await fetch(`${e2e.server.url}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const headers = { cookie: signedIn.headers.get('set-cookie')!.split(';')[0]!, 'content-type': 'application/json', origin: e2e.server.url };
  const general = {
    first_name: 'Benoît', last_name: 'Comptable', email_address: 'benoit@example.com', language_code: 'en', is_qa_individual_or_corporation: 'individual',
    business_province: 'QC', professional_designation: 'CPA', coverage_begin_date: iso(10),
  };
  const created = await fetch(`${e2e.server.url}${API}/proposals`, {
    method: 'POST', headers,
    body: JSON.stringify({
      current_progress_state: 'FINANCIAL_DETAILS_GROSS_BILLINGS',
      progress_states: [
        { name: 'GENERAL_INFORMATION', completed: true, form_elements: general },
        { name: 'FINANCIAL_DETAILS_GROSS_BILLINGS', completed: true, form_elements: { total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 } } },
      ],
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const rated = await fetch(`${e2e.server.url}${API}/proposals`, {
    method: 'PATCH', headers: { ...headers, revision: '1', generate_quote: 'true' },
    body: JSON.stringify({
      // rated with the last step before the quote: the documents, which ask no answer
      current_progress_state: 'ADD_ATTACHMENTS',
      progress_states: [
        { name: 'PROFESSIONAL_LIABILITY_LIMIT', completed: true, form_elements: { professional_liability_limit: '1000000' } },
        { name: 'NON_CANADIAN_PROFESSIONAL_SERVICES', completed: true, form_elements: { qa_services_outside_canada: 'n', qa_services_inside_canada_for_outside_clients: 'n' } },
        { name: 'ADD_ATTACHMENTS', completed: true, form_elements: {} },
      ],
    }),
  });
  expect(rated.status, await rated.clone().text()).toBe(200);
  expect(((await rated.json()) as { status: string }).status).toBe('QUOTED');
}

describe('after sign-in (docs/requirements.md §7.5)', () => {
  it('an applicant with a quoted application lands on the quote page, in English and in French', async () => {
    await quotedAccountant('accountant@demo.test');
    const { page, errors } = await openPage();
    await signIn(page, `${e2e.server.url}/accountants/en-ca`, 'accountant@demo.test');
    await page.waitForURL(`${e2e.server.url}/accountants/en-ca/quote-final`);
    await expectHeading(page, 'Your quote');

    const fr = await openPage();
    await signInFrench(fr.page, `${e2e.server.url}/accountants/fr-ca`, 'accountant@demo.test');
    await fr.page.waitForURL(`${e2e.server.url}/accountants/fr-ca/quote-final`);
    await expectHeading(fr.page, 'Votre soumission');
    expect([...errors, ...fr.errors]).toEqual([]);
  });

  it('an applicant with no application lands on the first step of their program', async () => {
    const { page, errors } = await openPage();
    await signIn(page, `${e2e.server.url}/lawyers/en-ca`, 'lawyer@demo.test');
    await page.waitForURL(`${e2e.server.url}/lawyers/en-ca/important-information`);
    await expectHeading(page, 'Important information');
    expect(errors).toEqual([]);
  });

  it('an applicant signing in on another program’s site is moved to their own', async () => {
    const { page, errors } = await openPage();
    await signIn(page, `${e2e.server.url}/accountants/en-ca`, 'goldwings@demo.test');
    // gold wings customers land on their dashboard (docs/requirements.md §11.4)
    await page.waitForURL(`${e2e.server.url}/aircrafthull/en-ca/dashboard`);
    await expectHeading(page, 'Welcome, Gord');
    expect(errors).toEqual([]);
  });

  for (const width of [1280, 390]) {
    it(`a client user lands on the work list (${width} px), and gets 501 in French`, async () => {
      const { page, errors } = await openPage(width);
      await signIn(page, `${e2e.server.url}/accountants/en-ca`, 'client@demo.test');
      await page.waitForURL(`${e2e.server.url}/accountants/en-ca/manage-applications`);
      await expectHeading(page, 'Manage applications');
      expect(await axeProblems(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-applications-client-en-ca-${width}.png`, fullPage: true });

      const fr = await openPage(width);
      await signInFrench(fr.page, `${e2e.server.url}/accountants/fr-ca`, 'client@demo.test');
      await fr.page.waitForURL(`${e2e.server.url}/accountants/fr-ca/error/501`);
      expect([...errors, ...fr.errors]).toEqual([]);
    });
  }

  for (const [locale, width] of [['en-ca', 1280], ['en-ca', 390], ['fr-ca', 1280], ['fr-ca', 390]] as const) {
    it(`a CSR lands on the work list (${locale}, ${width} px)`, async () => {
      const { page, errors } = await openPage(width);
      const base = `${e2e.server.url}/accountants/${locale}`;
      // staff sign in through single sign-on, which comes back in English (docs/requirements.md §7.7)
      await staffSignIn(page, base, 'E100001');
      await page.waitForURL(`${e2e.server.url}/accountants/en-ca/manage-applications`);
      if (locale === 'fr-ca') await page.goto(`${base}/manage-applications`);
      await expectHeading(page, locale === 'en-ca' ? 'Manage applications' : 'Gestion des demandes');
      expect(await axeProblems(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-applications-${locale}-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  }

  it('a sponsor lands on answer-net in English, and gets 501 in French', async () => {
    const { page, errors } = await openPage(390);
    await signIn(page, `${e2e.server.url}/accountants/en-ca`, 'sponsor@demo.test');
    await page.waitForURL(`${e2e.server.url}/accountants/en-ca/answer-net`);
    await expectHeading(page, 'Sponsor applications');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/answer-net-en-ca-390.png`, fullPage: true });

    const fr = await openPage();
    await signInFrench(fr.page, `${e2e.server.url}/accountants/fr-ca`, 'sponsor@demo.test');
    await fr.page.waitForURL(`${e2e.server.url}/accountants/fr-ca/error/501`);
    await expectHeading(fr.page, 'Cette page n’est pas offerte en français');
    if (SHOTS) await fr.page.setViewportSize({ width: 390, height: 900 });
    if (SHOTS) await fr.page.screenshot({ path: `${SHOTS}/error-501-fr-ca-390.png`, fullPage: true });
    // the way on is the English site, where answer-net is
    await fr.page.getByRole('link', { name: 'Continuer en anglais', exact: true }).click();
    await fr.page.waitForURL(`${e2e.server.url}/accountants/en-ca/answer-net`);
    expect([...errors, ...fr.errors]).toEqual([]);
  });

  it('an applicant opening a staff placeholder is refused', async () => {
    const { page } = await openPage();
    await signIn(page, `${e2e.server.url}/lawyers/en-ca`, 'lawyer@demo.test');
    await page.waitForURL(`${e2e.server.url}/lawyers/en-ca/important-information`);
    await page.goto(`${e2e.server.url}/lawyers/en-ca/manage-applications`);
    await expectHeading(page, 'You do not have access to this page');
  });

  for (const [locale, width] of [['en-ca', 1280], ['fr-ca', 390]] as const) {
    it(`the one-time message after a CSR decline reads well, and a lawyer is refused the dashboard (${locale}, ${width} px)`, async () => {
      const { page, errors } = await openPage(width);
      const base = `${e2e.server.url}/lawyers/${locale}`;
      if (locale === 'en-ca') await signIn(page, base, 'lawyer@demo.test');
      else await signInFrench(page, base, 'lawyer@demo.test');
      await page.waitForURL(`${base}/important-information`);
      // the step drawn first: its notice was taken (none) before the message is left, or a slow step
      // chunk would take the message on this page load, just before the reload
      await expectHeading(page, locale === 'en-ca' ? 'Important information' : 'Renseignements importants');
      // the message sign-in leaves for the page it lands on (a declined application is not reachable through the API alone)
      await page.evaluate(() => sessionStorage.setItem('portal.landingNotice', 'csrRejected'));
      await page.reload();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: locale === 'en-ca' ? 'Your previous application was declined' : 'Votre demande précédente a été refusée' }).waitFor();
      expect(await axeProblems(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/csr-rejected-${locale}-${width}.png` });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await expectHeading(page, locale === 'en-ca' ? 'Important information' : 'Renseignements importants');
      expect(await page.getByRole('alertdialog').count()).toBe(0);

      // the dashboard is the aviation customers' (docs/requirements.md §11.4): a lawyer is refused
      await page.goto(`${base}/dashboard`);
      await expectHeading(page, locale === 'en-ca' ? 'You do not have access to this page' : 'Vous n\'avez pas accès à cette page');
      expect(errors).toEqual([]);
    });
  }
});

/**
 * The back office end to end (docs/requirements.md §8), in real Chromium against the real server:
 * a CSR signs in through the staff provider, filters, sorts and exports the work list (the xlsx is
 * opened and read), takes a referred application from the list and approves it; its applicant then
 * reads the review, accepts the terms and the quote and pays with the sandbox card. A CSR sends another application to the sponsor,
 * whom the sponsor approves from their list. An applicant and a sponsor are refused every CSR screen
 * and call. Every back-office screen is axe-clean in English and French; screenshots (1280 and
 * 390 px, both languages) go to $SHOTS_DIR when set.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyFixtureSteps } from '../../server/testing/journey-fixtures';
import { DEMO_PASSWORD, expectHeading, signIn, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { referredApplication } from './support/referred-application';
import { axeProblems, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });
const API = '/smb/cnc/api/v2';

const en = () => `${e2e.server.url}/accountants/en-ca`;
const fr = () => `${e2e.server.url}/accountants/fr-ca`;

/** The work list's columns as the page and the export name them (schemas/content/en-CA/backoffice.json). */
const COLUMNS = ['No.', 'CSR', 'Customer number', 'Name', 'E-mail', 'Business province', 'Firm name', 'Status', 'Last modified', 'Referral date', 'New/renewal', 'Approved by', 'Policy effective date', 'Quote expiry (days)'];
const NAME = COLUMNS.indexOf('Name');

const errorsOf = new Map<Page, string[]>();

async function newPage(locale: 'en-CA' | 'fr-CA' = 'en-CA'): Promise<Page> {
  const context: BrowserContext = await e2e.browser.newContext({ locale, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  e2e.contexts.push(context);
  const page = await context.newPage();
  errorsOf.set(page, consoleErrors(page));
  return page;
}

/** No serious axe-core violation at either width; screenshots of both widths as `name`-{1280,390}. */
async function look(page: Page, name: string): Promise<void> {
  expect(await axeProblems(page), `${name} at 1280 px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeProblems(page), `${name} at 390 px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  // nothing wider than the phone's screen but the table's own scrolling region
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name}: the page scrolls sideways at 390 px`).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An application started (its first step saved) by a demo applicant, who then leaves it in progress. */
async function startedApplication(login: string, client: string, programType: string): Promise<void> {
  const api = `${e2e.server.url}${API}`;
  const signedIn = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const first = journeyFixtureSteps(client)[0]!;
  const created = await fetch(`${api}/proposals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, client, program_type: programType },
    body: JSON.stringify({ current_progress_state: first.state, progress_states: [{ name: first.state, completed: true, form_elements: first.answers }] }),
  });
  expect(created.status, await created.text()).toBe(201);
}

/** The work list's rows as they show, cell by cell (the text of each cell, its buttons left out). */
async function rowsOf(page: Page, lang: 'en' | 'fr' = 'en'): Promise<string[][]> {
  const table = page.getByRole('table', { name: lang === 'en' ? 'Applications' : 'Demandes' });
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td')].map((td) => {
        const text = td.cloneNode(true) as HTMLElement;
        text.querySelectorAll('button').forEach((b) => b.remove());
        return text.textContent ?? '';
      }),
    ),
  );
}

/** Waits until the work list shows exactly these names, in this order. */
async function expectNames(page: Page, names: string[]): Promise<void> {
  await expect.poll(async () => (await rowsOf(page)).map((cells) => cells[NAME]), { timeout: 10_000 }).toEqual(names);
}

describe('the back office', () => {
  let csr: Page;
  /** the demo accountant's referred application (Benoît Comptable) and another CANACCT applicant's (Tomas Twofold) */
  let benoit: string;
  let tomas: string;

  it('a CSR filters, sorts and exports the work list, takes a referred application from it and approves it', async () => {
    benoit = await referredApplication(e2e.server.url);
    tomas = await referredApplication(e2e.server.url, 'twoprograms@demo.test');
    // a third application the name filter leaves out
    await startedApplication('lawyer@demo.test', 'CANLAWYERS', 'LAWYER');

    csr = await newPage();
    await staffSignIn(csr, en(), 'E100001');
    await csr.waitForURL(`${en()}/manage-applications`);
    await expectHeading(csr, 'Manage applications');
    await csr.getByText('3 applications', { exact: true }).waitFor();
    // by default: CSR review required first
    expect((await rowsOf(csr)).map((cells) => cells[NAME]).slice(2)).toEqual(['Laura Lawyer']);
    expect(await csr.getByRole('columnheader').allTextContents()).toEqual(COLUMNS.map((c) => expect.stringContaining(c)));

    // a filter applies once the typing pauses, and the URL keeps it
    const typed = Date.now();
    await csr.getByRole('searchbox', { name: 'Name', exact: true }).fill('o');
    await csr.waitForURL((url) => url.searchParams.get('name') === 'o');
    expect(Date.now() - typed).toBeGreaterThanOrEqual(450);
    await csr.getByText('2 applications', { exact: true }).waitFor();

    // by name, one way then the other: the header says which
    const nameHeader = csr.getByRole('columnheader', { name: 'Name', exact: true });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    await nameHeader.getByRole('button').click();
    await csr.waitForURL((url) => url.searchParams.get('sort') === 'full_name' && url.searchParams.get('direction') === 'asc');
    await expectNames(csr, ['Benoît Comptable', 'Tomas Twofold']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await csr.waitForURL((url) => url.searchParams.get('direction') === 'desc');
    await expectNames(csr, ['Tomas Twofold', 'Benoît Comptable']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

    // a reload shows the same list
    const shown = await rowsOf(csr);
    await csr.reload();
    await expectNames(csr, ['Tomas Twofold', 'Benoît Comptable']);
    expect(await rowsOf(csr)).toEqual(shown);
    expect(await csr.getByRole('searchbox', { name: 'Name', exact: true }).inputValue()).toBe('o');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

    // the export: the whole filtered list in its order, dates as dates, numbers as numbers
    const downloading = csr.waitForEvent('download');
    await csr.getByRole('link', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Applications-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/);
    const file = join(tmpdir(), `boe2e-${process.pid}.xlsx`);
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.getWorksheet('Applications')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS]);
    expect(sheet.rowCount).toBe(3);
    const cellsOf = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const today = new Date().toISOString().slice(0, 10);
    for (const [i, cells] of shown.entries()) {
      const row = cellsOf(i + 2);
      expect(row[0]).toBe(i + 1);
      // the page's text, but for the dates (real dates in the file) and N/A (an empty cell)
      expect(row[NAME]).toBe(cells[NAME]);
      expect(row.slice(1, 8)).toEqual(cells.slice(1, 8).map((text) => (text === 'N/A' ? undefined : text)));
      expect(row[8]).toBeInstanceOf(Date);
      expect((row[8] as Date).toISOString().slice(0, 10)).toBe(cells[8]);
      expect(row[9]).toBeInstanceOf(Date);
      expect((row[9] as Date).toISOString().slice(0, 10)).toBe(today);
      expect(row[10]).toBe('New');
      expect(cells.slice(11)).toEqual(['N/A', 'N/A', 'N/A']);
      expect(row.slice(11)).toEqual([]);
    }

    // Assign to me from the list, then open the application by its name
    await csr.getByRole('button', { name: 'Assign to me: the application of Benoît Comptable' }).click();
    await csr.getByText('The application is assigned to you.', { exact: true }).waitFor();
    await expect.poll(async () => (await rowsOf(csr)).find((cells) => cells[NAME] === 'Benoît Comptable')?.slice(1, 2)).toEqual(['Carl Service']);
    expect((await rowsOf(csr)).find((cells) => cells[NAME] === 'Benoît Comptable')?.[7]).toBe('CSR In Progress');
    await csr.getByRole('link', { name: 'Benoît Comptable', exact: true }).click();
    await csr.waitForURL(`${en()}/review-application/${benoit}`);
    await expectHeading(csr, 'Application review: Benoît Comptable');
    await csr.getByText('Status: CSR In Progress', { exact: true }).waitFor();
    const decision = csr.getByRole('region', { name: 'Decision' });
    await decision.getByLabel('Note (optional)').fill('Revenue confirmed with the firm.');
    await decision.getByRole('button', { name: 'Approve', exact: true }).click();
    await csr.getByText('The application is now “CSR Approved”.', { exact: true }).waitFor();
    await csr.getByText('Status: CSR Approved', { exact: true }).waitFor();
    // back on the list at once, it shows the decision
    await csr.getByRole('link', { name: 'Back to the work list', exact: true }).click();
    await csr.waitForURL((url) => url.pathname.endsWith('/manage-applications'));
    await expect.poll(async () => (await rowsOf(csr)).find((cells) => cells[NAME] === 'Benoît Comptable')?.[7], { timeout: 5_000 }).toBe('CSR Approved');
  });

  it('the applicant whose application was approved accepts the terms and the quote and pays by card', async () => {
    const applicant = await newPage();
    await signIn(applicant, en(), 'accountant@demo.test');
    // the review of the answers, then the terms (tests/e2e/review-terms.test.ts walks them in detail)
    await applicant.waitForURL(`${en()}/review`);
    await applicant.getByRole('link', { name: 'Continue to the terms and conditions', exact: true }).click();
    await expectHeading(applicant, 'Terms and conditions');
    await applicant.getByRole('region', { name: 'Terms and conditions of your policy', exact: true }).evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await applicant.getByRole('checkbox', { name: 'I have read and I accept the terms and conditions.', exact: true }).check();
    await applicant.getByRole('button', { name: 'Accept and continue', exact: true }).click();
    await applicant.waitForURL(`${en()}/quote-final`);
    await expectHeading(applicant, 'Your quote');
    await applicant.getByRole('checkbox', { name: 'I confirm that the information I have provided is true and complete.' }).check();
    await applicant.getByRole('button', { name: 'Accept quote', exact: true }).click();
    await applicant.waitForURL(`${en()}/payment`);
    await expectHeading(applicant, 'Payment');
    const card = applicant.frameLocator('iframe[title="Card details"]');
    await card.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry date (MM/YY)', { exact: true }).fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
    await card.getByLabel('Security code (CVC)', { exact: true }).fill('737');
    await applicant.waitForFunction(() => document.querySelector('.payment-pay')?.getAttribute('aria-disabled') === 'false');
    await applicant.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2}$/ }).click();
    await expectHeading(applicant, 'Your policy is issued');
    await applicant.waitForURL(`${en()}/payment/confirmation`);
    expect(await applicant.locator('dd.policy-number').textContent()).toMatch(/^ACC-\d{6}$/);

    // the CSR's list now shows it bound, approved by the CSR
    await csr.goto(`${en()}/manage-applications?name=comptable`);
    await expect.poll(async () => (await rowsOf(csr))[0]?.slice(7, 8)).toEqual(['Bound']);
    expect((await rowsOf(csr))[0]![11]).toBe('Carl Service');
  });

  it('a CSR sends an application to the sponsor, who approves it from their list and also sees answer-net', async () => {
    await csr.goto(`${en()}/review-application/${tomas}`);
    await expectHeading(csr, 'Application review: Tomas Twofold');
    const decision = csr.getByRole('region', { name: 'Decision' });
    await decision.getByRole('button', { name: 'Assign to me', exact: true }).click();
    await csr.getByText('The application is now “CSR In Progress”.', { exact: true }).waitFor();
    await decision.getByRole('button', { name: 'Send to sponsor', exact: true }).click();
    await csr.getByText('The application is now “Sponsor Review Required”.', { exact: true }).waitFor();

    const sponsor = await newPage();
    await signIn(sponsor, en(), 'sponsor.acct@demo.test');
    await sponsor.waitForURL(`${en()}/answer-net`);
    await expectHeading(sponsor, 'Sponsor applications');
    // every status of the program: the bound one and the one waiting for the sponsor
    await sponsor.getByText('2 applications', { exact: true }).waitFor();

    await sponsor.goto(`${en()}/manage-applications-gb`);
    await expectHeading(sponsor, 'Applications for sponsor review');
    await sponsor.getByRole('link', { name: 'C100007', exact: true }).click();
    await sponsor.waitForURL(`${en()}/review-application-gb/C100007`);
    await expectHeading(sponsor, 'Sponsor review');
    await sponsor.getByText('Sponsor Review Required', { exact: true }).waitFor();
    await sponsor.getByRole('button', { name: 'Approve', exact: true }).click();
    await sponsor.waitForURL(`${en()}/manage-applications-gb`);
    await sponsor.getByText('Application C100007 approved.', { exact: true }).waitFor();
    const row = sponsor.getByRole('row').filter({ has: sponsor.getByRole('link', { name: 'C100007' }) });
    await row.getByRole('cell', { name: 'CSR Approved', exact: true }).waitFor();
  });

  it('an applicant and a sponsor are refused every CSR screen and call', async () => {
    const applicant = await newPage();
    await signIn(applicant, en(), 'lawyer@demo.test');
    await applicant.waitForURL((url) => !url.pathname.endsWith('/login'));
    const sponsor = await newPage();
    await signIn(sponsor, en(), 'sponsor.acct@demo.test');
    await sponsor.waitForURL(`${en()}/answer-net`);

    const csrCookie = (await csr.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const page of [applicant, sponsor]) {
      for (const screen of ['manage-applications', `review-application/${tomas}`, 'admin-panel']) {
        await page.goto(`${en()}/${screen}`);
        await expectHeading(page, 'You do not have access to this page');
        expect(await page.getByRole('table').count(), screen).toBe(0);
      }
      // the CSR calls, made with the browser's own session
      const calls: [string, string, unknown?][] = [
        ['GET', `${API}/proposals/work-list`],
        ['GET', `${API}/proposals/work-list/export`],
        ['GET', `${API}/proposals/search`],
        ['GET', `${API}/proposals/${tomas}/review`],
        ['GET', `${API}/proposals/C100007`],
        ['POST', `${API}/proposals/${benoit}/status`, { type: 'ASSIGN_TO' }],
        ['POST', `${API}/proposals/${tomas}/status`, { type: 'STATUS_UPDATE', status: 'CSR_REVIEW_IN_PROGRESS' }],
        ['GET', `${API}/admin/customer-roles?email=twoprograms@demo.test`],
        ['DELETE', `${API}/admin/users/00000000-0000-4000-8000-000000000000/roles/ADMIN_CUSTOMER_USER/CANACCT`],
        ['POST', `${API}/session/customer`, { customer_number: 'C100007' }],
        ['DELETE', `${API}/session/customer`],
        ['POST', `${API}/config/reload`],
      ];
      // at the application's own revision, so that only the role can be the reason
      const revision = String((await (await fetch(`${e2e.server.url}${API}/proposals/id/${tomas}`, { headers: { cookie: csrCookie } })).json()).progress_states_revision);
      const refused = await page.evaluate(async ({ all, revision }) => {
        const out: string[] = [];
        for (const [method, url, body] of all) {
          const res = await fetch(url, { method, headers: { 'content-type': 'application/json', revision }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
          out.push(`${method} ${url} ${res.status}`);
        }
        return out;
      }, { all: calls, revision });
      // those 403s are the point; nothing else goes wrong on these pages
      errorsOf.set(page, errorsOf.get(page)!.filter((e) => !e.includes('status of 403 (Forbidden)')));
      expect(refused).toEqual(calls.map(([method, url]) => `${method} ${url} 403`));
    }
  });

  it('every back-office screen is axe-clean in English and French, at 1280 and 390 px', async () => {
    for (const [base, lang] of [[en(), 'en'], [fr(), 'fr']] as const) {
      await csr.goto(`${base}/manage-applications`);
      await csr.getByRole('table').locator('tbody tr').first().waitFor();
      await csr.getByRole('status').filter({ hasText: /\d/ }).first().waitFor();
      await look(csr, `work-list-${lang}`);
      // the referral date is named as on the sponsor's list
      await csr.getByRole('columnheader', { name: lang === 'en' ? 'Referral date' : 'Date de renvoi', exact: true }).waitFor();
      // the review page names the status as the list does (schemas/content/<locale>/backoffice.json)
      const approved = lang === 'en' ? 'CSR Approved' : 'Approuvée par le représentant';
      expect((await rowsOf(csr, lang)).find((cells) => cells[NAME] === 'Tomas Twofold')?.[7]).toBe(approved);
      await csr.goto(`${base}/review-application/${tomas}`);
      await csr.getByRole('region', { name: lang === 'en' ? 'Status history' : 'Historique des statuts' }).waitFor();
      await csr.getByText(lang === 'en' ? `Status: ${approved}` : `Statut\u00a0: ${approved}`, { exact: true }).waitFor();
      await look(csr, `review-application-${lang}`);
      await csr.goto(`${base}/admin-panel`);
      await csr.getByRole('heading', { level: 1 }).waitFor();
      await look(csr, `admin-panel-${lang}`);
    }
    const sponsor = await newPage();
    await signIn(sponsor, en(), 'sponsor.acct@demo.test');
    await sponsor.waitForURL(`${en()}/answer-net`);
    for (const [base, lang] of [[en(), 'en'], [fr(), 'fr']] as const) {
      await sponsor.goto(`${base}/manage-applications-gb`);
      await sponsor.getByRole('table').locator('tbody tr td a').first().waitFor();
      // every column in sight on a desktop screen
      const table = sponsor.getByRole('region').filter({ has: sponsor.getByRole('table') }).last();
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      await look(sponsor, `sponsor-list-${lang}`);
      await sponsor.getByRole('columnheader', { name: lang === 'en' ? 'Referral date' : 'Date de renvoi', exact: true }).waitFor();
      await sponsor.goto(`${base}/review-application-gb/C100007`);
      await sponsor.locator('dl').waitFor();
      await look(sponsor, `sponsor-review-${lang}`);
      await sponsor.goto(`${base}/answer-net`);
      await sponsor.getByRole('table').locator('tbody tr td').nth(1).waitFor();
      await look(sponsor, `answer-net-${lang}`);
    }
  });

  it('logged no console error on any page', () => {
    expect([...errorsOf.values()].flat()).toEqual([]);
  });
});

/**
 * Pages as a customer meets them, in real Chromium against the real server: no console error,
 * no serious or critical axe-core violation on each page (and in its error state), focus on the
 * new page's heading after each step change, and multi-field items titled from their own answers
 * with focus following Add and Save. Walks the lawyers' practice information page and the gold
 * wings aircraft items.
 *
 * Each demo account starts with its first step saved through the API, so that each test opens
 * the page it is about.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectHeading, signIn } from './support/people';
import { e2ePortal } from './support/portal';
import { axeProblems, consoleErrors } from './support/page-checks';
import { journeyFixtureSteps } from '../../server/testing/journey-fixtures';

const API = '/smb/cnc/api/v2';

const e2e = e2ePortal();

/** A page that keeps every console error and uncaught exception it meets. */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  return { page, errors };
}

/** Saves an application's first steps as the applicant would have (its own session, through the API), in order. */
async function saveSteps(login: string, steps: [string, Record<string, unknown>][]): Promise<void> {
  const signedIn = await fetch(`${e2e.server.url}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  let revision: number | undefined;
  for (const [name, answers] of steps) {
    const saved = await fetch(`${e2e.server.url}${API}/proposals`, {
      method: revision === undefined ? 'POST' : 'PATCH',
      headers: { cookie, 'content-type': 'application/json', ...(revision === undefined ? {} : { revision: String(revision) }) },
      body: JSON.stringify({ current_progress_state: name, progress_states: [{ name, completed: true, form_elements: answers }] }),
    });
    expect({ name, status: saved.status }).toEqual({ name, status: revision === undefined ? 201 : 200 });
    revision = ((await saved.json()) as { progress_states_revision: number }).progress_states_revision;
  }
}

/** The element that has focus, as a person would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${el.textContent?.trim() ?? ''}` : '';
  });

/** After a step change, focus lands on the new page's heading (it may render after the URL changes). */
async function expectFocusOnHeading(page: Page, text: string): Promise<void> {
  await expectHeading(page, text);
  await expect.poll(() => focused(page), { timeout: 10_000 }).toBe(`h1: ${text}`);
}

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('lawyers: practice information', () => {
  let page: Page;
  let errors: string[];
  const base = () => `${e2e.server.url}/lawyers/en-ca`;

  it('signs in to the saved step of the application and moves focus to each new step’s heading', async () => {
    await saveSteps('lawyer@demo.test', [['GENERAL_INFORMATION', {
      first_name: 'Laura', last_name: 'Lawyer', email_address: 'laura@example.com', language_code: 'en', is_qa_individual_or_corporation: 'individual',
      business_province: 'ON', law_society_number: 'LSO12345', year_called_to_bar: 2010, coverage_begin_date: iso(10),
    }]]);
    ({ page, errors } = await openPage());
    await signIn(page, base(), 'lawyer@demo.test');
    // sign-in resumes at the saved step (docs/requirements.md §7.5)
    await page.waitForURL(`${base()}/general-information`);
    await expectFocusOnHeading(page, 'General information');
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(`${base()}/important-information`);
    await expectFocusOnHeading(page, 'Important information');
    await page.getByRole('checkbox', { name: 'I have read the important information above.' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${base()}/general-information`);
    await expectFocusOnHeading(page, 'General information');
    // a year is shown as a year, never as an amount
    expect(await page.getByLabel('Year called to the bar', { exact: true }).inputValue()).toBe('2010');
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${base()}/additional-entity`);
    await expectFocusOnHeading(page, 'Other entities and officers');
    // an individual is not asked for the officers of a professional corporation
    expect(await page.getByRole('group', { name: 'Officers and directors of your professional corporation' }).count()).toBe(0);
    await page.getByRole('radiogroup', { name: 'Do you provide legal services through any other firm, company or partnership?' }).getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${base()}/personal-addresses`);
    await expectFocusOnHeading(page, 'Where can we reach you?');
    await page.getByLabel('Street address', { exact: true }).fill('100 King Street West');
    await page.getByLabel('City', { exact: true }).fill('Toronto');
    await page.getByLabel('Province or territory', { exact: true }).selectOption({ label: 'Ontario' });
    await page.getByLabel('Postal code', { exact: true }).fill('M5X 1A9');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${base()}/practice-information`);
    await expectFocusOnHeading(page, 'Practice information');
  });

  it('has no serious or critical axe violation, before and after Continue with nothing answered', async () => {
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem on this page' }).waitFor();
    expect(await page.getByRole('group', { name: 'Which areas of law do you practise?' }).getAttribute('aria-required')).toBeNull();
    expect(await axeProblems(page)).toEqual([]);
  });

  it('switches the important information to French: the French messages load then, and the server-rendered markdown shows', async () => {
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/((en|fr)-CA)-[^/]*\.js$/.exec(request.url())?.[1];
      if (chunk) localeChunks.push(chunk);
    });
    await page.goto(`${base()}/important-information`);
    await expectHeading(page, 'Important information');
    await page.getByRole('heading', { level: 2, name: 'Before you apply' }).waitFor();
    expect(localeChunks).not.toContain('fr-CA'); // an English page downloads no French

    await page.getByRole('link', { name: 'Afficher cette page en français' }).click();
    await page.waitForURL(`${e2e.server.url}/lawyers/fr-ca/important-information`);
    await expectHeading(page, 'Renseignements importants');
    await page.getByRole('heading', { level: 2, name: /^Avant de présenter/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuer', exact: true }).count()).toBe(1);
    expect(localeChunks).toContain('fr-CA');
    expect(await axeProblems(page)).toEqual([]);
  });

  it('logged no console error', () => {
    expect(errors).toEqual([]);
  });
});

describe('gold wings: aircraft items', () => {
  let page: Page;
  let errors: string[];
  const base = () => `${e2e.server.url}/aircrafthull/en-ca`;
  const add = () => page.getByRole('button', { name: 'Add', exact: true });
  const item = (n: number) => page.locator('.cx-item').nth(n);

  it('reaches the aircraft step with focus on its heading', async () => {
    // eligibility and general information answered as the demo applicant does (their journey fixtures)
    await saveSteps('goldwings@demo.test', journeyFixtureSteps('CANGLDWNG').slice(0, 2).map((step) => [step.state, step.answers]));
    ({ page, errors } = await openPage());
    await signIn(page, base(), 'goldwings@demo.test');
    // from the dashboard (docs/requirements.md §11.4), the application's card leads to its saved step
    await page.waitForURL(`${base()}/dashboard`);
    await page.getByRole('button', { name: 'Continue the application', exact: true }).click();
    await page.waitForURL(`${base()}/general-information`);
    await expectFocusOnHeading(page, 'General information');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${base()}/aircraft-details-and-interested-parties`);
    await expectFocusOnHeading(page, 'Aircraft details and interested parties');
    expect(await axeProblems(page)).toEqual([]);
  });

  it('titles an item by its place until answered, then by its own answers; focus follows Add and Save', async () => {
    await add().click();
    await expect.poll(() => focused(page)).toBe('h3: Aircraft 1');
    const first = item(0);
    await first.getByLabel('Registration mark', { exact: true }).fill('C-GABC');
    await first.getByLabel('Make and model', { exact: true }).fill('Cessna 172');
    await first.getByLabel('Year built', { exact: true }).fill('2008');
    await first.getByRole('radio', { name: 'Fixed-wing aircraft' }).check();
    await first.getByLabel('Certified passenger seats (excluding pilot)', { exact: true }).selectOption('3');
    for (const question of ['Does it have a turbine engine?', 'Is it amateur-built or kit-built?', 'Is its maximum take-off weight over 5,000 lb?', 'Is there a lienholder or other interested party?']) {
      await first.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'No', exact: true }).check();
    }
    await first.getByLabel('Agreed hull value', { exact: true }).fill('250000');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => focused(page)).toBe('h3: C-GABC, Cessna 172');
    expect(await page.getByRole('group', { name: 'C-GABC, Cessna 172' }).count()).toBe(1);
    expect(await page.getByText(/aircraft-\d/).count()).toBe(0);

    await add().click();
    await expect.poll(() => focused(page)).toBe('h3: Aircraft 2');
    await item(1).getByLabel('Make and model', { exact: true }).fill('Piper PA-28');
    await item(1).getByLabel('Year built', { exact: true }).fill('1998');
    await item(1).getByLabel('Year built', { exact: true }).blur();
    await expect.poll(() => item(1).locator('h3').textContent()).toBe('Piper PA-28');
    // a year keeps its digits once the box is left
    expect(await item(1).getByLabel('Year built', { exact: true }).inputValue()).toBe('1998');
  });

  it('names the item in every error, beside the field and in the summary, and stays axe-clean', async () => {
    await item(1).getByRole('button', { name: 'Save', exact: true }).click();
    const registration = item(1).getByLabel('Registration mark', { exact: true });
    await expect.poll(() => focused(page)).toBe('input: ');
    expect(await registration.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await item(1).getByRole('alert').textContent()).toBe('This item (Piper PA-28) has errors. Correct them and save.');
    const description = await registration.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
    );
    expect(description).toBe('Piper PA-28: This field is required.');
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem on this page' });
    await summary.waitFor();
    expect(await summary.getByRole('link').first().textContent()).toBe('Registration mark (Piper PA-28): This field is required.');
    expect(await axeProblems(page)).toEqual([]);
  });

  it('logged no console error', () => {
    expect(errors).toEqual([]);
  });
});

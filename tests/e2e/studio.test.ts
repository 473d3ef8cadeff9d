/**
 * The layout studio in real Chromium against the real server: an analyst signs in through staff
 * sign-in, adds a question with a display rule to a page, sees it in the preview in both languages,
 * adds a fixture and publishes; an applicant (another browser) then gets the question on that step
 * without a restart. A bad edit cannot be published and the refusal names file, path and reason. A
 * rollback is checked like a publish (the new fixture answers a question the old page does not ask);
 * once the fixture is fixed, the rollback restores the earlier page for the applicant.
 * A rate change published in the studio's rating plan prices the applicant's next quote. A message
 * of the error catalogue (shared configuration) reworded in the studio is what an applicant reads
 * in French at once; a rollback brings the repository's words back.
 * Screenshots of the studio in both languages at 1280 and 390 px go to $SHOTS_DIR when set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectHeading, staffSignIn } from './support/people';
import { axeProblems, consoleErrors } from './support/page-checks';
import { e2ePortal } from './support/portal';
import { ROOT } from './support/server';
import { signIn, walkToQuote } from './support/walk-journey';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });

const PAGE = 'programs/CANLAWYERS/pages/important-information.json';
const FIXTURE_NAME = 'office-outside-canada-is-valid';
const FIXTURE = `fixtures/CANLAWYERS/important-information/${FIXTURE_NAME}.json`;
const QUESTION = { 'en-CA': 'Does the firm have an office outside Canada?', 'fr-CA': 'Le cabinet a-t-il un bureau hors du Canada?' };
const CITY = { 'en-CA': 'City of that office', 'fr-CA': 'Ville de ce bureau' };

const shipped = readFileSync(join(ROOT, 'schemas', PAGE), 'utf8');

/** The shipped page with the office question and, shown only after Yes, the city. */
function withQuestion(cityType = 'textbox'): string {
  const page = JSON.parse(shipped) as { form_container: { rows: { sections: { fields: unknown[] }[] }[] } };
  page.form_container.rows[0]!.sections[0]!.fields.push(
    { name: 'qa_office_abroad', type: 'radio', label: QUESTION, options: [{ key: 'y', value: { 'en-CA': 'Yes', 'fr-CA': 'Oui' } }, { key: 'n', value: { 'en-CA': 'No', 'fr-CA': 'Non' } }] },
    {
      name: 'office_abroad_city',
      type: cityType,
      label: CITY,
      tags: [
        { key: 'parent', value: 'qa_office_abroad' },
        { key: 'action', value: 'show' },
        { key: 'equals', value: 'y' },
      ],
    },
  );
  return `${JSON.stringify(page, null, 2)}\n`;
}

const fixture = (data: Record<string, string>) => `${JSON.stringify({ data: { qa_has_read_important_information: 'y', ...data }, expect: 'valid', today: '2026-06-01' }, null, 2)}\n`;

async function newPage(locale = 'en-CA', width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale, viewport: { width, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Selects all of the editor's text and pastes `text` over it, as from the clipboard. */
async function paste(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+A');
  await editor.evaluate((content, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const problemsStatus = (page: Page) => page.getByRole('region', { name: 'Problems' }).getByRole('status');

/** The browser logs every 4xx reply: the refused publish and rollback are the test's own. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 422 .*\/studio\/(publish|rollback)\)$/.test(e));

it('an analyst adds a question with a rule and a fixture and publishes; an applicant gets it; a bad edit is refused; a rollback restores the page', async () => {
  const { page, errors } = await newPage();
  const base = `${e2e.server.url}/lawyers/en-ca`;
  await staffSignIn(page, base, 'E100004');
  await page.waitForURL(`${base}/studio`);
  await expectHeading(page, 'Layout studio');
  await page.getByRole('button', { name: /^important-information\.json/ }).click();
  const editor = page.getByRole('textbox', { name: `JSON of ${PAGE}` });
  await editor.waitFor();
  await expect.poll(() => problemsStatus(page).textContent(), { timeout: 20_000 }).toBe('No problems: the program can be published.');

  // the question, in the preview in both languages, with its rule
  await paste(page, editor, withQuestion());
  const english = page.getByRole('region', { name: 'English' });
  const french = page.getByRole('region', { name: 'French' });
  await english.getByText(QUESTION['en-CA']).waitFor({ timeout: 15_000 });
  await french.getByText(QUESTION['fr-CA']).waitFor();
  expect(await english.getByLabel(CITY['en-CA']).count()).toBe(0);
  await english.getByRole('radio', { name: 'Yes' }).check();
  await english.getByLabel(CITY['en-CA']).waitFor();
  expect(await french.getByLabel(CITY['fr-CA']).count()).toBe(0);
  await french.getByRole('radio', { name: 'Oui' }).check();
  await french.getByLabel(CITY['fr-CA']).waitFor();
  await expect.poll(() => problemsStatus(page).textContent(), { timeout: 20_000 }).toBe('No problems: the program can be published.');
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'studio-preview-en-1280');

  // a fixture that answers the question, from JSON; the server's check runs it
  await page.getByRole('tab', { name: 'Fixtures' }).click();
  await page.getByLabel('File name').fill(FIXTURE_NAME);
  await page.getByLabel('Fixture JSON').fill(fixture({ qa_office_abroad: 'y', office_abroad_city: 'Boston' }));
  await page.getByRole('button', { name: 'Add fixture' }).click();
  await page.getByText(`Fixture ${FIXTURE_NAME} added as a draft`).waitFor();
  const added = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `${FIXTURE_NAME}.json`, exact: true }) });
  await expect.poll(() => added.textContent(), { timeout: 20_000 }).toContain('Passes');
  await shot(page, 'studio-fixtures-en-1280');

  // publish both, with the diff
  await page.getByRole('button', { name: 'Publish 2 changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish changes' });
  await dialog.getByRole('group', { name: `Changes in ${PAGE}` }).getByText(`"name": "qa_office_abroad",`).waitFor();
  await dialog.getByText('new file').waitFor();
  await dialog.getByLabel('Note (what changed and why)').fill('Office outside Canada');
  await shot(page, 'studio-publish-en-1280');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  // a publish checks the whole program, its fixtures included
  await page.getByText('2 files published. Applicants get the new version now.').waitFor({ timeout: 60_000 });

  // the applicant gets the question on the step, without a restart
  const applicant = await newPage();
  await signIn(applicant.page, e2e.server, base, 'lawyer@demo.test', 'en-CA');
  await applicant.page.goto(`${base}/important-information`);
  await applicant.page.getByText(QUESTION['en-CA']).waitFor({ timeout: 15_000 });
  expect(await applicant.page.getByLabel(CITY['en-CA']).count()).toBe(0);
  await applicant.page.getByRole('radio', { name: 'Yes' }).check();
  await applicant.page.getByLabel(CITY['en-CA']).waitFor();

  // a bad edit: listed with file, path and reason, and refused
  await paste(page, editor, withQuestion('textbx'));
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button').filter({ hasText: 'unknown field type "textbx"' }).first();
  await problem.waitFor({ timeout: 20_000 });
  expect(await problem.textContent()).toContain(`${PAGE} · $.form_container.rows[0].sections[0].fields[3].type`);
  await shot(page, 'studio-problem-en-1280');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const refused = dialog.getByRole('alert');
  await refused.getByText('Not published: fix these problems first.').waitFor();
  expect(await refused.textContent()).toMatch(new RegExp(`${PAGE.replace(/[./]/g, '\\$&')} · \\$\\.form_container\\.rows\\[0\\]\\.sections\\[0\\]\\.fields\\[3\\]\\.type: unknown field type "textbx"`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await paste(page, editor, withQuestion());
  await expect.poll(() => page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);

  // a rollback is checked too: the fixture answers a question the shipped page does not ask
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByLabel('Note for a rollback').fill('Back to the shipped page');
  await page.getByRole('button', { name: /^Roll back to version/ }).first().click();
  const notice = page.getByRole('alert').filter({ hasText: 'Not published: fix these problems first.' });
  await notice.getByText(FIXTURE, { exact: false }).first().waitFor();
  // the fixture without those answers, published; then the rollback goes through
  const files = page.getByRole('navigation', { name: 'Files' });
  await files.getByRole('button', { name: new RegExp(`^${FIXTURE_NAME}\\.json`) }).click();
  const fixtureEditor = page.getByRole('textbox', { name: `JSON of ${FIXTURE}` });
  await fixtureEditor.waitFor();
  await paste(page, fixtureEditor, fixture({}));
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('1 file published. Applicants get the new version now.').waitFor({ timeout: 60_000 });
  await files.getByRole('button', { name: /^important-information\.json/ }).click();
  await editor.waitFor();
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByLabel('Note for a rollback').fill('Back to the shipped page');
  await page.getByRole('button', { name: /^Roll back to version/ }).first().click();
  await page.getByText(/^Version \d+ is published again\.$/).waitFor();
  await applicant.page.reload();
  await applicant.page.getByLabel('I have read the important information above.').waitFor();
  expect(await applicant.page.getByText(QUESTION['en-CA']).count()).toBe(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByText('Rolled back').first().waitFor();
  expect(unexpected(errors)).toEqual([]);
});

for (const [locale, width] of [['en-ca', 390], ['fr-ca', 1280], ['fr-ca', 390]] as const) {
  it(`the studio in ${locale} at ${width} px: every pane axe-clean, nothing wider than the screen`, async () => {
    const { page } = await newPage(locale === 'fr-ca' ? 'fr-CA' : 'en-CA', width);
    await staffSignIn(page, `${e2e.server.url}/lawyers/en-ca`, 'E100004');
    await page.waitForURL(`${e2e.server.url}/lawyers/en-ca/studio`);
    const base = `${e2e.server.url}/lawyers/${locale}`;
    await page.goto(`${base}/studio`);
    await expectHeading(page, locale === 'fr-ca' ? 'Atelier des mises en page' : 'Layout studio');
    await page.getByRole('region', { name: locale === 'fr-ca' ? 'Français' : 'French' }).waitFor({ timeout: 15_000 });
    expect(await axeProblems(page)).toEqual([]);
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `studio-preview-${locale}-${width}`);
    const tabs = locale === 'fr-ca' ? { fixtures: "Cas d'essai", versions: 'Versions', audit: 'Historique' } : { fixtures: 'Fixtures', versions: 'Versions', audit: 'History' };
    for (const [name, tab] of Object.entries(tabs)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('tabpanel').getByRole('heading').or(page.getByRole('tabpanel').getByRole('listitem')).first().waitFor();
      expect(await axeProblems(page)).toEqual([]);
      await shot(page, `studio-${name}-${locale}-${width}`);
    }
  });
}

it('the editor completes property names from the page format and marks a JSON mistake where it is', async () => {
  const { page } = await newPage();
  await staffSignIn(page, `${e2e.server.url}/lawyers/en-ca`, 'E100004');
  await page.waitForURL(`${e2e.server.url}/lawyers/en-ca/studio`);
  const editor = page.getByRole('textbox', { name: /^JSON of programs\/CANLAWYERS\/pages\// });
  await editor.waitFor();
  await paste(page, editor, '{"form_container": {"rows": [{"sections": [{"fields": [{"name": "x", ');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Control+Space');
  const options = page.getByRole('listbox');
  await options.getByRole('option', { name: /^"type"/ }).waitFor();
  expect(await options.getByRole('option', { name: /^"name"/ }).count()).toBe(0);
  await page.keyboard.press('Escape');
  // typing a name opens the list too, and Enter takes the choice
  await page.keyboard.type('"lab');
  await options.getByRole('option', { name: /^"label"/ }).waitFor();
  // CodeMirror lets keys through for 75 ms after its list opens (interactionDelay), so that fast typing does not take a choice by accident
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
  // the choice is written with its colon; the JSON is still open, a mistake the problems name by line and column
  await expect.poll(() => editor.textContent()).toContain('{"name": "x", "label": ');
  await page.getByRole('region', { name: 'Problems' }).getByText(/invalid JSON at line 1, column \d+: /).waitFor();
  await shot(page, 'studio-completion-en-1280');
});

const RATING = 'programs/CANLAWYERS/rating.json';

/** The dollar amounts the quote page shows. */
async function quoteAmounts(page: Page): Promise<string[]> {
  return (await page.getByRole('main').textContent())?.match(/\$\s?[\d,]+\.\d{2}/g) ?? [];
}

it('a rate change published in the rating plan prices the applicant\'s next quote, without a restart', { timeout: 240_000 }, async () => {
  const applicant = await newPage();
  const base = `${e2e.server.url}/lawyers/en-ca`;
  await signIn(applicant.page, e2e.server, base, 'lawyer@demo.test', 'en-CA');
  await walkToQuote(applicant.page, e2e.server.url, 'CANLAWYERS', 'en-CA');
  const before = await quoteAmounts(applicant.page);
  expect(before.length).toBeGreaterThan(0);

  const { page, errors } = await newPage();
  await staffSignIn(page, base, 'E100004');
  await page.waitForURL(`${base}/studio`);
  const files = page.getByRole('navigation', { name: 'Files' });
  await files.getByRole('heading', { name: 'Rating plan' }).waitFor();
  await files.getByRole('button', { name: /^rating\.json/ }).click();
  const editor = page.getByRole('textbox', { name: `JSON of ${RATING}` });
  await editor.waitFor();
  await page.getByText(/^The preview is for pages\./).waitFor();
  await expect.poll(() => problemsStatus(page).textContent(), { timeout: 20_000 }).toBe('No problems: the program can be published.');
  const plan = JSON.parse(readFileSync(join(ROOT, 'schemas', RATING), 'utf8')) as { primary: { limits: { base_premium: number }[] } };
  for (const limit of plan.primary.limits) limit.base_premium *= 2;
  // the check of the edited plan, not the one of the plan as opened
  const checked = page.waitForResponse((r) => r.url().endsWith('/studio/check') && (r.request().postData() ?? '').includes(RATING));
  await paste(page, editor, `${JSON.stringify(plan, null, 2)}\n`);
  expect((await checked).status()).toBe(200);
  await expect.poll(() => problemsStatus(page).textContent(), { timeout: 20_000 }).toBe('No problems: the program can be published.');
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'studio-rating-en-1280');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish changes' });
  await dialog.getByLabel('Note (what changed and why)').fill('Base premiums doubled');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('1 file published. Applicants get the new version now.').waitFor({ timeout: 60_000 });

  await walkToQuote(applicant.page, e2e.server.url, 'CANLAWYERS', 'en-CA');
  const after = await quoteAmounts(applicant.page);
  expect(after.length).toBe(before.length);
  expect(after).not.toEqual(before);
  expect(unexpected(errors)).toEqual([]);

  // the rating plan in the studio, in both languages at both widths
  for (const [locale, width] of [['en-ca', 390], ['fr-ca', 1280], ['fr-ca', 390]] as const) {
    const other = await newPage(locale === 'fr-ca' ? 'fr-CA' : 'en-CA', width);
    await staffSignIn(other.page, base, 'E100004');
    await other.page.waitForURL(`${base}/studio`);
    await other.page.goto(`${e2e.server.url}/lawyers/${locale}/studio`);
    const list = other.page.getByRole('navigation', { name: locale === 'fr-ca' ? 'Fichiers' : 'Files' });
    await list.getByRole('heading', { name: locale === 'fr-ca' ? 'Plan de tarification' : 'Rating plan' }).waitFor({ timeout: 15_000 });
    await list.getByRole('button', { name: /^rating\.json/ }).click();
    await other.page.getByText(locale === 'fr-ca' ? /^L'aperçu est réservé aux pages\./ : /^The preview is for pages\./).waitFor();
    expect(await axeProblems(other.page)).toEqual([]);
    expect(await other.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(other.page, `studio-rating-${locale}-${width}`);
  }
});

const ERRORS = 'config/errors.json';

it('an analyst rewords a message of the error catalogue; an applicant reads it in French at once; a bad edit is refused; a rollback restores it', async () => {
  const { page, errors } = await newPage();
  const base = `${e2e.server.url}/lawyers/en-ca`;
  await staffSignIn(page, base, 'E100004');
  await page.waitForURL(`${base}/studio`);
  await page.getByLabel('Program', { exact: true }).selectOption({ label: 'Shared configuration' });
  const files = page.getByRole('navigation', { name: 'Files' });
  await files.getByRole('heading', { name: 'Configuration' }).waitFor();
  await files.getByRole('button', { name: /^errors\.json/ }).click();
  const editor = page.getByRole('textbox', { name: `JSON of ${ERRORS}` });
  await editor.waitFor();
  await expect.poll(() => problemsStatus(page).textContent(), { timeout: 20_000 }).toBe('No problems: the configuration can be published.');

  // the page-not-found record, reworded in both languages; the preview lists it as a person reads it
  const shippedCatalogue = readFileSync(join(ROOT, 'schemas', ERRORS), 'utf8');
  const catalogue = JSON.parse(shippedCatalogue) as { records: { status: number; errorCode: number; page: string; errorType: string; title: Record<string, string> }[] };
  const notFound = catalogue.records.findIndex((r) => r.page === 'generalError' && r.status === 404);
  catalogue.records[notFound]!.title = { 'en-CA': 'This page does not exist anymore', 'fr-CA': 'Cette page n’existe plus' };
  await paste(page, editor, `${JSON.stringify(catalogue, null, 2)}\n`);
  await page.getByRole('cell', { name: /Cette page n’existe plus/ }).waitFor({ timeout: 15_000 });
  await expect.poll(() => problemsStatus(page).textContent(), { timeout: 20_000 }).toBe('No problems: the configuration can be published.');
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'studio-errors-en-1280');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish changes' });
  await dialog.getByText('"fr-CA": "Cette page n’existe plus"').waitFor();
  await dialog.getByLabel('Note (what changed and why)').fill('Clearer page-not-found title');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('1 file published. Applicants get the new version now.').waitFor({ timeout: 60_000 });

  // the applicant, in French, gets the new words without a restart
  const applicant = await newPage('fr-CA');
  await applicant.page.goto(`${e2e.server.url}/lawyers/fr-ca/error/404`);
  await expectHeading(applicant.page, 'Cette page n’existe plus');

  // a display mode the browser does not know: named with file, path and reason, and refused
  const broken = structuredClone(catalogue);
  broken.records[notFound]!.errorType = 'popup';
  await paste(page, editor, `${JSON.stringify(broken, null, 2)}\n`);
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button').filter({ hasText: 'must be one of: inline, onPage, errorPage, redirect' }).first();
  await problem.waitFor({ timeout: 20_000 });
  expect(await problem.textContent()).toContain(`${ERRORS} · $.records[${notFound}].errorType`);
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('alert').getByText('Not published: fix these problems first.').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await paste(page, editor, `${JSON.stringify(catalogue, null, 2)}\n`);
  await expect.poll(() => page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);

  // the rollback brings the repository's words back for the applicant
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByLabel('Note for a rollback').fill('Back to the shipped catalogue');
  await page.getByRole('button', { name: /^Roll back to version/ }).first().click();
  await page.getByText(/^Version \d+ is published again\.$/).waitFor();
  await applicant.page.reload();
  await expectHeading(applicant.page, 'Page introuvable');
  expect(unexpected(errors)).toEqual([]);
});

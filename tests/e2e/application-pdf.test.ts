/**
 * The application PDF (docs/requirements.md §6.7) in real Chromium against the real server: the demo
 * accountant's policy is issued from the final quote (over the API), which makes the PDF; the
 * applicant downloads it from the policy summary in English and in French and reads the answers in
 * it; a CSR downloads it from csr-review. No console error, no serious axe-core violation.
 * Screenshots at 1280 and 390 px go to $SHOTS_DIR.
 */
import type { Download, Page } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import { expect, it } from 'vitest';
import { expectHeading, signIn, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { issuedApplication } from './support/issued-application';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });

/** Clicks a download link and reads the file's name and text. */
async function download(page: Page, name: string): Promise<{ file: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name, exact: true }).click()]) as [Download, unknown];
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return { file: file.suggestedFilename(), text: (await new PDFParse({ data: bytes }).getText()).text };
}

it('the applicant downloads the application PDF in both languages; a CSR downloads it from csr-review', async () => {
  const { policy } = await issuedApplication(e2e.server.url);
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const en = `${e2e.server.url}/accountants/en-ca`;
  const fr = `${e2e.server.url}/accountants/fr-ca`;

  await signIn(page, en, 'accountant@demo.test');
  await page.waitForURL(`${en}/payment`);
  await page.goto(`${en}/policy-summary`);
  await expectHeading(page, 'Policy summary');
  await page.getByRole('region', { name: 'Your application' }).waitFor();
  await checkAtBothWidths(page, 'application-pdf-en', SHOTS);
  const english = await download(page, 'Download in English (PDF)');
  expect(english.file).toBe('Application.pdf');
  for (const text of ['Insurance application', 'Customer number', 'C100002', policy.number, 'Total to pay for the year']) expect(english.text, text).toContain(text);

  await page.goto(`${fr}/policy-summary`);
  await expectHeading(page, 'Résumé de la police');
  await page.getByRole('region', { name: 'Votre demande' }).waitFor();
  await checkAtBothWidths(page, 'application-pdf-fr', SHOTS);
  const french = await download(page, 'Télécharger en français (PDF)');
  for (const text of ['Demande d’assurance', 'Numéro de client', 'Vos réponses', 'Renseignements généraux', 'Total à payer pour l’année']) expect(french.text, text).toContain(text);
  // the other language is one click away
  expect((await download(page, 'Télécharger en anglais (PDF)')).text).toContain('Insurance application');

  // staff: the same file from the application's summary
  const staff = await e2e.browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  e2e.contexts.push(staff);
  const csrPage = await staff.newPage();
  const csrErrors = consoleErrors(csrPage);
  await staffSignIn(csrPage, fr, 'E100001');
  await csrPage.waitForURL(`${e2e.server.url}/accountants/en-ca/manage-applications`);
  await csrPage.goto(`${fr}/csr-review/${encodeURIComponent(Buffer.from('C100002').toString('base64'))}`);
  await expectHeading(csrPage, 'Résumé de la demande');
  await csrPage.getByRole('region', { name: 'La demande telle qu’envoyée' }).waitFor();
  await checkAtBothWidths(csrPage, 'application-pdf-csr-fr', SHOTS);
  expect((await download(csrPage, 'Télécharger en français (PDF)')).text).toContain('C100002');
  expect([...errors, ...csrErrors]).toEqual([]);
});

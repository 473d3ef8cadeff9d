/**
 * Documents (docs/requirements.md §11.5) in real Chromium against the real server, both languages:
 * on the add-attachments step an applicant uploads a PDF and a program renamed to .pdf in one go;
 * the PDF is uploaded, the program refused with the server's reason beside a cross; the list shows
 * the PDF, which downloads byte for byte. In French another applicant uploads and deletes through the
 * deleteDocument confirmation and its 2-second message, then continues the step. A CSR then finds the
 * first applicant's PDF on the csr-review page and downloads it. No console error beyond the refused
 * upload's 415, no serious axe-core violation; screenshots at 1280 and 390 px go to $SHOTS_DIR.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { isAllowed, progressStateName } from '../../adapters/journey';
import { SAMPLES } from '../../server/documents/testing';
import { journeyFixtureSteps, journeyOf } from '../../server/testing/journey-fixtures';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';
import { expectHeading, staffSignIn } from './support/people';
import { e2ePortal } from './support/portal';
import { baseUrlOf, signIn } from './support/walk-journey';

const SHOTS = process.env.SHOTS_DIR;
const API = '/smb/cnc/api/v2';
const e2e = e2ePortal({ shots: SHOTS });

async function openPage(locale: 'en-CA' | 'fr-CA'): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

/** Saves, through the API with the browser's session, the journey answers of every step before add-attachments. */
async function answerUpToDocuments(page: Page, client: string): Promise<void> {
  const origin = e2e.server.url;
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const headers = { cookie, origin, 'content-type': 'application/json' };
  const links = journeyOf(client).links.filter((l) => isAllowed(l, 'NEW'));
  const before = links.slice(0, links.findIndex((l) => l.route_name === 'add-attachments')).map(progressStateName);
  let revision: number | undefined;
  for (const { state, answers } of journeyFixtureSteps(client).filter((s) => before.includes(s.state))) {
    const reply = await fetch(`${origin}${API}/proposals`, {
      method: revision === undefined ? 'POST' : 'PATCH',
      headers: { ...headers, ...(revision === undefined ? {} : { revision: String(revision) }) },
      body: JSON.stringify({ current_progress_state: state, progress_states: [{ name: state, completed: true, form_elements: answers }] }),
    });
    const body = (await reply.json()) as { progress_states_revision: number };
    expect([state, reply.status]).toEqual([state, revision === undefined ? 201 : 200]);
    revision = body.progress_states_revision;
  }
}

const WORDS = {
  'en-CA': {
    heading: 'Supporting documents', open: 'Upload documents', dialog: 'Documents', files: 'Files to upload', upload: 'Upload', uploaded: 'Uploaded', refused: 'Not uploaded',
    listTab: (n: number) => `Uploaded documents (${n})`, count: '1 document uploaded (at most 10).', close: 'Close',
    reason: (name: string) => `The file ${name} is not one of the accepted kinds (PDF, JPG, PNG, DOCX and TXT). Its content was checked, not its name.`,
  },
  'fr-CA': {
    heading: 'Pièces justificatives', open: 'Téléverser des documents', dialog: 'Documents', files: 'Fichiers à téléverser', upload: 'Téléverser', uploaded: 'Téléversé', refused: 'Non téléversé',
    listTab: (n: number) => `Documents téléversés (${n})`, count: '1 document téléversé (au plus 10).', close: 'Fermer',
    reason: (name: string) => `Le fichier ${name} n’est pas d’un type accepté (PDF, JPG, PNG, DOCX et TXT). Son contenu a été vérifié, pas son nom.`,
  },
} as const;

/** On the add-attachments step: uploads a real PDF and a program renamed to .pdf; the first is kept, the second refused with the server's reason. */
async function uploadPdfAndDisguisedProgram(page: Page, locale: 'en-CA' | 'fr-CA', pdf: string, program: string, shot: string) {
  const w = WORDS[locale];
  await expectHeading(page, w.heading);
  await checkAtBothWidths(page, `${shot}-step`, SHOTS);
  await page.getByRole('button', { name: w.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  const upload = dialog.getByRole('button', { name: w.upload, exact: true });
  expect(await upload.isDisabled()).toBe(true);
  await dialog.getByLabel(w.files, { exact: true }).setInputFiles([
    { name: pdf, mimeType: 'application/pdf', buffer: SAMPLES.pdf },
    { name: program, mimeType: 'application/pdf', buffer: SAMPLES.exe },
  ]);
  await upload.click();
  const rows = dialog.getByRole('listitem');
  await rows.filter({ hasText: pdf }).filter({ hasText: w.uploaded }).waitFor();
  const refused = rows.filter({ hasText: program });
  await refused.filter({ hasText: w.refused }).waitFor();
  await refused.getByText(w.reason(program), { exact: true }).waitFor();
  expect(await refused.locator('.att-icon').textContent()).toBe('✕');
  await checkAtBothWidths(page, `${shot}-upload`, SHOTS);
  await dialog.getByRole('tab', { name: w.listTab(1), exact: true }).click();
  return dialog;
}

let acctCustomer = '';

it('an applicant uploads a PDF and a renamed program: the PDF is kept and downloads as sent, the program is refused (en-CA)', async () => {
  const { page, errors } = await openPage('en-CA');
  const base = baseUrlOf(e2e.server.url, 'CANACCT', 'en-CA');
  await signIn(page, e2e.server, base, 'accountant@demo.test', 'en-CA');
  await answerUpToDocuments(page, 'CANACCT');
  await page.goto(`${base}/add-attachments`);
  const dialog = await uploadPdfAndDisguisedProgram(page, 'en-CA', 'Licence 2026.pdf', 'invoice.pdf', 'documents-en');
  const row = dialog.getByRole('row', { name: /Licence 2026\.pdf/ });
  await row.waitFor();
  expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['PDF', `${SAMPLES.pdf.length}\u00a0bytes`]));
  await checkAtBothWidths(page, 'documents-en-list', SHOTS);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download Licence 2026.pdf', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('Licence 2026.pdf');
  expect((await readFile((await download.path())!)).equals(SAMPLES.pdf)).toBe(true);
  await dialog.getByRole('button', { name: WORDS['en-CA'].close, exact: true }).first().click();
  await page.getByText(WORDS['en-CA'].count, { exact: true }).waitFor();
  const session = (await (await page.request.get(`${e2e.server.url}${API}/session`)).json()) as { user: { customer_number: string } };
  acctCustomer = session.user.customer_number;
  // the refused upload's 415 is the only error the browser logged
  expect(errors.filter((e) => !e.includes('415'))).toEqual([]);
});

it('in French another applicant deletes a document after the deleteDocument confirmation, then continues the step (fr-CA)', async () => {
  const { page, errors } = await openPage('fr-CA');
  const base = baseUrlOf(e2e.server.url, 'CANLAWYERS', 'fr-CA');
  await signIn(page, e2e.server, base, 'lawyer@demo.test', 'fr-CA');
  await answerUpToDocuments(page, 'CANLAWYERS');
  await page.goto(`${base}/add-attachments`);
  const dialog = await uploadPdfAndDisguisedProgram(page, 'fr-CA', 'Attestation.pdf', 'programme.pdf', 'documents-fr');
  await dialog.getByRole('row', { name: /Attestation\.pdf/ }).waitFor();
  await checkAtBothWidths(page, 'documents-fr-list', SHOTS);
  await dialog.getByRole('button', { name: 'Supprimer Attestation.pdf', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce document?' });
  await confirm.getByText('Attestation.pdf sera retiré de votre demande. Cette action est irréversible.').waitFor();
  await checkAtBothWidths(page, 'documents-fr-delete', SHOTS);
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const status = dialog.getByRole('status');
  await status.getByText('Attestation.pdf a été supprimé.', { exact: true }).waitFor();
  await dialog.getByText('Aucun document téléversé pour le moment.').waitFor();
  // the message goes after 2 seconds
  await status.getByText('Attestation.pdf a été supprimé.').waitFor({ state: 'detached', timeout: 4000 });
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();
  // documents are optional: the step saves without any and moves on
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/add-attachments'));
  expect(errors.filter((e) => !e.includes('415'))).toEqual([]);
});

it('a CSR sees the applicant’s documents on the csr-review page and downloads them', async () => {
  expect(acctCustomer).not.toBe('');
  const { page, errors } = await openPage('en-CA');
  const base = baseUrlOf(e2e.server.url, 'CANACCT', 'en-CA');
  await staffSignIn(page, base, 'E100001');
  await page.waitForURL((url) => !url.pathname.includes('internal-login') && url.origin === e2e.server.url);
  await page.goto(`${base}/csr-review/${Buffer.from(acctCustomer).toString('base64')}`);
  const section = page.getByRole('region', { name: 'Documents' });
  const row = section.getByRole('row', { name: /Licence 2026\.pdf/ });
  await row.waitFor();
  await checkAtBothWidths(page, 'documents-csr-review', SHOTS);
  // the page is long: the section alone, to read
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/documents-csr-section-1280.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download Licence 2026.pdf', exact: true }).click()]);
  expect((await readFile((await download.path())!)).equals(SAMPLES.pdf)).toBe(true);
  expect(errors).toEqual([]);
});

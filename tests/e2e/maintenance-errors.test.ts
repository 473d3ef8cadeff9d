/**
 * Maintenance and the error catalogue in real Chromium against the real server
 * (docs/requirements.md §10.5, §11.7): a CSR switches maintenance on from the schedule; the
 * applicant's save is refused with 503 and the page goes, through "Redirecting...", to the
 * maintenance page, as does any other page; staff sign-in still works; switched off, the applicant
 * continues. Then the error page and the auth error page in both languages, and the sign-in form's
 * refusal in the catalogue's words. Every screen at 1280
 * and 390 px, axe-clean. Screenshots go to $SHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { journeyFixtureSteps } from '../../server/testing/journey-fixtures';
import { expectHeading, staffSignIn } from './support/people';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';
import { e2ePortal } from './support/portal';
import { signIn } from './support/walk-journey';

const SHOTS = process.env.SHOTS_DIR;
const e2e = e2ePortal({ shots: SHOTS });
const API = '/smb/cnc/api/v2';

/** A datetime-local value `minutes` from now, in the browser's (and this process's) time zone. */
function local(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function newPage(locale: 'en-CA' | 'fr-CA'): Promise<Page> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  return context.newPage();
}

/** The first step's answers saved as the applicant's earlier visit would have, so that Continue saves. */
async function startApplication(page: Page, origin: string): Promise<string> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const [first] = journeyFixtureSteps('CANACCT');
  const reply = await fetch(`${origin}${API}/proposals`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ current_progress_state: first!.state, progress_states: [{ name: first!.state, completed: true, form_elements: first!.answers }] }),
  });
  expect(reply.status).toBe(201);
  return first!.route;
}

it('maintenance switched on by staff: the applicant is sent to the maintenance page and cannot save, staff still sign in; switched off, all is as before', async () => {
  const origin = e2e.server.url;
  const en = `${origin}/accountants/en-ca`;
  const fr = `${origin}/accountants/fr-ca`;

  const applicant = await newPage('en-CA');
  const applicantErrors = consoleErrors(applicant);
  await signIn(applicant, e2e.server, en, 'accountant@demo.test', 'en-CA');
  const route = await startApplication(applicant, origin);
  await applicant.goto(`${en}/${route}`);
  await applicant.getByRole('heading', { level: 1 }).waitFor();

  // the CSR schedules a window that is on now
  const staff = await newPage('en-CA');
  await staffSignIn(staff, en, 'E100001');
  await staff.waitForURL(`${en}/manage-applications`);
  await staff.goto(`${en}/admin-panel`);
  await staff.getByRole('link', { name: 'Maintenance schedule' }).click();
  await expectHeading(staff, 'Maintenance schedule');
  // an end before the start is told on the form
  await staff.getByLabel('Start', { exact: true }).fill(local(30));
  await staff.getByLabel('End', { exact: true }).fill(local(10));
  await staff.getByLabel('Message in English').fill('We are upgrading our systems. Back by 6 a.m. Eastern.');
  await staff.getByLabel('Message in French').fill('Nous mettons nos systèmes à niveau. De retour vers 6 h, heure de l’Est.');
  await staff.getByRole('button', { name: 'Schedule the window' }).click();
  await staff.getByRole('alert').getByText('The end must be after the start.').waitFor();
  await staff.getByLabel('Start', { exact: true }).fill(local(-1));
  await staff.getByLabel('End', { exact: true }).fill(local(60));
  await staff.getByRole('button', { name: 'Schedule the window' }).click();
  await staff.getByText('Under way', { exact: true }).waitFor();
  await checkAtBothWidths(staff, 'maintenance-schedule-en', SHOTS);

  // the applicant's save is refused with 503 and the catalogue's words; the page goes to maintenance
  const saved = applicant.waitForResponse((r) => r.url().endsWith(`${API}/proposals`) && r.request().method() === 'PATCH');
  await applicant.getByRole('button', { name: 'Continue', exact: true }).click();
  const refusal = await saved;
  expect(refusal.status()).toBe(503);
  expect(await refusal.json()).toMatchObject({ code: 10210, message: expect.stringContaining('closed for scheduled maintenance') });
  await applicant.waitForURL(`${en}/maintenance`);
  await expectHeading(applicant, 'Scheduled maintenance');
  await applicant.getByText('We are upgrading our systems. Back by 6 a.m. Eastern.').waitFor();
  await checkAtBothWidths(applicant, 'maintenance-en', SHOTS);
  // any other page leads there too, in French in French
  await applicant.goto(`${fr}/policy-summary`);
  await applicant.waitForURL(`${fr}/maintenance`);
  await expectHeading(applicant, 'Entretien planifié');
  await applicant.getByText('Nous mettons nos systèmes à niveau. De retour vers 6 h, heure de l’Est.').waitFor();
  await checkAtBothWidths(applicant, 'maintenance-fr', SHOTS);

  // staff sign-in still works during the window, and staff pages stay open
  const other = await newPage('fr-CA');
  await staffSignIn(other, en, 'E100001');
  await other.waitForURL(`${en}/manage-applications`);
  await other.goto(`${en}/maintenance-schedule`);
  await expectHeading(other, 'Maintenance schedule');

  // switched off: the applicant checks again and goes on
  await staff.getByRole('button', { name: /^End now: the maintenance from / }).click();
  await staff.getByText('No maintenance is scheduled.').waitFor();
  await applicant.goto(`${en}/maintenance`);
  await expectHeading(applicant, 'The portal is open');
  await applicant.goto(`${en}/${route}`);
  await applicant.getByRole('heading', { level: 1 }).waitFor();
  const again = applicant.waitForResponse((r) => r.url().endsWith(`${API}/proposals`) && r.request().method() === 'PATCH');
  await applicant.getByRole('button', { name: 'Continue', exact: true }).click();
  expect((await again).status()).toBe(200);
  await applicant.waitForURL((url) => !url.pathname.endsWith(`/${route}`));
  expect(applicant.url()).not.toContain('/maintenance');
  // the refused save is the only error the browser logged
  expect(applicantErrors.filter((e) => !e.includes('503'))).toEqual([]);
});

it('the error page and the auth error page speak the catalogue, in both languages', async () => {
  const origin = e2e.server.url;
  const page = await newPage('en-CA');
  const errors = consoleErrors(page);
  await page.goto(`${origin}/accountants/en-ca/error/500`);
  await expectHeading(page, 'Something went wrong on our side');
  await page.getByText('Your saved answers are safe. Please try again in a few minutes.').waitFor();
  await checkAtBothWidths(page, 'error-500-en', SHOTS);
  await page.goto(`${origin}/accountants/fr-ca/error/503`);
  await expectHeading(page, 'Le service est temporairement indisponible');
  await checkAtBothWidths(page, 'error-503-fr', SHOTS);

  await page.goto(`${origin}/lawyers/en-ca/auth/error/500`);
  await expectHeading(page, 'Sign-in is not available right now');
  await checkAtBothWidths(page, 'auth-error-en', SHOTS);
  await page.goto(`${origin}/lawyers/fr-ca/auth/error/500`);
  await expectHeading(page, 'La connexion n’est pas disponible pour le moment');
  await checkAtBothWidths(page, 'auth-error-fr', SHOTS);
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await page.waitForURL(`${origin}/lawyers/fr-ca/login`);
  expect(errors).toEqual([]);

  // a refusal the sign-in form shows in place speaks the catalogue's inline record of `login`
  const wrongPassword = async (labels: { email: string; password: string; submit: string }) => {
    await page.getByLabel(labels.email).fill('lawyer@demo.test');
    await page.getByLabel(labels.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: labels.submit }).click();
  };
  await wrongPassword({ email: 'Adresse courriel', password: 'Mot de passe', submit: 'Se connecter' });
  await page.locator('.form-alert', { hasText: 'Échec de la connexion' }).getByText('L’identifiant ou le mot de passe est incorrect.').waitFor();
  await checkAtBothWidths(page, 'login-inline-fr', SHOTS);
  await page.goto(`${origin}/lawyers/en-ca/login`);
  await wrongPassword({ email: 'Email address', password: 'Password', submit: 'Sign in' });
  await page.locator('.form-alert', { hasText: 'Sign-in failed' }).getByText('The login or password is incorrect.').waitFor();
  await checkAtBothWidths(page, 'login-inline-en', SHOTS);
  // the refused sign-ins are the only errors the browser logged
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

/**
 * The idle countdown and the sign-in page as a person meets them, in real Chromium against the real
 * server started with IDLE_TEST_SECONDS (docs/requirements.md §7.8, docs/server.md): after a few
 * quiet seconds the modal counts down; "Stay signed in" restarts the server's idle clock; left
 * alone it signs out and the sign-in page shows the automatic sign-out banner. Screenshots of the
 * modal and the sign-in page at 1280 and 390 px in both languages go to $SHOTS_DIR when set.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD, expectHeading } from './support/people';
import { e2ePortal } from './support/portal';
import { axeProblems, consoleErrors } from './support/page-checks';

const API = '/smb/cnc/api/v2';
const SHOTS = process.env.SHOTS_DIR;
/** quiet seconds before the countdown, and its length */
const WARN_AFTER = 3;
const COUNTDOWN = 8;

const e2e = e2ePortal({ env: { IDLE_TEST_SECONDS: `${WARN_AFTER},${COUNTDOWN}` }, shots: SHOTS });

const TEXT = {
  'en-CA': {
    base: '/en-ca', email: 'Email address', password: 'Password', submit: 'Sign in', remember: 'Remember me', title: 'Sign in',
    modal: 'Are you still there?', stay: 'Stay signed in', announce: /^You will be signed out in \d seconds\.$/,
    banner: 'You were signed out because you were inactive for a while. Sign in again to continue.', dismiss: 'Dismiss this message',
  },
  'fr-CA': {
    base: '/accountants/fr-ca', email: 'Adresse courriel', password: 'Mot de passe', submit: 'Se connecter', remember: 'Se souvenir de moi', title: 'Connexion',
    modal: 'Êtes-vous toujours là?', stay: 'Rester connecté', announce: /^Vous serez déconnecté dans \d secondes\.$/,
    banner: 'Vous avez été déconnecté après une période d’inactivité. Connectez-vous de nouveau pour continuer.', dismiss: 'Fermer ce message',
  },
} as const;

async function openPage(locale: 'en-CA' | 'fr-CA', width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale, viewport: { width, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const signedInAs = (page: Page) => page.evaluate(async (url) => ((await (await fetch(url)).json()) as { user: { login: string } | null }).user?.login ?? null, `${API}/session`);

for (const locale of ['en-CA', 'fr-CA'] as const) {
  it(`${locale}: the countdown shows after a quiet spell, "Stay signed in" keeps the session, zero signs out to the banner`, async () => {
    const t = TEXT[locale];
    const login = locale === 'en-CA' ? 'agent@demo.test' : 'accountant@demo.test';
    const { page, errors } = await openPage(locale);
    await page.goto(`${e2e.server.url}${t.base}/login`);
    await expectHeading(page, t.title);
    await page.getByLabel(t.email, { exact: true }).fill(login);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: t.remember }).check();
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    // quiet for a few seconds: the countdown asks, mm:ss, spoken politely
    const dialog = page.getByRole('alertdialog', { name: t.modal });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.getByText(/^00:0\d$/).textContent()).toMatch(/^00:0[1-8]$/);
    const status = dialog.getByRole('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => status.textContent()).toMatch(t.announce);
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, `idle-modal-${locale}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `idle-modal-${locale}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // "Stay signed in": a real keep-alive that the server answers for this session
    const renewal = page.waitForResponse((r) => r.url().endsWith(`${API}/session/keep-alive`));
    await dialog.getByRole('button', { name: t.stay }).click();
    expect((await renewal).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(await signedInAs(page)).toBe(login);

    // left alone again: the countdown comes back and, at zero, signs out
    await dialog.waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === `${t.base}/login` && url.search === '?autoLogout=true', { timeout: (COUNTDOWN + 10) * 1000 });
    await page.getByText(t.banner).waitFor();
    expect(await signedInAs(page)).toBeNull();
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, `login-auto-logout-${locale}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `login-auto-logout-${locale}-390`);

    // dismissing the banner clears the query
    await page.getByRole('button', { name: t.dismiss }).click();
    await page.waitForURL((url) => url.search === '');
    // the router renders the new address as a transition: the banner goes in the frame after the URL changes
    await expect.poll(() => page.getByText(t.banner).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
}

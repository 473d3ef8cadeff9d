/**
 * A program's whole journey in Chromium, to its quote: the demo applicant signs in, the answers of
 * every step's journey fixture (server/testing/journey-fixtures.ts) are saved through the API as
 * the applicant's own earlier visits would have, then the applicant opens the first step and
 * presses Continue on every page: each page draws from the layout, loads the saved answers, checks
 * them with the browser's validators and saves them, until the quote page shows priced limits.
 * A page that refuses its answers fails the walk with the error summary it shows.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { isAllowed, isQuoteRoute } from '../../../adapters/journey';
import { journeyFixtureSteps, journeyOf } from '../../../server/testing/journey-fixtures';
import { codeFromOutbox, DEMO_PASSWORD } from './people';
import type { RunningServer } from './server';

const API = '/smb/cnc/api/v2';
type Locale = 'en-CA' | 'fr-CA';

const WORDS = {
  'en-CA': { email: 'Email address', password: 'Password', signIn: 'Sign in', code: 'Sign-in code', continue: 'Continue', close: 'Close', premium: /premium/i },
  'fr-CA': { email: 'Adresse courriel', password: 'Mot de passe', signIn: 'Se connecter', code: 'Code de connexion', continue: 'Continuer', close: 'Fermer', premium: /prime/i },
} as const;

export function baseUrlOf(origin: string, client: string, locale: Locale): string {
  const path = journeyOf(client).program_path;
  return `${origin}${path ? `/${path}` : ''}/${locale.toLowerCase()}`;
}

/** Signs in; a program that asks for a one-time sign-in code gets the one the development outbox holds. */
export async function signIn(page: Page, server: RunningServer, base: string, login: string, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  await page.goto(`${base}/login`);
  await page.getByLabel(words.email, { exact: true }).fill(login);
  await page.getByLabel(words.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  const signedIn = page.waitForURL((url) => !url.pathname.endsWith('/login')).then(() => false);
  const askedCode = page.getByLabel(words.code, { exact: true }).waitFor().then(() => true);
  if (await Promise.race([signedIn, askedCode])) {
    await page.getByLabel(words.code, { exact: true }).fill(await codeFromOutbox(server, login, 6));
    await page.getByRole('button', { name: words.signIn, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }
}

/**
 * Saves every step's journey answers (or those before `stopBefore`, a route) through the API with
 * the browser's own session, on a fresh application.
 */
export async function saveJourneyAnswers(page: Page, origin: string, client: string, stopBefore?: string): Promise<void> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const headers = { cookie, 'content-type': 'application/json', origin };
  const send = (method: string, path: string, body: unknown, revision?: number) =>
    fetch(`${origin}${API}${path}`, { method, headers: { ...headers, ...(revision === undefined ? {} : { revision: String(revision) }) }, body: JSON.stringify(body) });

  const current = await fetch(`${origin}${API}/proposals`, { headers });
  let revision: number | undefined;
  if (current.status === 200) {
    const restarted = await send('PATCH', '/proposals/start_over', {}, ((await current.json()) as { progress_states_revision: number }).progress_states_revision);
    expect(restarted.status).toBe(200);
    revision = ((await restarted.json()) as { progress_states_revision: number }).progress_states_revision;
  }
  for (const { route, state, answers } of journeyFixtureSteps(client)) {
    if (route === stopBefore) return;
    const reply = await send(revision === undefined ? 'POST' : 'PATCH', '/proposals', { current_progress_state: state, progress_states: [{ name: state, completed: true, form_elements: answers }] }, revision);
    const body = (await reply.json()) as { progress_states_revision: number; messageList?: unknown };
    expect({ state, status: reply.status, messageList: body.messageList }).toEqual({ state, status: revision === undefined ? 201 : 200, messageList: undefined });
    revision = body.progress_states_revision;
  }
}

/** What stops Continue on a page: its error summary, if it shows one. */
async function problemsOn(page: Page): Promise<string> {
  const alerts = await page.getByRole('alert').allTextContents();
  return alerts.join(' | ');
}

/** Presses Continue; answers a popup the page opens with its first answer (not its close icon); returns once the URL has left `route`. */
async function continueFrom(page: Page, route: string, locale: Locale): Promise<void> {
  const from = page.url();
  await page.getByRole('button', { name: WORDS[locale].continue, exact: true }).click();
  const left = page.waitForURL((url) => url.toString() !== from, { timeout: 15_000 }).then(() => 'left' as const);
  // the popups are alert dialogs (they ask before the page moves on)
  const popup = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  const dialog = popup.waitFor({ timeout: 15_000 }).then(() => 'dialog' as const);
  const outcome = await Promise.race([left, dialog]).catch(() => 'stuck' as const);
  if (outcome === 'dialog' && page.url() === from) {
    const buttons = popup.getByRole('button');
    const labels = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
    await buttons.nth(labels.findIndex((label) => label !== WORDS[locale].close)).click();
    await page.waitForURL((url) => url.toString() !== from, { timeout: 15_000 }).catch(() => undefined);
  }
  if (page.url() === from) throw new Error(`${route}: Continue did not leave the page: ${await problemsOn(page)}`);
}

/**
 * Walks `client`'s journey in `page` (signed in as its applicant, see signIn) on the `locale` site,
 * on a fresh application; resolves on the quote page.
 */
export async function walkToQuote(page: Page, origin: string, client: string, locale: Locale): Promise<void> {
  const base = baseUrlOf(origin, client, locale);
  await saveJourneyAnswers(page, origin, client);
  const routes = journeyOf(client).links.filter((l) => isAllowed(l, 'NEW')).map((l) => l.route_name);
  const quoteAt = routes.findIndex(isQuoteRoute);
  expect(quoteAt).toBeGreaterThan(0);
  await page.goto(`${base}/${routes[0]}`);
  for (const route of routes.slice(0, quoteAt)) {
    await page.waitForURL(`${base}/${route}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await continueFrom(page, route, locale);
  }
  await page.waitForURL(`${base}/${routes[quoteAt]}`);
  const priced = page.getByRole('radio', { name: WORDS[locale].premium });
  await priced.first().waitFor({ timeout: 20_000 });
  expect(await priced.count()).toBeGreaterThan(0);
}

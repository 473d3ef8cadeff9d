/**
 * The aviation dashboard (docs/requirements.md §11.4) in real Chromium against the real server, its
 * calendar pinned by TEST_TODAY and the browser's clock on the same day. The database is prepared
 * before the server starts, through the server's own code (server/dashboard/testing.ts): a gold and
 * silver wings customer with a renewable, an expired and an older hidden policy and a policy waiting
 * for its payment; another with an application in progress, an active and a pending policy. Both
 * languages: the greeting, the cards (type, number, term or "----", named insured, badge, action),
 * the add-policy form and its active-policy and max-policy notices; then a renewal inside the window
 * started from the dashboard, whose quote page preselects last year's limit (docs/requirements.md
 * §2.11, §5.5). No console error, no serious axe-core violation; screenshots at 1280 and 390 px go
 * to $SHOTS_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatDate, parseIsoDate, toIsoDate } from '../../adapters/format/date';
import { primaryLimit } from '../../adapters/quotes';
import type { Quote } from '../../adapters/api';
import { seedAccounts } from '../../server/demo/seed';
import { seedAviationApplication } from '../../server/dashboard/testing';
import { PROGRAMS } from '../../server/policies/test-harness';
import { startTestApp } from '../../server/testing/test-app';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';
import { DEMO_PASSWORD, expectHeading } from './support/people';
import { e2ePortal } from './support/portal';
import { signIn } from './support/walk-journey';

const SHOTS = process.env.SHOTS_DIR;
const TODAY = '2027-03-10';
const day = (offset: number) => toIsoDate(addDays(parseIsoDate(TODAY)!, offset));
const DATA_DIR = mkdtempSync(join(tmpdir(), 'dashboard-e2e-'));

/** What the seeding leaves for the browser to find. */
const seeded = { renewable: { id: '', number: '', limit: 0 }, expired: '', hidden: '', unpaid: '', active: '', pending: '' };

// registered before the portal's own beforeAll: the database is ready when the server opens it
beforeAll(async () => {
  const t = await startTestApp({ dataDir: DATA_DIR, databaseUrl: undefined, programsDir: PROGRAMS });
  try {
    const app = t.app;
    await seedAccounts(app.db, [
      { login: 'amelia@e2e.test', kind: 'applicant', first_name: 'Amelia', last_name: 'Earhart', customer_number: 'E2E0001', client: 'CANGLDWNG', locale: 'en-CA', more_customers: [{ customer_number: 'E2E0002', client: 'CANSILVWING' }] },
      { login: 'bessie@e2e.test', kind: 'applicant', first_name: 'Bessie', last_name: 'Coleman', customer_number: 'E2E0003', client: 'CANGLDWNG', locale: 'fr-CA', more_customers: [{ customer_number: 'E2E0004', client: 'CANSILVWING' }] },
    ], DEMO_PASSWORD);
    const today = parseIsoDate(TODAY)!;
    const seed = (customer: string, client: string, status: Parameters<typeof seedAviationApplication>[3], policy?: Parameters<typeof seedAviationApplication>[4]) =>
      seedAviationApplication(app, customer, client, status, policy, today);
    // Amelia, gold: expired long ago (hidden), expired outside the window (shown), then renewable (expires in 30 days)
    seeded.hidden = (await seed('E2E0001', 'CANGLDWNG', 'POLICY_ISSUED', { effective: day(-800), expiry: day(-435), statusCode: 'ISSUED' })).policy!.number;
    seeded.expired = (await seed('E2E0001', 'CANGLDWNG', 'POLICY_ISSUED', { effective: day(-410), expiry: day(-45), statusCode: 'ISSUED' })).policy!.number;
    const renewable = await seed('E2E0001', 'CANGLDWNG', 'POLICY_ISSUED', { effective: day(-335), expiry: day(30), statusCode: 'ISSUED' });
    seeded.renewable = { id: renewable.policy!.id, number: renewable.policy!.number, limit: primaryLimit(renewable.policy!.quote as Quote) };
    // Amelia, silver: issued, waiting for its payment
    seeded.unpaid = (await seed('E2E0002', 'CANSILVWING', 'POLICY_ISSUED_PENDING_PAYMENT', { effective: day(20), expiry: day(385), statusCode: null })).policy!.number;
    // Bessie: a gold application in progress; silver active, then pending (starts in 10 days)
    await seed('E2E0003', 'CANGLDWNG', 'IN_PROGRESS');
    seeded.active = (await seed('E2E0004', 'CANSILVWING', 'POLICY_ISSUED', { effective: day(-100), expiry: day(265), statusCode: 'ISSUED' })).policy!.number;
    seeded.pending = (await seed('E2E0004', 'CANSILVWING', 'POLICY_ISSUED', { effective: day(10), expiry: day(375), statusCode: 'ISSUED' })).policy!.number;
  } finally {
    await t.close();
  }
}, 120_000);
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

const e2e = e2ePortal({ shots: SHOTS, env: { TEST_TODAY: TODAY, DATA_DIR } });
const gold = (locale: 'en-ca' | 'fr-ca') => `${e2e.server.url}/aircrafthull/${locale}`;

async function openPage(locale: 'en-CA' | 'fr-CA'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  // the browser's today is the server's: the Renew button judges the window by it too
  await context.clock.setFixedTime(new Date(`${TODAY}T10:00:00`));
  const page = await context.newPage();
  return { context, page, errors: consoleErrors(page) };
}

/** Each card as the reader sees it: title, facts, badge and action. */
const cards = (page: Page) =>
  page.locator('.policy-card').evaluateAll((list) =>
    list.map((card) => ({
      title: card.querySelector('h3')?.textContent,
      facts: [...card.querySelectorAll('dd')].map((dd) => dd.textContent),
      badge: card.querySelector('.status-badge')?.className,
      action: [...card.querySelectorAll('button')].map((b) => b.textContent),
      warning: card.querySelector('.policy-card-warning')?.textContent ?? null,
    })),
  );

it('lists each derived status in both languages and refuses adding a policy while one is in progress or at the maximum', async () => {
  const { page, errors } = await openPage('fr-CA');
  await signIn(page, e2e.server, gold('fr-ca'), 'bessie@e2e.test', 'fr-CA');
  await page.waitForURL(`${gold('fr-ca')}/dashboard`);
  await expectHeading(page, 'Bienvenue, Bessie');
  expect(await cards(page)).toEqual([
    { title: 'Corps d’aéronef (Gold Wings)', facts: ['----', '----', 'Bessie Coleman', 'En cours'], badge: 'status-badge status-i', action: ['Poursuivre la demande'], warning: null },
    { title: 'Responsabilité d’aéronef (Silver Wings)', facts: [seeded.active, `${formatDate(day(-100))} - ${formatDate(day(265))}`, 'Bessie Coleman', 'En vigueur'], badge: 'status-badge status-a', action: ['Voir le sommaire de la police'], warning: null },
    { title: 'Responsabilité d’aéronef (Silver Wings)', facts: [seeded.pending, `${formatDate(day(10))} - ${formatDate(day(375))}`, 'Bessie Coleman', 'À venir'], badge: 'status-badge status-p', action: ['Voir le sommaire de la police'], warning: null },
  ]);
  await checkAtBothWidths(page, 'dashboard-fr', SHOTS);

  // the add-policy form: nothing chosen is said so; gold has an application in progress
  await page.getByRole('button', { name: 'Ajouter une police', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter une police' });
  await form.getByRole('button', { name: 'Commencer la demande', exact: true }).click();
  await form.getByRole('alert').filter({ hasText: 'Choisissez un type de protection.' }).waitFor();
  await form.getByRole('radio', { name: 'Corps d’aéronef (Gold Wings)', exact: true }).check();
  await checkAtBothWidths(page, 'dashboard-add-fr', SHOTS);
  await form.getByRole('button', { name: 'Commencer la demande', exact: true }).click();
  const active = page.getByRole('alertdialog', { name: 'Vous avez une demande d’assurance corps d’aéronef en cours' });
  await active.getByText('Terminez votre demande Gold Wings d’assurance corps d’aéronef avant d’en commencer une autre\u00a0: utilisez Poursuivre la demande sur sa fiche.').waitFor();
  await checkAtBothWidths(page, 'dashboard-active-fr', SHOTS);
  await active.getByRole('button', { name: 'OK', exact: true }).click();

  // silver: an active policy is the most one customer holds (maxNumberOfPolicy 1)
  await page.getByRole('button', { name: 'Ajouter une police', exact: true }).click();
  await form.getByRole('radio', { name: 'Responsabilité d’aéronef (Silver Wings)', exact: true }).check();
  await form.getByRole('button', { name: 'Commencer la demande', exact: true }).click();
  const max = page.getByRole('alertdialog', { name: 'Vous ne pouvez pas ajouter une autre police de ce type' });
  await max.getByText('Vous détenez déjà le nombre maximal de polices Responsabilité d’aéronef (Silver Wings) permis par client (1).', { exact: false }).waitFor();
  await checkAtBothWidths(page, 'dashboard-max-fr', SHOTS);
  await max.getByRole('button', { name: 'OK', exact: true }).press('Enter');
  await max.waitFor({ state: 'detached' });

  // the application's card leads to where the application stands: its saved step
  await page.getByRole('button', { name: 'Poursuivre la demande', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/dashboard') && url.pathname.startsWith('/aircrafthull/fr-ca/'));
  expect(errors).toEqual([]);
});

it('renews a policy inside its window from the dashboard: the quote preselects last year’s limit', async () => {
  const { page, errors } = await openPage('en-CA');
  await signIn(page, e2e.server, gold('en-ca'), 'amelia@e2e.test', 'en-CA');
  await page.waitForURL(`${gold('en-ca')}/dashboard`);
  await expectHeading(page, 'Welcome, Amelia');
  // pending payment first, then renewable, then expired within showExpiredPolicyYears; the older one is not shown
  const shown = await cards(page);
  expect(shown.map((c) => [c.title, c.facts[0], c.badge, c.action])).toEqual([
    ['Aircraft liability (Silver Wings)', seeded.unpaid, 'status-badge status-pe', ['Pay now']],
    ['Aircraft hull (Gold Wings)', seeded.renewable.number, 'status-badge status-r', ['Renew my policy']],
    ['Aircraft hull (Gold Wings)', seeded.expired, 'status-badge status-ex', []],
  ]);
  expect(shown[1]!.warning).toBe(`Your renewal period is open until ${formatDate(day(60))}. Renew before then to stay covered.`);
  expect(shown.some((c) => c.facts[0] === seeded.hidden)).toBe(false);
  await checkAtBothWidths(page, 'dashboard-en', SHOTS);

  // a renewable policy is not expired: it counts toward the maximum of its type
  await page.getByRole('button', { name: 'Add a policy', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add a policy' });
  await form.getByRole('radio', { name: 'Aircraft hull (Gold Wings)', exact: true }).check();
  await checkAtBothWidths(page, 'dashboard-add-en', SHOTS);
  await form.getByRole('button', { name: 'Start the application', exact: true }).click();
  const max = page.getByRole('alertdialog', { name: 'You cannot add another policy of this type' });
  await max.getByText('You already hold the most Aircraft hull (Gold Wings) policies a customer may have (1).', { exact: false }).waitFor();
  await checkAtBothWidths(page, 'dashboard-max-en', SHOTS);
  await page.keyboard.press('Escape');
  await max.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Renew my policy', exact: true }).click();
  // gold wings offers the quick renewal too: this is the regular one (docs/requirements.md §2.11)
  await page.getByRole('dialog', { name: 'Renew your policy' }).getByRole('button', { name: 'Renew the regular way', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/aircrafthull/en-ca/') && !url.pathname.endsWith('/dashboard'));
  // the renewal's steps are saved as the applicant would (prefilled from last year), then rated
  const quoted = await rateRenewal(page);
  expect(quoted).toMatchObject({ type: 'RENEWAL', status: 'QUOTED', prior_term_liability_limit: seeded.renewable.limit });
  await page.goto(`${gold('en-ca')}/quote`);
  // quotes go smallest limit first; last year's was the largest, which no other rule picks first
  const tiles = page.getByRole('radio', { name: /^Limit / });
  await tiles.first().waitFor();
  expect(await tiles.count()).toBeGreaterThan(1);
  expect(await tiles.last().isChecked()).toBe(true);
  await page.getByRole('radio', { name: new RegExp(`^Limit \\$${seeded.renewable.limit.toLocaleString('en-CA')},`), checked: true }).waitFor();
  await checkAtBothWidths(page, 'dashboard-renewal-quote-en', SHOTS);
  expect(errors).toEqual([]);
});

/** Saves every step of the renewal as prefilled, completed, asking for the quote (as the browser's Continue does). */
async function rateRenewal(page: Page): Promise<Record<string, unknown>> {
  const origin = e2e.server.url;
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const headers = { cookie, origin, 'content-type': 'application/json', client: 'CANGLDWNG', program_type: 'gold' };
  const api = `${origin}/smb/cnc/api/v2/proposals`;
  const current = (await (await fetch(api, { headers })).json()) as { progress_states_revision: number; progress_states: { name: string; form_elements: unknown }[] };
  const states = current.progress_states.map((s) => ({ ...s, completed: true }));
  const reply = await fetch(api, {
    method: 'PATCH',
    headers: { ...headers, revision: String(current.progress_states_revision), generate_quote: 'true' },
    body: JSON.stringify({ current_progress_state: states.at(-1)!.name, progress_states: states }),
  });
  const body = (await reply.json()) as Record<string, unknown>;
  expect(reply.status, JSON.stringify(body)).toBe(200);
  return body;
}

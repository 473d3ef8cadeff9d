/**
 * The look-ups in real Chromium against the real server (docs/requirements.md §11.6, §11.8): on an
 * address page, typing part of an address and choosing a suggestion fills street, city, province and
 * postal code; on the aircraft details page, a registered mark fills make and model and an unknown
 * mark is flagged. Both languages, axe-clean at 1280 and 390 px (screenshots to $SHOTS_DIR), no
 * console error; the pages visited reach the page-route analytics table.
 */
import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Locale } from '../../adapters/types';
import { checkAtBothWidths, consoleErrors } from './support/page-checks';
import { e2ePortal } from './support/portal';
import { baseUrlOf, saveJourneyAnswers, signIn } from './support/walk-journey';

const SHOTS = process.env.SHOTS_DIR;
const API = '/smb/cnc/api/v2';
const e2e = e2ePortal({ shots: SHOTS });

async function openStep(login: string, client: string, locale: Locale, route: string): Promise<{ page: Page; errors: string[]; events: Response[] }> {
  const context = await e2e.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const events: Response[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith(`${API}/analytics/pageRoute`)) events.push(r);
  });
  const base = baseUrlOf(e2e.server.url, client, locale);
  await signIn(page, e2e.server, base, login, locale);
  await saveJourneyAnswers(page, e2e.server.url, client, route);
  await page.goto(`${base}/${route}`);
  return { page, errors, events };
}

const ADDRESS = {
  'en-CA': { login: 'agent@demo.test', client: 'CANAGENT', find: 'Find your address', typed: 'wellington calgary', street: 'Mailing address', city: 'City', province: 'Province or territory', postal: 'Postal code' },
  'fr-CA': { login: 'lawyer@demo.test', client: 'CANLAWYERS', find: 'Trouver votre adresse', typed: 'montreal', street: 'Adresse municipale', city: 'Ville', province: 'Province ou territoire', postal: 'Code postal' },
} as const;

it.each(['en-CA', 'fr-CA'] as const)('address page (%s): a chosen suggestion fills street, city, province and postal code', async (locale) => {
  const words = ADDRESS[locale];
  const { page, errors, events } = await openStep(words.login, words.client, locale, 'personal-addresses');
  // the page shown reaches the page-route analytics, as a beacon the server stores (204)
  // (a beacon's body is not shown to the test: server/analytics/analytics.test.ts reads what is stored)
  await expect.poll(() => events.map((r) => r.status())).toContain(204);
  const find = page.getByRole('combobox', { name: words.find });
  await find.pressSequentially(words.typed, { delay: 20 });
  const first = page.getByRole('option').first();
  await first.waitFor();
  const chosen = (await first.textContent())!;
  // "2293 Wellington Street, Calgary, AB T2P 7T8": street, [secondary,] city, province and postal code
  const match = /^([^,]+), (?:[^,]+, )?([^,]+), ([A-Z]{2}) ([A-Z]\d[A-Z] \d[A-Z]\d)$/.exec(chosen);
  expect(match, chosen).not.toBeNull();
  await checkAtBothWidths(page, `lookups-address-open-${locale}`, SHOTS);
  // the look-up's reply carries the request id the browser sent (40 characters)
  const reply = page.waitForResponse((r) => r.url().includes(`${API}/address-lookup`));
  await find.press('End');
  await find.press('Space');
  const lookup = await reply;
  expect(lookup.headers()['request_id']).toMatch(/^[A-Za-z0-9-]{40}$/);
  expect(lookup.headers()['request_id']).toBe(lookup.request().headers()['request_id']);
  await find.press('Backspace');
  await first.waitFor();
  await first.click();
  await expect.poll(() => page.getByRole('textbox', { name: words.city, exact: true }).inputValue()).toBe(match![2]);
  expect(await page.getByRole('textbox', { name: words.street, exact: true }).inputValue()).toBe(match![1]);
  expect(await page.getByRole('textbox', { name: words.postal, exact: true }).inputValue()).toBe(match![4]);
  expect(await page.getByRole('combobox', { name: words.province, exact: true }).inputValue()).toBe(match![3]);
  await checkAtBothWidths(page, `lookups-address-filled-${locale}`, SHOTS);
  expect(errors).toEqual([]);
});

const AIRCRAFT = {
  'en-CA': { login: 'goldwings@demo.test', client: 'CANGLDWNG', add: 'Add', mark: 'Registration mark', makeModel: 'Make and model', found: 'Found in the Canadian civil aircraft register', unknown: 'is not in the Canadian civil aircraft register' },
  'fr-CA': { login: 'silverwings@demo.test', client: 'CANSILVWING', add: 'Ajouter', mark: 'Marque d’immatriculation', makeModel: 'Marque et modèle', found: 'Trouvé dans le registre des aéronefs civils canadiens', unknown: 'ne figure pas au registre des aéronefs civils canadiens' },
} as const;

it.each(['en-CA', 'fr-CA'] as const)('aircraft details (%s): a registered mark fills make and model; an unknown mark is flagged', async (locale) => {
  const words = AIRCRAFT[locale];
  const { page, errors } = await openStep(words.login, words.client, locale, 'aircraft-details-and-interested-parties');
  await page.getByRole('button', { name: words.add, exact: true }).click();
  const mark = page.getByRole('textbox', { name: words.mark });
  await mark.fill('c-gabc');
  await mark.press('Tab');
  await expect.poll(() => page.getByRole('textbox', { name: words.makeModel }).inputValue()).toBe('Cessna 172M Skyhawk');
  await page.getByText(words.found).waitFor();
  await checkAtBothWidths(page, `lookups-aircraft-found-${locale}`, SHOTS);

  await mark.fill('C-GZZZ');
  await mark.press('Tab');
  await page.getByText(`C-GZZZ ${words.unknown}`).waitFor();
  // the mark stays the applicant's answer; the other aircraft's make and model is gone
  expect(await mark.inputValue()).toBe('C-GZZZ');
  await expect.poll(() => page.getByRole('textbox', { name: words.makeModel }).inputValue()).toBe('');
  await checkAtBothWidths(page, `lookups-aircraft-unknown-${locale}`, SHOTS);
  // the register's 404 for the unknown mark is the one failed load Chromium reports
  expect(errors.filter((e) => !e.includes('404') || !e.includes('getCcar?mark=C-GZZZ'))).toEqual([]);
});

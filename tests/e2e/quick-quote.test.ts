/**
 * The silver wings quick quote as a visitor does it, in real Chromium against the real server
 * (docs/requirements.md §2.12): the entry screen, the quick-quote pages with their progress bar, the
 * premium's finance tile, registration with the e-mailed code, and a sign-in that continues the same
 * application with the quick quote's answers. The French pages in French.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support-axe/chromium';
import { codeFromOutbox, expectHeading } from './support/people';
import { startServer, type RunningServer } from './support/server';
import { consoleErrors } from './support/page-checks';

const API = '/smb/cnc/api/v2';
const AIRCRAFT = {
  name: 'AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES',
  form_elements: {
    aircraft: [
      {
        registration: 'C-GQQA', make_model: 'Cessna 172', model_year: 2005, type: 'aircraft', certified_passenger_seats: '3',
        qa_has_turbine_engine: 'n', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', qa_has_interested_party: 'n',
      },
    ],
  },
};
const COVERAGE = { name: 'AIRCRAFT_LEGAL_LIABILITY_COVERAGE', form_elements: { liability_limit: '2000000', passenger_liability_seats: '3' } };

const TEXT = {
  'en-CA': {
    path: 'en-ca', entry: 'Get a quick quote', start: 'Start my quick quote', aircraft: 'Aircraft details', continue: 'Continue', pilot: 'About you, the pilot',
    first: 'First name', last: 'Last name', email: 'Email address', premium: 'Your quick quote', perYear: /per year$/, monthly: 'Monthly', perMonth: /per month$/,
    down: /^Down payment: /, register: 'Create my account', account: 'Create your account', postal: 'Business postal code', otp: 'Enter your security code',
    code: 'Security code', verify: 'Verify', passwordTitle: 'Create your password', password: 'Password', confirm: 'Confirm password', done: 'Account created',
    toLogin: 'Go to Log in', signIn: 'Sign in', continueApplication: 'Continue the application', header: 'Quick quote',
  },
  'fr-CA': {
    path: 'fr-ca', entry: 'Obtenir une soumission rapide', start: 'Commencer ma soumission rapide', aircraft: 'Renseignements sur l’aéronef', continue: 'Continuer',
    pilot: 'À propos de vous, le pilote', first: 'Prénom', last: 'Nom de famille', email: 'Adresse courriel', premium: 'Votre soumission rapide', perYear: /par année$/,
    monthly: 'Mensuel', perMonth: /par mois$/, down: /^Acompte/, register: 'Créer mon compte', account: 'Créez votre compte',
    postal: 'Code postal de l’entreprise', otp: 'Entrez votre code de sécurité', code: 'Code de sécurité', verify: 'Vérifier', passwordTitle: 'Créez votre mot de passe',
    password: 'Mot de passe', confirm: 'Confirmer le mot de passe', done: 'Compte créé', toLogin: 'Aller à la connexion', signIn: 'Se connecter', continueApplication: 'Poursuivre la demande', header: 'Soumission rapide',
  },
} as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The visitor's earlier answers on the aircraft and coverage pages, saved with the browser's own quick-quote cookie. */
async function answerAircraftAndCoverage(page: Page): Promise<void> {
  const saved = await page.evaluate(
    async ({ api, steps }) => {
      let revision = ((await (await fetch(`${api}/quick-quote/proposal`)).json()) as { progress_states_revision: number }).progress_states_revision;
      for (const step of steps) {
        const res = await fetch(`${api}/quick-quote/proposal`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', revision: String(revision), client: 'CANSILVWING' },
          body: JSON.stringify({ current_progress_state: step.name, progress_states: [{ ...step, completed: true }] }),
        });
        if (res.status !== 200) return res.status;
        revision = ((await res.json()) as { progress_states_revision: number }).progress_states_revision;
      }
      return 200;
    },
    { api: API, steps: [AIRCRAFT, COVERAGE] },
  );
  expect(saved).toBe(200);
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  it(`${locale}: entry → quick-quote pages → premium with the finance tile → registration → signed in, the same application`, async () => {
    const x = TEXT[locale];
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const base = `${server.url}/aircraftliability/${x.path}`;
    const email = `qq.pilot.${locale.toLowerCase()}@example.com`;

    await page.goto(`${base}/quick-quote`);
    await expectHeading(page, x.entry);
    await page.getByRole('link', { name: x.start }).click();
    await page.waitForURL(`${base}/quick-quote/aircraft-details`);
    await page.getByText(x.header, { exact: true }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');

    await answerAircraftAndCoverage(page);
    await page.reload();
    await page.getByText('C-GQQA').first().waitFor();
    await page.getByRole('button', { name: x.continue }).click();
    await page.waitForURL(`${base}/quick-quote/coverage`);
    await page.getByRole('button', { name: x.continue }).click();

    await page.waitForURL(`${base}/quick-quote/pilot-details`);
    await expectHeading(page, x.pilot);
    await page.getByLabel(x.first, { exact: true }).fill('Amelia');
    await page.getByLabel(x.last, { exact: true }).fill('Earhart');
    await page.getByLabel(x.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: x.continue }).click();

    await page.waitForURL(`${base}/quick-quote/premium`);
    await expectHeading(page, x.premium);
    await page.getByText(x.perYear).waitFor();
    await page.getByRole('radio', { name: x.monthly }).check();
    await page.getByText(x.perMonth).waitFor();
    await page.getByText(x.down).waitFor();
    await page.getByRole('button', { name: x.register }).click();

    await page.waitForURL(`${base}/quick-quote/qq-registration`);
    await expectHeading(page, x.account);
    expect(await page.getByLabel(x.email, { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel(x.first, { exact: true }).inputValue()).toBe('Amelia');
    await page.getByLabel(x.postal, { exact: true }).pressSequentially('k1a0b1');
    await page.getByRole('button', { name: x.continue }).click();

    await expectHeading(page, x.otp);
    expect(new URL(page.url()).pathname).toBe(`/aircraftliability/${x.path}/quick-quote/qq-otp-verify`);
    await page.getByLabel(x.code, { exact: true }).fill(await codeFromOutbox(server, email, 6));
    await page.getByRole('button', { name: x.verify }).click();

    await expectHeading(page, x.passwordTitle);
    await page.getByLabel(x.password, { exact: true }).fill('Welcome!2026x');
    await page.getByLabel(x.confirm, { exact: true }).fill('Welcome!2026x');
    await page.getByRole('button', { name: x.register }).click();
    await expectHeading(page, x.done);
    expect(new URL(page.url()).pathname).toBe(`/aircraftliability/${x.path}/quick-quote/qq-reset-success`);

    await page.getByRole('link', { name: x.toLogin }).click();
    await page.getByLabel(x.email, { exact: true }).fill(email);
    await page.getByLabel(x.password, { exact: true }).fill('Welcome!2026x');
    await page.getByRole('button', { name: x.signIn, exact: true }).click();
    // a silver wings customer lands on the dashboard (docs/requirements.md §11.4): the quick quote is its card in progress
    await page.waitForURL(`${base}/dashboard`);
    await page.getByRole('button', { name: x.continueApplication, exact: true }).click();
    await page.waitForURL(`${base}/eligibility`);
    // the application is the quick quote's: its answers are there, to be walked and saved
    const proposal = await page.evaluate(async () => (await fetch('/smb/cnc/api/v2/proposals')).json());
    const states = Object.fromEntries((proposal.progress_states as { name: string; form_elements: Record<string, unknown> }[]).map((s) => [s.name, s.form_elements]));
    expect(states.AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES).toMatchObject({ aircraft: [{ registration: 'C-GQQA' }] });
    expect(states.AIRCRAFT_LEGAL_LIABILITY_COVERAGE).toMatchObject(COVERAGE.form_elements);
    expect(states.GENERAL_INFORMATION).toMatchObject({ first_name: 'Amelia', last_name: 'Earhart', email_address: email });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
}

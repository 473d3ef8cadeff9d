/**
 * The boot preload: which requests a URL starts before any page code runs, and that the page then uses
 * those replies (and failures) instead of asking again. A fake server at the HTTP boundary (fetch).
 * swr keeps preloads in one global table, so each test uses its own program: a preload one test leaves
 * untaken never reaches another.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import { CSR, SPONSOR } from '../../adapters/identity/testing/principals';
import type { LayoutPage, Role } from '../../adapters/types';
import { installRuntimeCompiler, runtimeCompiler } from '../../adapters/validators/ajv';
import { validatorModulePath } from '../../adapters/validators/module-path';
import { installSchemaCompiler } from '../../adapters/validators/schema-checks';
import type { ValidatorModuleFactory } from '../../adapters/validators/validator-module';
import { validatorKey } from '../../adapters/validators/validator-key';
import accountantsJourney from '../../schemas/programs/CANACCT/journey.json';
import accountantsGeneral from '../../schemas/programs/CANACCT/pages/general-information.json';
import lawyersJourney from '../../schemas/programs/CANLAWYERS/journey.json';
import lawyersGeneral from '../../schemas/programs/CANLAWYERS/pages/general-information.json';
import goldWingsJourney from '../../schemas/programs/CANGLDWNG/journey.json';
import goldWingsGeneral from '../../schemas/programs/CANGLDWNG/pages/general-information.json';
import silverWingsJourney from '../../schemas/programs/CANSILVWING/journey.json';
import silverWingsGeneral from '../../schemas/programs/CANSILVWING/pages/general-information.json';
import wingsJourney from '../../schemas/programs/CANWINGS/journey.json';
import { PROGRAMS } from '../../adapters/base/programs';
import { saveSession, type Session } from '../session/session';
import { preloadPlan, preloadRoute } from './route-preload';
import { JOURNEY_STEP } from './routes';
import { renderApp } from './testing/render-app';
import { ACCOUNTANT } from './testing/sessions';

const program = (client: string) => PROGRAMS.find((p) => p.client === client)!;

const accountant = ACCOUNTANT;

const lawyerReply = {
  user: {
    id: 'u3', login: 'lawyer@demo.test', user_type: 'ExternalCustomer', groups: ['ADMIN_CUSTOMER_USER'],
    roles: [{ role_code: 'ADMIN_CUSTOMER_USER', client_code: 'CANLAWYERS', customer_number: 'C100003' }],
    first_name: 'Laura', last_name: 'Lawyer', email: 'lawyer@demo.test', employee_number: null, customer_number: 'C100003', client: 'CANLAWYERS', locale: 'en-CA',
  },
  idle: { idle_minutes: 30 },
};

interface Call {
  url: string;
  headers: Record<string, string>;
}

type Reply = { status: number; body?: unknown };

const VIEWS: Role[] = ['applicant', 'csr', 'sponsor'];

/** The key of `page` compiled for `role`, as the page computes it (and the config service, adapters/validators/validator-key.ts). */
const keyOf = (client: string, page: unknown, role: Role = 'applicant') =>
  validatorKey(compileLayout(page as LayoutPage, { locale: 'en-CA', program: client, applicationType: 'NEW', role }).schema);

interface Options {
  /** the session answers once this opens */
  sessionGate?: Promise<void>;
  /** layout pages answer once this opens */
  layoutGate?: Promise<void>;
  /** the validator keys a layout reply names, when not the page's own (the config service's) */
  validators?: Record<Role, string>;
}

/** Config from the real layout files, with their validator keys per view; session and proposal answer `replies`. */
function fakeServer(client: string, layouts: Record<string, unknown>, replies: { session?: Reply; proposal: Reply; drafts?: Reply }, options: Options = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const json = ({ status, body }: Reply) => new Response(body === undefined ? null : JSON.stringify(body), { status });
      if (url.startsWith('/smb/cnc/api/v2/config?')) {
        const page = new URL(url, 'http://x').searchParams.get('page')!;
        const content = layouts[page];
        if (!content) return json({ status: 404, body: {} });
        if (page === 'journey') return json({ status: 200, body: { client, page, kind: 'journey', locale: 'en-CA', content_hash: 'h', content } });
        await options.layoutGate;
        const validators = options.validators ?? Object.fromEntries(VIEWS.map((role) => [role, keyOf(client, content, role)]));
        return json({ status: 200, body: { client, page, kind: 'layout', locale: 'en-CA', content_hash: 'h', content, validators } });
      }
      if (url === '/smb/cnc/api/v2/session') {
        await options.sessionGate;
        return json(replies.session ?? { status: 200, body: { user: null } });
      }
      if (url === '/smb/cnc/api/v2/proposals') return json(replies.proposal);
      if (url === '/smb/cnc/api/v2/proposals/drafts' && replies.drafts) return json(replies.drafts);
      return json({ status: 404, body: { status: 404, message: 'not found' } });
    }),
  );
  return calls;
}

const paths = (calls: Call[]) => calls.map((c) => c.url.replace('/smb/cnc/api/v2/', '').replace(/&environment=\w+$/, ''));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('preloadPlan: what a URL starts before its code runs', () => {
  it('a journey step: its chunk, the session, the journey, the idle countdowns and its layout; the proposal once the session is known', () => {
    expect(preloadPlan('/lawyers/en-ca/general-information', undefined)).toEqual({
      chunk: JOURNEY_STEP.load,
      program: program('CANLAWYERS'),
      locale: 'en-CA',
      stored: undefined,
      session: true,
      config: ['journey', 'user_idle', 'brandsConfig', 'general-information'],
      proposal: 'after-session',
      validators: { page: 'general-information', view: 'applicant' },
    });
  });

  it('reads the agent program and the French base as the router does', () => {
    expect(preloadPlan('/fr-ca/lets-get-started', undefined)).toMatchObject({ program: program('CANAGENT'), locale: 'fr-CA', config: ['journey', 'user_idle', 'brandsConfig', 'lets-get-started'] });
    expect(preloadPlan('/Lawyers/FR-CA/general-information', undefined)).toMatchObject({ program: program('CANLAWYERS'), locale: 'fr-CA' });
  });

  it('with the tab’s copy of the session: the proposal at once, and the session only when the copy lacks the idle settings', () => {
    expect(preloadPlan('/accountants/en-ca/general-information', accountant)).toMatchObject({ stored: accountant, session: true, proposal: 'now' });
    const withIdle = { ...accountant, idle: { idleMinutes: 30 } };
    expect(preloadPlan('/accountants/en-ca/general-information', withIdle)).toMatchObject({ session: false, proposal: 'now' });
  });

  it('the validator module of the view the tab’s session implies: the applicant’s without one', () => {
    expect(preloadPlan('/accountants/en-ca/general-information', accountant)).toMatchObject({ validators: { page: 'general-information', view: 'applicant' } });
    expect(preloadPlan('/accountants/en-ca/general-information', { ...accountant, principal: CSR })).toMatchObject({ validators: { view: 'csr' } });
    expect(preloadPlan('/accountants/en-ca/general-information', { ...accountant, principal: SPONSOR })).toMatchObject({ validators: { view: 'sponsor' } });
    expect(preloadPlan('/accountants/en-ca/general-information', undefined)).toMatchObject({ validators: { view: 'applicant' } });
  });

  it.each([
    '/lawyers/en-ca',
    '/lawyers/en-ca/login',
    '/lawyers/en-ca/auth/login',
    '/lawyers/fr-ca/auth/forgot-password',
    '/lawyers/en-ca/reset-password',
    '/en-ca/internal-login',
    '/lawyers/en-ca/registration',
    '/lawyers/en-ca/otp-verify',
    '/lawyers/en-ca/create-password',
    '/lawyers/en-ca/error/500',
    '/lawyers/en-ca/payment',
    '/lawyers/en-ca/csr-referral',
    '/lawyers/en-ca/policy-summary',
    '/lawyers/en-ca/admin-panel',
    '/lawyers/en-ca/studio',
    '/lawyers/en-ca/dashboard',
    '/lawyers/en-ca/general-information/more',
    '/nowhere/en-ca/general-information',
    '/',
  ])('nothing for %s: not a journey step', (path) => {
    expect(preloadPlan(path, accountant)).toBeUndefined();
    expect(preloadPlan(path, undefined)).toBeUndefined();
  });
});

/**
 * What the shell asks besides the page, once each: the maintenance check (src/maintenance/), the
 * header and footer configuration after first paint (src/shell/); an applicant also gets the
 * language offer once per tab (docs/requirements.md §9.5).
 */
const isShellCall = (path: string) => /^(maintainaceConfig|language-offer)|page=(header|footer)$/.test(path);
/** the shell's calls, the language offer once at most (it follows the session reply, whose timing the test does not fix) */
const shellCalls = (calls: Parameters<typeof paths>[0]) => {
  const shell = paths(calls).filter(isShellCall);
  expect(shell.filter((p) => p === 'language-offer').length).toBeLessThanOrEqual(1);
  return shell.filter((p) => p !== 'language-offer').sort();
};
const pageCalls = (calls: Parameters<typeof paths>[0]) => paths(calls).filter((p) => !isShellCall(p));
const SHELL_CALLS = (client: string) => [`config?client=${client}&locale=en-CA&page=footer`, `config?client=${client}&locale=en-CA&page=header`, 'maintainaceConfig?locale=en-CA'];

describe('preloadRoute: the page takes the preloaded replies', () => {
  it('with a session in the tab: every request starts before rendering, and the page makes none twice', async () => {
    const calls = fakeServer('CANACCT', { journey: accountantsJourney, 'general-information': accountantsGeneral }, { proposal: { status: 404, body: {} } });
    saveSession(accountant);

    preloadRoute('/accountants/en-ca/general-information', sessionStorage);
    expect(paths(calls)).toEqual([
      'session',
      'config?client=CANACCT&locale=en-CA&page=journey',
      'config?client=CANACCT&locale=en-CA&page=user_idle',
      'config?client=CANACCT&locale=en-CA&page=brandsConfig',
      'config?client=CANACCT&locale=en-CA&page=general-information',
      'proposals',
    ]);
    expect(calls.at(-1)!.headers).toMatchObject({ client: 'CANACCT', program_type: 'ACCOUNTANT', customer_number: 'C100002', okta_user_name: 'accountant@demo.test' });

    renderApp('/accountants/en-ca/general-information', accountant);
    expect(await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(shellCalls(calls)).toEqual(SHELL_CALLS('CANACCT'));
    expect(pageCalls(calls)).toHaveLength(6);
  });

  it('in a new tab: the proposal starts as soon as the session reply names the user, with their customer number', async () => {
    let openSession!: () => void;
    const calls = fakeServer('CANLAWYERS', { journey: lawyersJourney, 'general-information': lawyersGeneral }, {
      session: { status: 200, body: lawyerReply },
      proposal: { status: 204 },
    }, { sessionGate: new Promise<void>((open) => (openSession = open)) });

    preloadRoute('/lawyers/en-ca/general-information', sessionStorage);
    expect(paths(calls)).toEqual([
      'session',
      'config?client=CANLAWYERS&locale=en-CA&page=journey',
      'config?client=CANLAWYERS&locale=en-CA&page=user_idle',
      'config?client=CANLAWYERS&locale=en-CA&page=brandsConfig',
      'config?client=CANLAWYERS&locale=en-CA&page=general-information',
    ]);
    expect(calls[0]!.headers).not.toHaveProperty('customer_number');
    openSession();
    await waitFor(() => expect(paths(calls)).toContain('proposals'));
    expect(calls.at(-1)!.headers).toMatchObject({ client: 'CANLAWYERS', customer_number: 'C100003', okta_user_name: 'lawyer@demo.test' });

    renderApp('/lawyers/en-ca/general-information');
    expect(await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(shellCalls(calls)).toEqual(SHELL_CALLS('CANLAWYERS'));
    expect(pageCalls(calls)).toHaveLength(6);
  });

  it('with an application: its drafts start as soon as the proposal reply shows it, and the page takes them', async () => {
    // a customer of its own: no other test's preload shares its keys
    const mine: Session = { ...accountant, customerNumber: 'C100099', idle: { idleMinutes: 30 } };
    const application = { id: 'p1', status: 'IN_PROGRESS', type: 'NEW', progress_states_revision: 3, current_progress_state: 'GENERAL_INFORMATION', progress_states: [] };
    const typed = { name: 'GENERAL_INFORMATION', revision: 3, saved_at: '2026-05-04T14:30:00.000Z', form_elements: { first_name: 'Béatrice' } };
    const calls = fakeServer('CANACCT', { journey: accountantsJourney, 'general-information': accountantsGeneral }, {
      proposal: { status: 200, body: application },
      drafts: { status: 200, body: { drafts: [typed] } },
    });
    saveSession(mine);

    preloadRoute('/accountants/en-ca/general-information', sessionStorage);
    await waitFor(() => expect(paths(calls)).toContain('proposals/drafts'));
    expect(calls.at(-1)!.headers).toMatchObject({ customer_number: 'C100099' });

    renderApp('/accountants/en-ca/general-information', mine);
    expect(await screen.findByLabelText('First name', undefined, { timeout: 15_000 })).toHaveValue('Béatrice');
    expect(paths(calls).filter((p) => p.startsWith('proposals'))).toEqual(['proposals', 'proposals/drafts']);
  });

  it('a preloaded request that fails fails the page as its own would: the error page of its status', async () => {
    const calls = fakeServer('CANWINGS', { journey: wingsJourney }, { proposal: { status: 503, body: { status: 503 } } });
    const wings: Session = { ...accountant, client: 'CANWINGS', idle: { idleMinutes: 30 } };
    saveSession(wings);

    preloadRoute('/wings/en-ca/lets-get-started', sessionStorage);
    const router = renderApp('/wings/en-ca/lets-get-started', wings);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wings/en-ca/error/503'), { timeout: 15_000 });
    expect(paths(calls).filter((p) => p === 'proposals')).toHaveLength(1);
  });

  it('nobody signed in: no proposal request, and the step sends to sign-in', async () => {
    const calls = fakeServer('CANAGENT', {}, { session: { status: 200, body: { user: null } }, proposal: { status: 500 } });

    preloadRoute('/en-ca/lets-get-started', sessionStorage);
    const router = renderApp('/en-ca/lets-get-started');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-ca/login'), { timeout: 15_000 });
    expect(paths(calls)).not.toContain('proposals');
  });

  it('starts nothing on a sign-in page', () => {
    const calls = fakeServer('CANAGENT', {}, { proposal: { status: 500 } });
    preloadRoute('/en-ca/login', sessionStorage);
    expect(calls).toEqual([]);
  });
});

/**
 * The module the page would import (src/journey/validators.ts), in place of the server's: the page's
 * checks compiled here, and every import of it recorded. No run-time compiler is installed meanwhile,
 * so the form can only validate, and show, with a module it imported.
 */
function serveModule(client: string, page: unknown, key: string, imported: string[]): string {
  const url = validatorModulePath(client, (page as LayoutPage).route_name, key);
  const { schema } = compileLayout(page as LayoutPage, { locale: 'en-CA', program: client, applicationType: 'NEW', role: 'applicant' });
  const factory: ValidatorModuleFactory = () => ({
    page: runtimeCompiler.compile(schema),
    subs: Object.fromEntries(Object.entries(runtimeCompiler.subSchemas(schema)).map(([hash, sub]) => [hash, runtimeCompiler.compile(sub)])),
  });
  vi.doMock(url, () => {
    imported.push(url);
    return { default: factory };
  });
  return url;
}

describe('preloadRoute: the step’s validator module starts with its layout reply', () => {
  beforeEach(() => installSchemaCompiler(undefined));
  afterEach(() => installRuntimeCompiler());

  // the aviation journeys start with eligibility: an application past it opens general information
  const eligibleAircraft = { id: 'p1', status: 'IN_PROGRESS', type: 'NEW', progress_states_revision: 1, current_progress_state: 'ELIGIBILITY', progress_states: [{ name: 'ELIGIBILITY', completed: true, form_elements: {} }] };

  it('on a cold step URL: imported as soon as the layout reply names it, before the page renders; the page validates with it', async () => {
    let openLayout!: () => void;
    const calls = fakeServer('CANGLDWNG', { journey: goldWingsJourney, 'general-information': goldWingsGeneral }, { proposal: { status: 200, body: eligibleAircraft } }, {
      layoutGate: new Promise<void>((open) => (openLayout = open)),
    });
    const imported: string[] = [];
    const url = serveModule('CANGLDWNG', goldWingsGeneral, keyOf('CANGLDWNG', goldWingsGeneral), imported);
    saveSession({ ...accountant, client: 'CANGLDWNG' });

    preloadRoute('/aircrafthull/en-ca/general-information', sessionStorage);
    await waitFor(() => expect(paths(calls)).toContain('config?client=CANGLDWNG&locale=en-CA&page=general-information'));
    await new Promise((wait) => setTimeout(wait, 50));
    // the key comes with the layout: nothing before it
    expect(imported).toEqual([]);
    openLayout();
    await waitFor(() => expect(imported).toEqual([url]));

    renderApp('/aircrafthull/en-ca/general-information', { ...accountant, client: 'CANGLDWNG' });
    expect(await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    // the page took the preloaded module: no request of its own for it, not even to ask why it failed
    expect(paths(calls).filter((p) => p.startsWith('validators/'))).toEqual([]);
    expect(imported).toEqual([url]);
  });

  it('a reply whose key is not the page’s: the page imports the module of the key it computed, and works', async () => {
    // the silver wings page is the gold wings one: one more field gives it a key whose module no other test registered
    const page = structuredClone(silverWingsGeneral) as LayoutPage;
    const fields = page.form_container.rows[0]!.sections[0]!.fields;
    fields.push({ ...fields[0]!, name: 'is_qa_second_insured' });
    const calls = fakeServer('CANSILVWING', { journey: silverWingsJourney, 'general-information': page }, { proposal: { status: 200, body: eligibleAircraft } }, {
      validators: { applicant: 'a'.repeat(64), csr: 'a'.repeat(64), sponsor: 'a'.repeat(64) },
    });
    const imported: string[] = [];
    const hinted = validatorModulePath('CANSILVWING', 'general-information', 'a'.repeat(64));
    vi.doMock(hinted, () => {
      imported.push(hinted);
      return { default: () => { throw new Error('the hint’s module is not the page’s'); } };
    });
    const own = serveModule('CANSILVWING', page, keyOf('CANSILVWING', page), imported);
    saveSession({ ...accountant, client: 'CANSILVWING' });

    preloadRoute('/aircraftliability/en-ca/general-information', sessionStorage);
    await waitFor(() => expect(imported).toEqual([hinted]));

    renderApp('/aircraftliability/en-ca/general-information', { ...accountant, client: 'CANSILVWING' });
    expect(await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(keyOf('CANSILVWING', page)).not.toBe(keyOf('CANGLDWNG', goldWingsGeneral));
    expect(imported).toEqual([hinted, own]);
    expect(paths(calls).filter((p) => p.startsWith('validators/'))).toEqual([]);
  });
});

/** The sign-in page with a fake server at the HTTP boundary (fetch): the real routes and API client. */
import { APPLICANT } from '../../../adapters/identity/testing/principals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app';
import type { Session } from '../../session/session';
import catalogue from '../../../schemas/config/errors.json';

interface Call { method: string; url: string; body: unknown }
type Reply = { status: number; body: unknown };

const SESSION = '/smb/cnc/api/v2/session';
const LOGIN = '/smb/cnc/api/v2/login';
const user = { id: 'u1', login: 'accountant@demo.test', principal: APPLICANT, first_name: 'Alex', last_name: 'Martin', email: 'accountant@demo.test', customer_number: 'C100002', client: 'CANACCT', locale: 'en-CA' };

/** The shipped error catalogue as the config service answers it: the records in one language. */
function errorsReply(locale: string | null) {
  const lang = (text: Record<string, string>) => text[locale ?? 'en-CA'];
  const records = catalogue.records.map((r) => ({ ...r, title: lang(r.title), message: lang(r.message) }));
  return { client: 'CANACCT', page: 'errors', kind: 'component', locale, content_hash: 'e', content: { records } };
}

/**
 * GET session answers nobody unless told otherwise; the brand configuration has a support address;
 * the error catalogue is served only `withCatalogue` (otherwise it cannot be read).
 */
function fakeServer(replies: Record<string, Reply> = {}, { withCatalogue = false } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (r: Reply) => new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    const path = url.split('?')[0]!;
    if (path === '/smb/cnc/api/v2/config' && url.includes('page=brandsConfig')) {
      const locale = new URL(url, 'http://x').searchParams.get('locale');
      const message = locale === 'fr-CA' ? 'Écrivez au soutien.' : 'Write to support.';
      return json({ status: 200, body: { client: 'CANACCT', page: 'brandsConfig', kind: 'component', locale, content_hash: 'h', content: { supportEmail: 'help@brand.test', forgotEmailMessage: message } } });
    }
    if (withCatalogue && path === '/smb/cnc/api/v2/config' && url.includes('page=errors')) {
      return json({ status: 200, body: errorsReply(new URL(url, 'http://x').searchParams.get('locale')) });
    }
    const reply = replies[`${method} ${path}`] ?? (path === SESSION ? { status: 200, body: { user: null, idle: { idle_minutes: 30 } } } : undefined);
    return json(reply ?? { status: 404, body: { status: 404, message: 'not found' } });
  }));
  return calls;
}

async function signIn(labels: { email: string; password: string; submit: string }, email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(labels.email, {}, { timeout: 15_000 }), email);
  await userEvent.type(screen.getByLabelText(labels.password, { selector: 'input[type=password]' }), password);
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const EN = { email: 'Email address', password: 'Password', submit: 'Sign in' };
const FR = { email: 'Adresse courriel', password: 'Mot de passe', submit: 'Se connecter' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('signing in', () => {
  it('a throttled sign-in says how long to wait', async () => {
    fakeServer({ [`POST ${LOGIN}`]: { status: 429, body: { status: 429, error: 'Too Many Requests', message: 'Too many sign-in attempts.', code: 10014, retry_after_seconds: 130 } } });
    renderApp('/accountants/en-ca/login');
    await signIn(EN, 'accountant@demo.test', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Wait 3 minutes, then try again.');
  });

  it('in French, with a wait of seconds', async () => {
    fakeServer({ [`POST ${LOGIN}`]: { status: 429, body: { status: 429, error: 'Too Many Requests', message: 'Trop de tentatives de connexion.', code: 10014, retry_after_seconds: 4 } } });
    renderApp('/accountants/fr-ca/login');
    await signIn(FR, 'accountant@demo.test', 'essai');
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives de connexion. Attendez 4 secondes, puis réessayez.');
  });

  it('wrong credentials stay on the form with the message, in both languages', async () => {
    const wrong = { [`POST ${LOGIN}`]: { status: 401, body: { status: 401, error: 'Unauthorized', message: 'The login or password is incorrect.', code: 10013 } } };
    fakeServer(wrong);
    const router = renderApp('/accountants/en-ca/login');
    await signIn(EN, 'accountant@demo.test', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
    expect(router.state.location.pathname).toBe('/accountants/en-ca/login');
  });

  it('sends "Remember me" as ticked, then goes where the user was going', async () => {
    const calls = fakeServer({ [`POST ${LOGIN}`]: { status: 200, body: { user, idle: { idle_minutes: 30 } } } });
    const router = renderApp('/accountants/en-ca/login?next=%2Faccountants%2Fen-ca%2Fpolicy-summary');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remember me' }, { timeout: 15_000 }));
    await signIn(EN, 'accountant@demo.test', 'Demo!Portal2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/policy-summary'));
    expect(calls.find((c) => c.url === LOGIN)!.body).toEqual({ login: 'accountant@demo.test', password: 'Demo!Portal2024', remember: true });
  });

  it('"Remember me" left alone is sent as false', async () => {
    const calls = fakeServer({ [`POST ${LOGIN}`]: { status: 401, body: { status: 401, message: 'x', code: 10013 } } });
    renderApp('/fr-ca/login');
    expect(await screen.findByRole('checkbox', { name: 'Se souvenir de moi' }, { timeout: 15_000 })).not.toBeChecked();
    await signIn(FR, 'agent@demo.test', 'essai');
    await screen.findByRole('alert');
    expect(calls.find((c) => c.url === LOGIN)!.body).toMatchObject({ remember: false });
  });
});

describe('the error catalogue on the sign-in page (docs/requirements.md §10.5)', () => {
  const inactive = { [`POST ${LOGIN}`]: { status: 403, body: { status: 403, error: 'Forbidden', message: 'This account is no longer active.', code: 10016 } } };

  it.each([
    ['/accountants/en-ca/login', EN, 'This account is not active', 'This account is no longer active, so it cannot sign in. Please contact support to reactivate it.'],
    ['/accountants/fr-ca/login', FR, 'Ce compte n’est pas actif', 'Ce compte n’est plus actif et ne peut pas se connecter. Veuillez communiquer avec le soutien pour le réactiver.'],
  ])('%s: an inactive account gets the onPage record at the top of the page, not "wrong password"', async (path, labels, title, message) => {
    const calls = fakeServer(inactive, { withCatalogue: true });
    renderApp(path);
    await signIn(labels, 'retired@demo.test', 'Demo!Portal2024');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(notice).toHaveTextContent(message);
    // at the top of the page: before the introduction and the form
    expect(notice.compareDocumentPosition(screen.getByRole('button', { name: labels.submit })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // the catalogue is read once a sign-in failed, not with the page
    expect(calls.filter((c) => c.url.includes('page=errors'))).toHaveLength(1);
  });

  it('wrong credentials get the inline record beside the form', async () => {
    fakeServer({ [`POST ${LOGIN}`]: { status: 401, body: { status: 401, message: 'x', code: 10013 } } }, { withCatalogue: true });
    renderApp('/accountants/en-ca/login');
    await signIn(EN, 'accountant@demo.test', 'nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('form-alert');
    expect(alert).toHaveTextContent(/^Sign-in failed\s*The login or password is incorrect\.$/);
  });

  it('a refusal the catalogue has no record of keeps the page’s own words: the wait of a 429', async () => {
    fakeServer({ [`POST ${LOGIN}`]: { status: 429, body: { status: 429, message: 'x', code: 10014, retry_after_seconds: 130 } } }, { withCatalogue: true });
    renderApp('/accountants/en-ca/login');
    await signIn(EN, 'accountant@demo.test', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Wait 3 minutes, then try again.');
  });
});

describe('banners', () => {
  it('autoLogout=true shows the automatic sign-out banner; dismissing it clears the query', async () => {
    fakeServer();
    const router = renderApp('/accountants/en-ca/login?autoLogout=true');
    const banner = await screen.findByText('You were signed out because you were inactive for a while. Sign in again to continue.', {}, { timeout: 15_000 });
    expect(banner.closest('[role=status]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByText(/You were signed out/)).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/accountants/en-ca/login');
  });

  it('oktaAuthError=true shows the sign-in failure, in French; dismissing keeps a page to return to', async () => {
    fakeServer();
    const router = renderApp('/lawyers/fr-ca/login?oktaAuthError=true&next=%2Flawyers%2Ffr-ca%2Fpayment');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Nous n’avons pas pu vous connecter. Veuillez réessayer, ou communiquez avec le soutien si le problème persiste.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fermer ce message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.search).toBe('?next=%2Flawyers%2Ffr-ca%2Fpayment');
  });

  it('no flag, or a flag not set to true, shows no banner', async () => {
    fakeServer();
    renderApp('/en-ca/login?autoLogout=false');
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Dismiss this message' })).toBeNull();
  });
});

describe('links', () => {
  it.each([
    ['/accountants/en-ca/login', { forgot: 'Forgot your password?', register: 'New here? Register', internal: 'Internal login' }, '/accountants/en-ca'],
    ['/accountants/fr-ca/auth/login', { forgot: 'Mot de passe oublié?', register: 'Nouveau? Inscrivez-vous', internal: 'Connexion interne' }, '/accountants/fr-ca'],
  ])('%s: forgotten password, registration and staff sign-in (always the English base)', async (path, names, base) => {
    fakeServer();
    renderApp(path);
    expect(await screen.findByRole('link', { name: names.forgot }, { timeout: 15_000 })).toHaveAttribute('href', `${base}/auth/forgot-password`);
    expect(screen.getByRole('link', { name: names.register })).toHaveAttribute('href', `${base}/registration`);
    expect(screen.getByRole('link', { name: names.internal })).toHaveAttribute('href', '/accountants/en-ca/internal-login');
  });

  it('"Forgot your email address?" opens the support contact of the brand configuration', async () => {
    fakeServer();
    renderApp('/accountants/en-ca/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your email address?' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forgot your email address?' });
    expect(await within(dialog).findByText('Write to support.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'help@brand.test' })).toHaveAttribute('href', 'mailto:help@brand.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('in French, the same modal in French', async () => {
    fakeServer();
    renderApp('/accountants/fr-ca/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Adresse courriel oubliée?' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Adresse courriel oubliée?' });
    expect(await within(dialog).findByText('Écrivez au soutien.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retour à la connexion' })).toBeInTheDocument();
  });
});

describe('guards', () => {
  const signedIn: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'Alex', lastName: 'Martin', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };

  it.each(['/accountants/en-ca/login', '/accountants/en-ca/auth/forgot-password', '/accountants/en-ca/auth/reset-password'])(
    'someone signed in opening %s goes to their start page',
    async (path) => {
      fakeServer();
      const router = renderApp(path, signedIn);
      await waitFor(() => expect(router.state.location.pathname).not.toBe(path), { timeout: 15_000 });
      expect(router.state.location.pathname.startsWith('/accountants/en-ca')).toBe(true);
      expect(router.state.location.pathname).not.toMatch(/login|password/);
    },
  );

  it('a tab without its copy asks the server: a live cookie leaves the sign-in page too', async () => {
    fakeServer({ [`GET ${SESSION}`]: { status: 200, body: { user, idle: { idle_minutes: 30 } } } });
    const router = renderApp('/accountants/en-ca/login');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/accountants/en-ca/login'), { timeout: 15_000 });
  });

  it('someone signed out opening a secure page goes to {base}/login with the page to come back to', async () => {
    fakeServer();
    const router = renderApp('/accountants/fr-ca/payment');
    await screen.findByRole('heading', { name: 'Connexion' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/accountants/fr-ca/login');
    expect(router.state.location.search).toBe('?next=%2Faccountants%2Ffr-ca%2Fpayment');
  });
});

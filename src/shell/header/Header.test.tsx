/**
 * The header from configuration (docs/requirements.md §11.1) and the support-contact modal (§11.2), in
 * jsdom against a fake config service that serves the shipped header and brand configuration.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import header from '../../../schemas/config/header.json';
import brands from '../../../schemas/config/brandsConfig.json';
import { APPLICANT, CSR } from '../../../adapters/identity/testing/principals';
import type { Principal } from '../../../adapters/identity/permissions';
import type { ApplicationType } from '../../../adapters/types';
import { renderApp } from '../../app/testing/render-app';
import { idleConfigReply } from '../../app/testing/idle-config';

/** What the config service does to a component: each {"en-CA", "fr-CA"} text becomes its English. */
function english(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(english);
  if (value === null || typeof value !== 'object') return value;
  if ('en-CA' in value && 'fr-CA' in value) return (value as Record<string, unknown>)['en-CA'];
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, english(v)]));
}

const component = (page: string, content: unknown) =>
  new Response(JSON.stringify({ client: 'CANACCT', page, kind: 'component', locale: 'en-CA', content_hash: 'h', content: english(content) }), { status: 200 });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('page=user_idle')) return idleConfigReply();
      if (url.includes('page=header')) return component('header', header);
      if (url.includes('page=brandsConfig')) return component('brandsConfig', { ...brands, clients: undefined });
      return new Response(JSON.stringify({ user: null }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const as = (principal: Principal, applicationType: ApplicationType = 'NEW', csrCustomerNumber?: string) => ({
  login: 'anne@demo.test',
  principal,
  firstName: 'Anne',
  lastName: 'Roy',
  customerNumber: principal === APPLICANT ? 'C100002' : undefined,
  applicationType,
  ...(csrCustomerNumber ? { csrCustomerNumber } : {}),
});

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

it('a visitor sees Register and Help, and a sign-in link off the sign-in page', async () => {
  renderApp('/accountants/en-ca/registration');
  expect(await nav().findByRole('link', { name: 'Register' })).toBeTruthy();
  expect(nav().getByRole('button', { name: 'Help' })).toBeTruthy();
  expect(nav().queryByRole('link', { name: 'My application' })).toBeNull();
  expect(nav().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/accountants/en-ca/login');
});

it('an applicant sees My application and Help, not Register', async () => {
  renderApp('/accountants/en-ca/policy-summary', as(APPLICANT));
  expect(await nav().findByRole('link', { name: 'My application' })).toBeTruthy();
  expect(nav().queryByRole('link', { name: 'Register' })).toBeNull();
  expect(nav().getByRole('button', { name: 'Sign out' })).toBeTruthy();
});

it('a CSR sees only the buttons flagged for staff', async () => {
  renderApp('/accountants/en-ca/admin-panel', as(CSR));
  expect(await nav().findByRole('button', { name: 'Help' })).toBeTruthy();
  expect(nav().queryByRole('link', { name: 'My application' })).toBeNull();
});

it('in the CSR flow the header has no button', async () => {
  renderApp('/accountants/en-ca/admin-panel', as(CSR, 'NEW', 'C0001'));
  await screen.findByRole('heading', { level: 1 });
  // the configuration has arrived: the Help button would be there by now
  await new Promise((r) => setTimeout(r, 50));
  expect(nav().queryByRole('button', { name: 'Help' })).toBeNull();
  expect(nav().getByRole('button', { name: 'Sign out' })).toBeTruthy();
});

it('the dashboard button shows during a renewal, to the dashboard on an aviation site', async () => {
  renderApp('/aircrafthull/en-ca/coverage', as(APPLICANT, 'RENEWAL'));
  expect((await nav().findByRole('link', { name: 'My policies' })).getAttribute('href')).toBe('/aircrafthull/en-ca/dashboard');
});

it('a sub-menu opens and closes from the keyboard, giving the focus back to its button', async () => {
  const user = userEvent.setup();
  renderApp('/accountants/en-ca/registration');
  const help = await nav().findByRole('button', { name: 'Help' });
  expect(help.getAttribute('aria-expanded')).toBe('false');
  await user.click(help);
  expect(help.getAttribute('aria-expanded')).toBe('true');
  expect(nav().getByRole('link', { name: /Frequently asked questions/ }).getAttribute('target')).toBe('_blank');
  await user.keyboard('{Escape}');
  expect(help.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(help);
});

it('Contact support opens the support modal: three groups, the e-mail filled with the customer number and name', async () => {
  const user = userEvent.setup();
  renderApp('/accountants/en-ca/policy-summary', as(APPLICANT));
  await user.click(await nav().findByRole('button', { name: 'Help' }));
  await user.click(nav().getByRole('button', { name: 'Contact support' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
  expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Contact us', 'Technical help', 'Resources']);
  const mail = within(dialog).getAllByRole('link', { name: 'Email support@example.ca' })[0]!;
  const url = new URL(mail.getAttribute('href')!);
  expect(url.searchParams.get('subject')).toBe('Help with application C100002');
  expect(url.searchParams.get('body')).toBe('Customer C100002 (Anne Roy) needs help.');
  await act(async () => user.keyboard('{Escape}'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(nav().getByRole('button', { name: 'Help' }));
});

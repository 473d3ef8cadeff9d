/**
 * The referral page (docs/requirements.md §8.7): the applicant waits for a CSR, and may ask support
 * through the support-contact modal (§11.2), in the page's language.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import brands from '../../../schemas/config/brandsConfig.json';
import { APPLICANT } from '../../../adapters/identity/testing/principals';
import { renderApp } from '../../app/testing/render-app';
import { idleConfigReply } from '../../app/testing/idle-config';

/** What the config service does to a component: each {"en-CA", "fr-CA"} text becomes the asked language's. */
function inLocale(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) return value.map((v) => inLocale(v, locale));
  if (value === null || typeof value !== 'object') return value;
  if ('en-CA' in value && 'fr-CA' in value) return (value as Record<string, unknown>)[locale];
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLocale(v, locale)]));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const locale = new URL(url, 'http://x').searchParams.get('locale') ?? 'en-CA';
      if (url.includes('page=user_idle')) return idleConfigReply();
      if (url.includes('page=brandsConfig')) {
        const content = inLocale({ ...brands, clients: undefined }, locale);
        return new Response(JSON.stringify({ client: 'CANACCT', page: 'brandsConfig', kind: 'component', locale, content_hash: 'h', content }), { status: 200 });
      }
      return new Response(JSON.stringify({ status: 404, message: 'not found' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const applicant = { login: 'anne@demo.test', principal: APPLICANT, firstName: 'Anne', lastName: 'Roy', customerNumber: 'C100002', applicationType: 'NEW' as const };

it.each([
  { locale: 'en-ca', heading: 'Your application is being reviewed', button: 'Contact support', dialog: 'Contact support', contact: 'Contact us' },
  { locale: 'fr-ca', heading: 'Votre demande est en cours d’examen', button: 'Joindre le soutien', dialog: 'Joindre le soutien', contact: 'Nous joindre' },
])('$locale: the waiting applicant opens the support modal from the page, and the focus comes back', async (t) => {
  const user = userEvent.setup();
  renderApp(`/accountants/${t.locale}/csr-referral`, applicant);
  const page = (await screen.findByRole('heading', { level: 1, name: t.heading })).closest('section')!;
  const button = within(page).getByRole('button', { name: t.button });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: t.dialog });
  expect(within(dialog).getAllByRole('heading', { level: 3 })[0]!.textContent).toBe(t.contact);
  const mail = new URL(within(dialog).getAllByRole('link', { name: /support@example\.ca/ })[0]!.getAttribute('href')!);
  expect(mail.searchParams.get('subject')).toContain('C100002');
  await act(async () => user.keyboard('{Escape}'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(button);
});

/**
 * The admin panel with a fake server at fetch (docs/requirements.md §8.6): the search by e-mail or
 * customer number, one field read-only while the other has a value, Delete after confirmation
 * with the Success dialog, the Not found! and Failed dialogs, and non-CSRs refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT, CSR, SPONSOR } from '../../../adapters/identity/testing/principals';
import { renderApp } from '../../app/testing/render-app';
import type { Session } from '../../session/session';

const csr: Session = { login: 'csr@demo.test', principal: CSR, firstName: 'Carl', lastName: 'Service', applicationType: 'NEW' };
const API = '/smb/cnc/api/v2';
const USER = '11111111-1111-4111-8111-111111111111';
const role = (customer_number: string, client_code: string) => ({
  user_id: USER, login: 'twoprograms@demo.test', first_name: 'Tomas', last_name: 'Twofold', customer_number, client_code, role_code: 'ADMIN_CUSTOMER_USER', since: '2026-03-04T15:00:00Z',
});

interface Call { method: string; url: string }

/** Roles by e-mail for twoprograms@demo.test; DELETE answers with `deleted` (status, body). */
function fakeServer(deleted: { status: number; body: unknown } = { status: 200, body: { remaining_roles: 1, identity_removed: true } }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    const json = (status: number, reply: unknown) => new Response(JSON.stringify(reply), { status });
    if (method === 'GET' && url === `${API}/admin/customer-roles?email=twoprograms%40demo.test`) return json(200, { roles: [role('C100007', 'CANACCT'), role('C100008', 'CANLAWYERS')] });
    if (method === 'GET' && url.startsWith(`${API}/admin/customer-roles?`)) return json(404, { status: 404, code: 10100, message: 'Not found! No active customer role matches this search.' });
    if (method === 'DELETE') return json(deleted.status, deleted.body);
    return json(404, { status: 404, message: 'not found' });
  }));
  return calls;
}

const open = async (path = '/accountants/en-ca/admin-panel', session = csr) => {
  renderApp(path, session);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('admin panel', () => {
  it('typing in one search field makes the other read-only, and says why', async () => {
    fakeServer();
    await open();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    const number = screen.getByLabelText('Customer number') as HTMLInputElement;
    await userEvent.type(email, 'x');
    expect(number.readOnly).toBe(true);
    expect(number.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Clear the other field to search by this one.')).toBeTruthy();
    await userEvent.clear(email);
    expect(number.readOnly).toBe(false);
    await userEvent.type(number, 'C1');
    expect(email.readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(email.readOnly).toBe(false);
    expect(number.value).toBe('');
  });

  it('an empty or malformed search is told on the form, without a call', async () => {
    const calls = fakeServer();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an e-mail or a customer number.');
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail such as name@example.com.');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.url.includes('/admin/'))).toEqual([]);
  });

  it('lists the active roles; Delete asks first, then deactivates, removes the row and says Success', async () => {
    const calls = fakeServer();
    await open();
    await userEvent.type(screen.getByLabelText('E-mail'), 'twoprograms@demo.test{Enter}');
    const table = await screen.findByRole('table', { name: 'Active roles found for “twoprograms@demo.test”' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent))).toEqual([
      ['C100007', 'Accountants’ professional liability insurance', 'Customer account holder', '04/03/2026'],
      ['C100008', expect.stringContaining('Lawyers'), 'Customer account holder', '04/03/2026'],
    ]);

    const del = within(rows[1]!).getByRole('button', { name: /^Delete the role Customer account holder of Tomas Twofold for .*Lawyers/ });
    await userEvent.click(del);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(del);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const success = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(success.textContent).toContain('The role was deactivated. Tomas Twofold can no longer sign in.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${API}/admin/users/${USER}/roles/ADMIN_CUSTOMER_USER/CANLAWYERS`]);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // the Delete button that opened it is gone: focus goes to the results' heading
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Active roles' })));
  });

  it('a role deleted meanwhile: Failed with the server’s reason, and the row goes', async () => {
    fakeServer({ status: 409, body: { status: 409, code: 10102, message: 'The role ADMIN_CUSTOMER_USER for CANACCT was already deleted. Search again to see the roles that remain.' } });
    await open();
    await userEvent.type(screen.getByLabelText('E-mail'), 'twoprograms@demo.test{Enter}');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getAllByRole('button', { name: /^Delete the role/ })[0]!);
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this role?' })).getByRole('button', { name: 'Delete' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Failed' });
    expect(failed.textContent).toContain('The role was not deleted. The role ADMIN_CUSTOMER_USER for CANACCT was already deleted.');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('nothing found: the Not found! dialog, in French too', async () => {
    fakeServer();
    await open('/accountants/fr-ca/admin-panel');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panneau d’administration');
    await userEvent.type(screen.getByLabelText('Numéro de client'), 'C999{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Introuvable\u00a0!' });
    expect(dialog.textContent).toContain('Aucun utilisateur actif trouvé pour «\u00a0C999\u00a0».');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([['an applicant', APPLICANT], ['a sponsor', SPONSOR], ['staff without a CSR role', { user_type: 'Internal' as const, roles: [], groups: ['PORTAL_STAFF'] }]])('%s gets the 403 page', async (_, principal) => {
    const calls = fakeServer();
    renderApp('/accountants/en-ca/admin-panel', { login: 'x@demo.test', principal, firstName: 'X', lastName: 'Y', applicationType: 'NEW' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(calls.filter((c) => c.url.includes('/admin/'))).toEqual([]);
  });
});

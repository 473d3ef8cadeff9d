/**
 * The staff's maintenance schedule (docs/requirements.md §11.7): a window that ends before it starts
 * is told on the form and not sent; a good one is sent as instants and listed; End now ends it;
 * anyone but a CSR gets the 403 page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT, CSR } from '../../../adapters/identity/testing/principals';
import { renderApp } from '../../app/testing/render-app';
import type { Session } from '../../session/session';

const API = '/smb/cnc/api/v2';
const csr: Session = { login: 'csr@demo.test', principal: CSR, firstName: 'Carl', lastName: 'Service', applicationType: 'NEW' };
interface Call { method: string; url: string; body?: { starts_at: string; ends_at: string } & Record<string, string> }

function fakeServer() {
  const calls: Call[] = [];
  let windows: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const json = (status: number, reply?: unknown) => new Response(reply === undefined ? null : JSON.stringify(reply), { status });
    if (url === `${API}/maintenance/windows` && method === 'GET') return json(200, { windows });
    if (url === `${API}/maintenance/windows` && method === 'POST') {
      const made = { id: '7', ...body, on: true, created_by: 'Carl Service' };
      windows = [made];
      return json(201, made);
    }
    if (url === `${API}/maintenance/windows/7` && method === 'DELETE') {
      windows = [];
      return json(204);
    }
    return json(404, { status: 404, message: 'not found' });
  }));
  return calls;
}

const local = (minutes: number) => {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('maintenance schedule', () => {
  it('refuses a window that ends before it starts on the form, then schedules a good one and ends it', async () => {
    const calls = fakeServer();
    renderApp('/accountants/en-ca/maintenance-schedule', csr);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance schedule' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('No maintenance is scheduled.')).toBeInTheDocument();
    const start = screen.getByLabelText('Start');
    const end = screen.getByLabelText('End');
    await userEvent.type(start, local(60));
    await userEvent.type(end, local(30));
    await userEvent.type(screen.getByLabelText('Message in English'), 'Back soon.');
    await userEvent.type(screen.getByLabelText('Message in French'), 'De retour bientôt.');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the window' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The end must be after the start.');
    expect(end).toHaveFocus();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(start);
    await userEvent.type(start, local(-1));
    await userEvent.clear(end);
    await userEvent.type(end, local(60));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the window' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sent = calls.find((c) => c.method === 'POST')!.body!;
    expect(sent.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(Date.parse(sent.ends_at) - Date.parse(sent.starts_at)).toBe(61 * 60_000);
    expect(sent).toMatchObject({ message_en: 'Back soon.', message_fr: 'De retour bientôt.' });
    const item = (await screen.findByText('Under way')).closest('li')!;
    expect(within(item).getByText('Back soon.')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: /^End now: the maintenance from / }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${API}/maintenance/windows/7`]));
    expect(await screen.findByText('No maintenance is scheduled.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/has ended/);
  });

  it('an applicant gets the 403 page without a call', async () => {
    const calls = fakeServer();
    renderApp('/accountants/en-ca/maintenance-schedule', { login: 'a@demo.test', principal: APPLICANT, firstName: 'A', lastName: 'B', applicationType: 'NEW', client: 'CANACCT', customerNumber: 'C1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/maintenance/windows'))).toEqual([]);
  });
});

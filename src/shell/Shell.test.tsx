/** The header around every page (docs/requirements.md §8.1): in the CSR flow its links are disabled. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { APPLICANT, CSR } from '../../adapters/identity/testing/principals';
import type { Principal } from '../../adapters/identity/permissions';
import { renderApp } from '../app/testing/render-app';
import { idleConfigReply } from '../app/testing/idle-config';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('page=user_idle')
        ? idleConfigReply()
        : new Response(JSON.stringify({ user: null }), { status: 200 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const as = (principal: Principal, csrCustomerNumber?: string) => ({
  login: 'x@demo.test',
  principal,
  firstName: 'X',
  lastName: 'Y',
  applicationType: 'NEW' as const,
  ...(csrCustomerNumber ? { csrCustomerNumber } : {}),
});

it.each([
  ['an applicant’s header links home', APPLICANT, undefined, 'policy-summary', true],
  ['a CSR’s header links home', CSR, undefined, 'admin-panel', true],
  ['a CSR with a customer’s application open (the CSR flow) has no header link', CSR, 'C0001', 'admin-panel', false],
])('%s', async (_name, principal, customer, page, linked) => {
  renderApp(`/accountants/en-ca/${page}`, as(principal, customer));
  await screen.findByRole('heading', { level: 1 });
  const banner = screen.getByRole('banner');
  expect(banner.textContent).toContain('Accountants');
  expect(screen.queryByRole('link', { name: /accountants/i }) !== null).toBe(linked);
});

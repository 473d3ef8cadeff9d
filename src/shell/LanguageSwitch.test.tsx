/** The language switch in the header (docs/requirements.md §9.2, §7.5), on pages that need little data. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { APPLICANT, CLIENT_USER, CSR, SPONSOR } from '../../adapters/identity/testing/principals';
import type { Principal } from '../../adapters/identity/permissions';
import { renderApp } from '../app/testing/render-app';
import { idleConfigReply } from '../app/testing/idle-config';

beforeEach(() => {
  // these pages ask the server for the idle settings (the countdown of every signed-in page) and their list
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('page=user_idle')
        ? idleConfigReply()
        : url.includes('/work-list') || url.includes('/sponsor-list')
          ? new Response(JSON.stringify({ total: 0, page: 1, page_size: 10, rows: [] }), { status: 200 })
          : new Response(JSON.stringify({ user: null }), { status: 200 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const as = (principal: Principal) => ({ login: 'x@demo.test', principal, firstName: 'X', lastName: 'Y', applicationType: 'NEW' as const });

it.each([
  ['an applicant sees the switch to French', APPLICANT, 'policy-summary', true],
  ['a CSR sees it', CSR, 'manage-applications', true],
  ['a client user does not (English-only pages)', CLIENT_USER, 'manage-applications', false],
  ['a sponsor does not (English-only pages)', SPONSOR, 'answer-net', false],
])('%s', async (_name, principal, page, shown) => {
  renderApp(`/accountants/en-ca/${page}`, as(principal));
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('link', { name: /français|french/i }) !== null).toBe(shown);
});

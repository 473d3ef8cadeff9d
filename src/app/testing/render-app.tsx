import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from '../routes';
import { SessionProvider } from '../../session/SessionContext';
import type { Session } from '../../session/session';

/**
 * The whole browser app at `path` (with history `state`), signed in as `session` (else as the
 * stored session), with a fresh request cache: what page tests render. Returns the router.
 */
export function renderApp(path: string, session?: Session, state?: unknown) {
  const [pathname = path, search] = path.split('?');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] });
  render(
    <SessionProvider initial={session}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </SessionProvider>,
  );
  return router;
}

import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from '../routes';
import { SessionProvider } from '../../session/SessionContext';
import type { Session } from '../../session/session';

/** What a page test reads of the router: where the app is now, and a way to go elsewhere. */
export interface AppRouter {
  readonly state: { readonly location: Location };
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
}

/**
 * The route table as App renders it, with the router's place copied out for the test once
 * committed: a navigation is a transition, and a render waiting on a lazy page may never be shown.
 */
function Routes({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.location = location;
    router.navigate = navigate;
  });
  return useRoutes(routes);
}

/**
 * The whole browser app at `path` (with history `state`), signed in as `session` (else as the
 * stored session), with a fresh request cache: what page tests render. The same declarative
 * router as App (src/app/App.tsx), in memory. Returns the router.
 */
export function renderApp(path: string, session?: Session, state?: unknown): AppRouter {
  const [pathname = path, search] = path.split('?');
  const live: { location?: Location; navigate?: NavigateFunction } = {};
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider initial={session}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
          <Routes router={live} />
        </MemoryRouter>
      </SessionProvider>
    </SWRConfig>,
  );
  return {
    state: {
      get location() {
        return live.location!;
      },
    },
    navigate: (to, options) => act(async () => void (await live.navigate!(to, options))),
  };
}

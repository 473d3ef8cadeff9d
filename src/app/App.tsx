import { BrowserRouter, useRoutes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../session/SessionContext';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router (BrowserRouter + useRoutes), not the data router: the app uses no loader,
 * action, fetcher or blocker, and the data router's code would add about 16 kB gzip to every page
 * (docs/bench.md "Bundle budget"). Its navigations are transitions, like the data router's: a lazy
 * page still loading leaves the current one on screen; a session change that comes with a navigation
 * goes in the same transition (useSignOut, LoginPage).
 */
export function App() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </SWRConfig>
  );
}

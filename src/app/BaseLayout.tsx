import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BaseContext } from '../base/BaseContext';
import { parseBaseUrl, basePath } from '../base/base-url';
import { DEFAULT_PROGRAM } from '../base/programs';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { Shell } from '../shell/Shell';
import { Loading } from '../shell/Loading';
import { PageRouteEvents } from '../analytics/PageRouteEvents';

/**
 * Every page sits under a base URL: program and language come from it (docs/requirements.md §1.2).
 * A path outside every base (the 404 page) falls back to the agent program in English.
 */
export function BaseLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const base = parseBaseUrl(pathname) ?? {
    program: DEFAULT_PROGRAM,
    locale: 'en-CA' as const,
    path: basePath(DEFAULT_PROGRAM, 'en-CA'),
    rest: [],
  };
  useEffect(() => {
    document.documentElement.lang = base.locale;
  }, [base.locale]);
  return (
    <BaseContext.Provider value={base}>
      <AppIntlProvider locale={base.locale}>
        <PageRouteEvents />
        <Shell>
          <Suspense fallback={<Loading />}>{children ?? <Outlet />}</Suspense>
        </Shell>
      </AppIntlProvider>
    </BaseContext.Provider>
  );
}

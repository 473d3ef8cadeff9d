import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BaseContext } from '../base/BaseContext';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { Shell } from '../shell/Shell';
import { Loading } from '../shell/Loading';
import { MaintenanceGate } from '../maintenance/MaintenanceGate';
import { useShownBase } from './useShownBase';
import { PageRouteEvents } from '../analytics/PageRouteEvents';
import { releaseFirstPaintOff } from './first-paint';

/**
 * Every page sits under a base URL: program and language come from it (docs/requirements.md §1.2).
 */
export function BaseLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const { base, pending } = useShownBase(pathname);
  // the server's first paint of a step stays only while the app is on that step
  useLayoutEffect(() => releaseFirstPaintOff(pathname), [pathname]);
  useEffect(() => {
    document.documentElement.lang = base.locale;
  }, [base.locale]);
  return (
    <BaseContext.Provider value={base}>
      <AppIntlProvider locale={base.locale}>
        <MaintenanceGate />
        <PageRouteEvents />
        <Shell>
          <Suspense fallback={<Loading />}>{pending ? <Loading /> : (children ?? <Outlet />)}</Suspense>
        </Shell>
      </AppIntlProvider>
    </BaseContext.Provider>
  );
}

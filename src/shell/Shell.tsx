import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFocusHeadingOnRouteChange } from './focus-heading';
import { Header } from './header/Header';

const Footer = lazy(() => import('./footer/Footer'));

/**
 * Every page's frame (docs/requirements.md §11.1): a skip link, the header, the page, and the footer,
 * which loads after the page; focus moves to the new page's heading on navigation.
 */
export function Shell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'app.shell.skipToContent' })}
      </a>
      <Header />
      <main ref={main} id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}

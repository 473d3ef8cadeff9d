import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageRoute } from '../api/lookups';
import { useBase } from '../base/BaseContext';

/** A path the server accepts: letters, digits and `/_.-` (anything else is not one of our pages). */
const SENDABLE = /^\/[A-Za-z0-9/_.-]{0,199}$/;

/**
 * Tells the server which page is shown, once per path (docs/requirements.md §11.8): the path only,
 * never the query, sent as a beacon when the browser is idle so it never delays the page and is
 * never waited for (analytics must not disturb the applicant).
 */
export function PageRouteEvents() {
  const { pathname } = useLocation();
  const { locale, program } = useBase();
  const page = useRef({ locale, client: program.client });
  page.current = { locale, client: program.client };
  const sent = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!SENDABLE.test(pathname) || sent.current === pathname) return;
    // a page left before the browser was idle (a redirect) is not counted
    const send = () => {
      const from = sent.current;
      sent.current = pathname;
      sendPageRoute({ route: pathname, ...page.current, ...(from ? { previous: from } : {}) });
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(send, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(send, 200);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}

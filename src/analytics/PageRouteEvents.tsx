import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageRoute } from '../api/lookups';
import { useRequestContext } from '../api/useRequestContext';

/** A path the server accepts: letters, digits and `/_.-` (anything else is not one of our pages). */
const SENDABLE = /^\/[A-Za-z0-9/_.-]{0,199}$/;

/**
 * Tells the server which page is shown, once per path (docs/requirements.md §11.8): the path only,
 * never the query, sent when the browser is idle so it never delays the page, and never waited for:
 * a failure is dropped (analytics must not disturb the applicant).
 */
export function PageRouteEvents() {
  const { pathname } = useLocation();
  const ctx = useRequestContext();
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const sent = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!SENDABLE.test(pathname) || sent.current === pathname) return;
    // a page left before the browser was idle (a redirect) is not counted
    const send = () => {
      const from = sent.current;
      sent.current = pathname;
      void sendPageRoute(ctxRef.current, from ? { route: pathname, previous: from } : { route: pathname }).catch(() => undefined);
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

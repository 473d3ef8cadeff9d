import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../api/session';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { Loading } from '../shell/Loading';
import { IdleWatch } from './IdleWatch';
import { useSession } from './SessionContext';
import { useErrorRedirect } from '../shell/useErrorRedirect';

/**
 * Secure guard (docs/requirements.md §7.4): a page that needs a signed-in user. A tab without its own copy
 * of the session asks the server once (the cookie may still be valid); nobody → login, with the page
 * to come back to. A signed-in page watches for idling (`wizard`: the journey's shorter countdown).
 */
export function RequireSession({ children, wizard = false }: { children: ReactNode; wizard?: boolean }) {
  const { session, signIn } = useSession();
  const { path } = useBase();
  const { pathname, search } = useLocation();
  const current = useCurrentUser(!session);
  const redirect = useErrorRedirect();
  useEffect(() => {
    if (!session && current.data) signIn(current.data);
  }, [session, current.data, signIn]);
  if (session)
    return (
      <>
        <IdleWatch wizard={wizard} />
        {children}
      </>
    );
  if (current.error) return redirect(current.error);
  if (current.data === null) return <Navigate to={paths.login(path, pathname + search)} replace />;
  return <Loading />;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../api/session';
import { useBase } from '../base/BaseContext';
import { Loading } from '../shell/Loading';
import { useSession } from './SessionContext';
import { isSignedOutState } from './useSignOut';

/**
 * Non-secure guard (docs/requirements.md §7.4): the sign-in and password pages are for people who
 * are not signed in. Someone signed in (this tab's copy, else the server's cookie) goes to their
 * start page, which decides where they belong; if the server cannot say, the page shows. Arriving
 * from a sign-out, the page shows at once.
 */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { path } = useBase();
  const signingOut = isSignedOutState(useLocation().state);
  const current = useCurrentUser(!session && !signingOut);
  if (signingOut) return <>{children}</>;
  if (session || current.data) return <Navigate to={path} replace />;
  if (current.data === undefined && !current.error) return <Loading />;
  return <>{children}</>;
}

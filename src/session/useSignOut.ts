import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '../api/logout';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { useSession } from './SessionContext';

/**
 * Signing out, from the header's button or the idle countdown: the server session ends first, so
 * the sign-in page (whose guard asks the server who is signed in) does not find it still alive;
 * a failed logout still leaves for the sign-in page. Every cached answer goes with the session.
 */
export function useSignOut(): (reason?: 'autoLogout') => Promise<void> {
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { signOut } = useSession();
  return useCallback(
    async (reason) => {
      await logout(ctx).catch(() => undefined);
      await mutate(() => true, undefined, { revalidate: false });
      signOut();
      navigate(reason === 'autoLogout' ? paths.autoLogout(base.path) : paths.login(base.path), { replace: reason === 'autoLogout' });
    },
    [ctx, base.path, navigate, mutate, signOut],
  );
}

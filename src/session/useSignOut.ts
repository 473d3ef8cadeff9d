import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '../api/logout';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { useSession } from './SessionContext';

/** What the sign-in page is told by a sign-out: the tab's copy of the session is on its way out. */
export interface SignedOutState {
  signedOut: true;
}

export function isSignedOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<SignedOutState>).signedOut === true;
}

/**
 * Signing out, from the header's button or the idle countdown: the server session ends first (a
 * failed logout still leaves for the sign-in page). The sign-in page is shown before the tab's copy
 * goes, so the page being left never renders signed out (its guard would send the person to sign in
 * and come back there); the non-secure guard lets it show (`SignedOutState`). Every cached answer
 * goes with the session.
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
      const state: SignedOutState = { signedOut: true };
      await navigate(reason === 'autoLogout' ? paths.autoLogout(base.path) : paths.login(base.path), { replace: reason === 'autoLogout', state, flushSync: true });
      await mutate(() => true, undefined, { revalidate: false });
      signOut();
    },
    [ctx, base.path, navigate, mutate, signOut],
  );
}

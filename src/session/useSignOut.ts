import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
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
 * failed logout still leaves for the sign-in page). The move to the sign-in page and the end of the
 * tab's copy are one transition, committed together once the sign-in page can render: the page
 * being left never renders signed out (its guard would send the person to sign in and come back
 * there); the non-secure guard lets the sign-in page show (`SignedOutState`). The cached answers go
 * with the session (SessionProvider).
 */
export function useSignOut(): (reason?: 'autoLogout') => Promise<void> {
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { signOut } = useSession();
  return useCallback(
    async (reason) => {
      await logout(ctx).catch(() => undefined);
      const state: SignedOutState = { signedOut: true };
      startTransition(() => {
        navigate(reason === 'autoLogout' ? paths.autoLogout(base.path) : paths.login(base.path), { replace: reason === 'autoLogout', state });
        signOut();
      });
    },
    [ctx, base.path, navigate, signOut],
  );
}

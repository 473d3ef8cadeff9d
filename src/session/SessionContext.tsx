import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { isPersonalKey } from '../api/cache-keys';
import { clearSession, loadSession, saveSession, type Session } from './session';

interface SessionValue {
  session: Session | undefined;
  signIn(session: Session): void;
  signOut(): void;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

/**
 * The tab's copy of the session. Inside the request cache (SWRConfig): every cached answer but the
 * public configuration (isPersonalKey) goes with the session, after the commit that ends it, when the signed-in pages that showed them are
 * gone (a mounted page whose answers vanished would show itself loading, or judge an absent reply).
 */
export function SessionProvider({ children, initial }: { children: ReactNode; initial?: Session }) {
  const [session, setSession] = useState<Session | undefined>(() => initial ?? loadSession());
  const { mutate } = useSWRConfig();
  const signedIn = useRef(session !== undefined);
  useEffect(() => {
    if (signedIn.current && !session) void mutate(isPersonalKey, undefined, { revalidate: false });
    signedIn.current = session !== undefined;
  }, [session, mutate]);
  const signIn = useCallback((s: Session) => {
    saveSession(s);
    setSession(s);
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setSession(undefined);
  }, []);
  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() outside <SessionProvider>');
  return value;
}

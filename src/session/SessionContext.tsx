import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearSession, loadSession, saveSession, type Session } from './session';

interface SessionValue {
  session: Session | undefined;
  signIn(session: Session): void;
  signOut(): void;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

export function SessionProvider({ children, initial }: { children: ReactNode; initial?: Session }) {
  const [session, setSession] = useState<Session | undefined>(() => initial ?? loadSession());
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

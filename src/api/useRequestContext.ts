import { useMemo } from 'react';
import { useBase } from '../base/BaseContext';
import { useSession } from '../session/SessionContext';
import type { RequestContext } from './client';

/** The common-header values of the current page: its program and the signed-in user. */
export function useRequestContext(): RequestContext {
  const { program, locale } = useBase();
  const { session } = useSession();
  return useMemo(
    () => ({
      client: program.client,
      locale,
      programType: program.programType,
      sessionId: session?.sessionId,
      customerNumber: session?.customerNumber,
      userName: session?.login,
    }),
    [program, locale, session],
  );
}

import { useMemo } from 'react';
import type { Locale } from '../../adapters/types';
import { useBase } from '../base/BaseContext';
import type { Program } from '../../adapters/base/programs';
import { useSession } from '../session/SessionContext';
import type { Session } from '../session/session';
import type { RequestContext } from './client';

/** The common-header values of the current page: its program and the signed-in user. */
export function useRequestContext(): RequestContext {
  const { program, locale } = useBase();
  const { session } = useSession();
  return useMemo(() => requestContext(program, locale, session), [program, locale, session]);
}

/** The common-header values of a page of `program` in `locale` for `session`: the hooks' and the boot preload's. */
export function requestContext(program: Program, locale: Locale, session: Session | undefined): RequestContext {
  return {
    client: program.client,
    locale,
    programType: program.programType,
    sessionId: session?.sessionId,
    // a CSR names the customer they opened (docs/requirements.md §8.1); an applicant their own
    customerNumber: session?.customerNumber ?? session?.csrCustomerNumber,
    userName: session?.login,
  };
}

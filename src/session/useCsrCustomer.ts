import { useCallback } from 'react';
import { chooseCustomer, closeCustomer } from '../api/session';
import { useRequestContext } from '../api/useRequestContext';
import { useSession } from './SessionContext';

/**
 * The customer a CSR works on (docs/requirements.md §8.1): opened from the review page, closed on the
 * way back to the work list. The server keeps it on the session; the tab's copy follows, so every
 * later call names it in the customer_number header.
 */
export function useCsrCustomer() {
  const ctx = useRequestContext();
  const { session, signIn } = useSession();
  const open = useCallback(
    async (customerNumber: string) => {
      await chooseCustomer(ctx, customerNumber);
      if (session) signIn({ ...session, csrCustomerNumber: customerNumber });
    },
    [ctx, session, signIn],
  );
  const close = useCallback(async () => {
    await closeCustomer(ctx);
    if (session) signIn({ ...session, csrCustomerNumber: undefined });
  }, [ctx, session, signIn]);
  return { customerNumber: session?.csrCustomerNumber, open, close };
}

import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { setPaymentMethod } from '../api/policies';
import { proposalKey } from '../api/proposals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';

export interface ChequePayment {
  busy: boolean;
  /** the server's words when the cheque was refused */
  problem: string | undefined;
  choose(): Promise<void>;
}

/**
 * Paying a policy by cheque (docs/requirements.md §6.4): one PUT with STD, however often it is
 * clicked while the first is on its way; then the application is read again (now waiting for the
 * cheque) and the applicant goes to the cheque instructions, `offline-payment`.
 */
export function useChequePayment(policyId: string): ChequePayment {
  const intl = useIntl();
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // a second click lands before React has drawn the disabled button: the ref says no at once
  const sending = useRef(false);

  const choose = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const policy = await setPaymentMethod(ctx, { id: policyId }, 'STD');
      await Promise.all([mutate(['policy', policyId], policy, { revalidate: false }), mutate(proposalKey(ctx))]);
      navigate(paths.offlinePayment(base.path), { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.redirects) {
        navigate(paths.error(base.path, e.status));
        return;
      }
      setProblem(e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }));
      // whatever the server refused for, the page shows the application as it now stands
      await mutate(proposalKey(ctx));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, [base.path, ctx, intl, mutate, navigate, policyId]);

  return { busy, problem, choose };
}

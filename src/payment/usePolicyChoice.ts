import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Policy } from '../../adapters/api';
import { ApiError, type RequestContext } from '../api/client';
import { policyKey } from '../api/policies';
import { proposalKey } from '../api/proposals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';

export interface PolicyChoice<A extends unknown[]> {
  busy: boolean;
  /** the server's words when the choice was refused */
  problem: string | undefined;
  choose(...args: A): Promise<void>;
}

/**
 * A way to pay chosen on the payment page (the cheque, financing: docs/requirements.md §6.4): one
 * request however often the button is clicked while the first is on its way; then the policy and
 * the application are read again and the applicant goes on to `next`. A refusal shows the server's
 * words, and the page follows the application as it now stands.
 */
export function usePolicyChoice<A extends unknown[]>(
  policyId: string,
  send: (ctx: RequestContext, ...args: A) => Promise<Policy>,
  next: (base: string) => string,
): PolicyChoice<A> {
  const intl = useIntl();
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // a second click lands before React has drawn the disabled button: the ref says no at once
  const sending = useRef(false);

  const choose = useCallback(
    async (...args: A) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      setProblem(undefined);
      try {
        const policy = await send(ctx, ...args);
        await Promise.all([mutate(policyKey(policyId), policy, { revalidate: false }), mutate(proposalKey(ctx))]);
        navigate(next(base.path), { replace: true });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        if (e.redirects) {
          navigate(paths.error(base.path, e.status));
          return;
        }
        setProblem(e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }));
        await Promise.all([mutate(policyKey(policyId)), mutate(proposalKey(ctx))]);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [base.path, ctx, intl, mutate, navigate, next, policyId, send],
  );

  return { busy, problem, choose };
}

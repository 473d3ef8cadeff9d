import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { FinanceOption } from '../../adapters/finance';
import type { FinanceBody, Policy } from '../../adapters/api';
import { ApiError, apiRequest, type RequestContext } from '../api/client';
import { POLICIES_PATH, policyKey } from '../api/policies';
import { proposalKey } from '../api/proposals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';

/** POST finance: the option only; the server computes the plan and binds the policy (FIN). Here, not in api/policies.ts: only the lazily loaded panel calls it. */
function financePolicy(ctx: RequestContext, policyId: string, option: FinanceBody['option']): Promise<Policy> {
  const body: FinanceBody = { option };
  return apiRequest<Policy>(`${POLICIES_PATH}/${encodeURIComponent(policyId)}/finance`, ctx, { method: 'POST', body });
}

export interface FinancePayment {
  busy: boolean;
  /** the server's words when financing was refused */
  problem: string | undefined;
  confirm(option: FinanceOption): Promise<void>;
}

/**
 * Financing a policy (docs/payments.md "Premium financing"): one POST however often Confirm is
 * clicked while the first is on its way; then the policy and the application are read again (now
 * POLICY_ISSUED) and the applicant goes to the confirmation.
 */
export function useFinancePayment(policyId: string): FinancePayment {
  const intl = useIntl();
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // a second click lands before React has drawn the disabled button: the ref says no at once
  const sending = useRef(false);

  const confirm = useCallback(
    async (option: FinanceOption) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      setProblem(undefined);
      try {
        const policy = await financePolicy(ctx, policyId, option);
        await Promise.all([mutate(policyKey(policyId), policy, { revalidate: false }), mutate(proposalKey(ctx))]);
        navigate(paths.paymentConfirmation(base.path), { replace: true });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        if (e.redirects) {
          navigate(paths.error(base.path, e.status));
          return;
        }
        setProblem(e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }));
        // financed in another tab, or paid meanwhile: the page follows the application as it now stands
        await Promise.all([mutate(policyKey(policyId)), mutate(proposalKey(ctx))]);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [base.path, ctx, intl, mutate, navigate, policyId],
  );

  return { busy, problem, confirm };
}

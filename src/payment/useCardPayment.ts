import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import type { PaymentTransaction } from '../../adapters/api';
import { getPayment, payWithToken, startPayment, transactionOf } from '../api/payments';
import { policyKey } from '../api/policies';
import { proposalKey } from '../api/proposals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import type { NoticeKind } from '../shell/Notice';
import { failureReason, type FailureReason } from './failure';
import type { HostedCardFieldsHandle } from './HostedCardFields';

/** How long a page waits for a payment the server says is being processed (docs/payments.md "States of a transaction"). */
const SETTLE_POLLS = 15;
const SETTLE_INTERVAL_MS = 2_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CardPayment {
  /** the open transaction, with the hosted fields to frame; undefined while starting or when none can start */
  transaction: PaymentTransaction | undefined;
  /** the server's words (or ours) about the last attempt: an error, or news of a payment under way or taken */
  problem: { kind: NoticeKind; text: string } | undefined;
  busy: boolean;
  pay(fields: HostedCardFieldsHandle | null): Promise<void>;
}

/**
 * The payment of one policy (docs/payments.md "Flow"): start or resume its transaction on arrival,
 * then per attempt: token from the hosted fields → updatePaymentTransaction. A failed transaction is
 * final, so after a decline a new one is started for the next try; a transaction being processed
 * is waited for. Success refreshes the policy and the application, whose new status the payment page
 * follows to the confirmation. What the card fields cannot fix (the provider refused our call, no
 * outcome after the wait, charged but not bound) goes to the failure page (src/payment/failure.ts).
 */
export function useCardPayment(policyId: string | undefined): CardPayment {
  const intl = useIntl();
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [transaction, setTransaction] = useState<PaymentTransaction>();
  const [problem, setProblem] = useState<CardPayment['problem']>();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** The policy first, then the application: the page the new status leads to reads a fresh policy. */
  const refresh = useCallback(async () => {
    if (policyId) await mutate(policyKey(policyId));
    await mutate(proposalKey(ctx));
  }, [ctx, mutate, policyId]);

  /** Leaves for the failure page when `t` calls for it; says whether it did. */
  const leave = useCallback(
    (t: PaymentTransaction, waited = false): boolean => {
      const reason: FailureReason | undefined = failureReason(t, waited);
      if (reason && mounted.current) navigate(paths.paymentFailure(base.path, reason));
      return reason !== undefined;
    },
    [base.path, navigate],
  );

  /** Shows what went wrong; returns the transaction the reply carried. Statuses without one leave for the error page. */
  const failed = useCallback(
    (e: unknown): PaymentTransaction | undefined => {
      if (!(e instanceof ApiError)) throw e;
      const t = transactionOf(e);
      if (e.redirects && !t) {
        navigate(paths.error(base.path, e.status));
        return undefined;
      }
      const settled = t && t.progress_code !== 'PAYMENT_FAILURE';
      setProblem({ kind: settled ? 'info' : 'error', text: e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }) });
      return t;
    },
    [base.path, intl, navigate],
  );

  /** Waits for a transaction being processed elsewhere (another tab, a retry), refreshes the application, and returns where it ended. */
  const settle = useCallback(
    async (id: string): Promise<PaymentTransaction | undefined> => {
      let t: PaymentTransaction | undefined;
      for (let i = 0; i < SETTLE_POLLS && (t === undefined || t.progress_code === 'PAYMENT_PROCESSING'); i++) {
        await wait(SETTLE_INTERVAL_MS);
        if (!mounted.current) return undefined;
        t = await getPayment(ctx, id).catch(() => undefined);
      }
      await refresh();
      return t;
    },
    [ctx, refresh],
  );

  /** The policy's open transaction; one being processed is waited for, and if it failed a new one is started. */
  const begin = useCallback(async () => {
    if (!policyId) return;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        setTransaction(await startPayment(ctx, policyId));
        return;
      } catch (e) {
        setTransaction(undefined);
        const t = failed(e);
        if (!t || leave(t) || t.progress_code !== 'PAYMENT_PROCESSING') return;
        const settled = await settle(t.id);
        if (!settled || leave(settled, true) || settled.progress_code !== 'PAYMENT_FAILURE') return;
        setProblem(undefined);
      }
    }
  }, [ctx, policyId, failed, settle, leave]);

  useEffect(() => {
    void begin();
  }, [begin]);

  const pay = useCallback(
    async (fields: HostedCardFieldsHandle | null) => {
      if (busyRef.current || !transaction || !fields) return;
      busyRef.current = true;
      setBusy(true);
      setProblem(undefined);
      try {
        const card = await fields.tokenize();
        if (!card.ok) {
          setProblem({ kind: 'error', text: intl.formatMessage({ id: card.reason === 'invalid' ? 'payment.checkCard' : 'payment.fieldsFailed' }) });
          return;
        }
        await payWithToken(ctx, transaction.id, card.token);
        await refresh();
      } catch (e) {
        const t = failed(e);
        if (!t || leave(t)) return;
        if (t.progress_code === 'PAYMENT_FAILURE') {
          fields.clear();
          await begin();
        } else if (t.progress_code === 'PAYMENT_PROCESSING') {
          const settled = await settle(t.id);
          if (settled && !leave(settled, true) && settled.progress_code === 'PAYMENT_FAILURE') await begin();
        } else {
          await refresh();
        }
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [transaction, ctx, intl, refresh, failed, begin, settle, leave],
  );

  return { transaction, problem, busy, pay };
}

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formatDate, formatPremium } from '../../../adapters/format';
import { ApiError } from '../../api/client';
import type { Card } from '../../api/payments';
import { payByCard } from '../../api/payments';
import { usePolicy } from '../../api/policies';
import { proposalKey, useProposal } from '../../api/proposals';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { CardForm } from '../../payment/CardForm';
import { RequireSession } from '../../session/RequireSession';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';

/** {base}/payment and {base}/policy-summary: pay the issued policy by card, then its confirmation. */
export default function PaymentPage() {
  return (
    <RequireSession>
      <Payment />
    </RequireSession>
  );
}

const PAID = new Set(['POLICY_ISSUED', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT']);

function Payment() {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const base = useBase();
  const ctx = useRequestContext();
  const { mutate } = useSWRConfig();
  const redirect = useErrorRedirect();
  const navigate = useNavigate();
  const proposal = useProposal();
  const policy = usePolicy(proposal.data?.issued_policy_id);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const title = m('app.payment.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const error = proposal.error ?? policy.error;
  if (error) return redirect(error);
  if (proposal.data === undefined) return <Loading />;
  if (!proposal.data?.issued_policy_id) return <Navigate to={base.path} replace />;
  if (!policy.data) return <Loading />;
  const status = proposal.data.status;
  const amount = formatPremium(policy.data.gross_amount ?? 0, base.locale);

  const pay = async (card: Card) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await payByCard(ctx, policy.data!.id, card);
      await mutate(proposalKey(ctx));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.redirects) return navigate(paths.error(base.path, e.status));
      setProblem(e.serverMessage ?? m(e.statusTextId));
    } finally {
      setBusy(false);
    }
  };

  if (PAID.has(status)) {
    return (
      <section className="confirmation" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{m('app.payment.done.title')}</h1>
        <p>{m(status === 'POLICY_ISSUED' ? 'app.payment.done.message' : 'app.payment.offline.message')}</p>
        <p className="policy-number">{m('app.payment.policy', { number: policy.data.number })}</p>
      </section>
    );
  }
  return (
    <section className="payment" aria-labelledby="payment-title">
      <h1 id="payment-title">{title}</h1>
      <p className="policy-number">{m('app.payment.policy', { number: policy.data.number })}</p>
      {policy.data.effective_date && policy.data.expiration_date && (
        <p>{m('app.payment.term', { start: formatDate(policy.data.effective_date.slice(0, 10)), end: formatDate(policy.data.expiration_date.slice(0, 10)) })}</p>
      )}
      <p>{m('app.payment.amount', { amount })}</p>
      <CardForm amount={amount} busy={busy} problem={problem} onPay={pay} />
    </section>
  );
}

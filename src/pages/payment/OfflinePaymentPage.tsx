import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { formatPremium } from '../../../adapters/format';
import { useOfflinePayment } from '../../api/config';
import { usePolicy } from '../../api/policies';
import { useProposal } from '../../api/proposals';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { PaymentArea } from '../../payment/PaymentArea';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';

/**
 * {base}/offline-payment: how to pay the policy by cheque (docs/requirements.md §6.4): payable to,
 * the amount with taxes, the policy number as reference and where to mail it, all but the policy's
 * own figures from brandsConfig `offlinePayment`. Only a policy waiting for its cheque has this page:
 * one still to pay goes to the payment, a paid one to its summary.
 */
export default function OfflinePaymentPage() {
  return (
    <PaymentArea>
      <OfflinePayment />
    </PaymentArea>
  );
}

function OfflinePayment() {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const base = useBase();
  const redirect = useErrorRedirect();
  const proposal = useProposal();
  const policy = usePolicy(proposal.data?.issued_policy_id);
  const offline = useOfflinePayment();
  const title = m('payment.offline.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const error = proposal.error ?? policy.error;
  if (error) return redirect(error);
  if (proposal.data === undefined) return <Loading />;
  const status = proposal.data?.status;
  if (!proposal.data?.issued_policy_id) return <Navigate to={base.path} replace />;
  if (status === 'POLICY_ISSUED_PENDING_PAYMENT') return <Navigate to={paths.step(base.path, 'payment')} replace />;
  if (status !== 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT') return <Navigate to={paths.policySummary(base.path)} replace />;
  if (!policy.data || offline === undefined) return <Loading />;

  const number = policy.data.number;
  return (
    <section className="confirmation offline-payment" aria-labelledby="offline-title">
      <h1 id="offline-title">{title}</h1>
      <p className="offline-status" role="status">
        {intl.formatMessage({ id: 'payment.offline.status' }, { number: <span className="identifier">{number}</span> })}
      </p>
      {offline ? (
        <>
          <h2>{m('payment.offline.instructions')}</h2>
          <dl className="offline-instructions">
            <div>
              <dt>{m('payment.offline.payableTo')}</dt>
              <dd>{offline.payableTo}</dd>
            </div>
            <div>
              <dt>{m('payment.offline.amount')}</dt>
              <dd className="offline-amount">{formatPremium(policy.data.gross_amount ?? 0, base.locale)}</dd>
            </div>
            <div>
              <dt>{m('payment.offline.reference')}</dt>
              <dd className="identifier">{number}</dd>
            </div>
            <div>
              <dt>{m('payment.offline.mailTo')}</dt>
              <dd>
                <address>
                  {offline.mailingAddress.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </dd>
            </div>
          </dl>
          {offline.note && <p className="payment-note">{offline.note}</p>}
        </>
      ) : (
        <p>{m('payment.offline.contactUs')}</p>
      )}
      <p>
        <Link className="button" to={paths.policySummary(base.path)}>
          {m('payment.offline.toSummary')}
        </Link>
      </p>
    </section>
  );
}

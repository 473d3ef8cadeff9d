import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { paymentStanding } from '../../payment/standing';
import { useIssuedPolicy } from '../../payment/useIssuedPolicy';
import { PaymentArea } from '../../payment/PaymentArea';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import './after-payment.css';

/**
 * {base}/payment/confirmation (docs/requirements.md §6.6): a success banner, the policy number
 * under its label, how the policy was paid and the button to the policy summary. Only a paid
 * policy has it: one still to pay goes to its payment, one waiting for its cheque to the cheque's
 * instructions (the cheque's own confirmation, §6.4).
 */
export default function ConfirmationPage() {
  return (
    <PaymentArea>
      <Confirmation />
    </PaymentArea>
  );
}

function Confirmation() {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const base = useBase();
  const redirect = useErrorRedirect();
  const issued = useIssuedPolicy();
  const title = m('payment.done.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (issued.kind === 'error') return redirect(issued.error);
  if (issued.kind === 'loading') return <Loading />;
  if (issued.kind === 'none') return <Navigate to={base.path} replace />;
  const { status } = issued.proposal;
  if (status === 'POLICY_ISSUED_PENDING_PAYMENT') return <Navigate to={paths.step(base.path, 'payment')} replace />;
  if (status === 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT') return <Navigate to={paths.offlinePayment(base.path)} replace />;
  if (status !== 'POLICY_ISSUED') return <Navigate to={paths.policySummary(base.path)} replace />;

  const { policy } = issued;
  const standing = paymentStanding(policy);
  return (
    <section className="confirmation" aria-labelledby="confirmation-title">
      <div className="confirmation-banner">
        <span className="confirmation-icon" aria-hidden="true">
          ✓
        </span>
        <div>
          <h1 id="confirmation-title">{title}</h1>
          <p>{m(`payment.policy.lead.${standing}`)}</p>
        </div>
      </div>
      <dl className="confirmation-facts">
        <div>
          <dt>{m('payment.policyLabel')}</dt>
          <dd className="identifier policy-number">{policy.number}</dd>
        </div>
        <div>
          <dt>{m('payment.policy.methodLabel')}</dt>
          <dd>{m(`payment.policy.method.${standing}`)}</dd>
        </div>
      </dl>
      <p>
        <Link className="button" to={paths.policySummary(base.path)}>
          {m('payment.confirmation.toSummary')}
        </Link>
      </p>
    </section>
  );
}
